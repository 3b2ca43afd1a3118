import { BODY, fr, inSection, nonGoal, notIn, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `Lanetime: lane booking for Millbrook Leisure Centre's 25 m pool.

Swimmers book a lane slot of 45 minutes in the app, up to 3 days ahead. Each lane is marked slow, medium or fast and takes at most 6 swimmers. A swimmer who books and doesn't turn up twice in a month can't book for 7 days. Lifeguards see the bookings per lane on the poolside tablet and mark no-shows.

Swimming lessons and the kids' splash sessions are booked elsewhere and stay out of this.
Target: morning lanes at least 80% full on weekdays.`;

const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

/** Two values in one sentence, criteria given for one requirement, then small talk. */
export const convPool: EvalCase = {
  name: 'heldout-conv-pool',
  description:
    'A pool lane booking brief, then: window and ban changed together, criteria for FR-2, cheers.',
  input: { message: BRIEF },
  expect: {
    productName: 'Lanetime',
    facts: [
      fr('book a 45-minute lane slot up to 3 days ahead', /\b45 ?min/, /\b(3|three) days\b/),
      fr('lanes marked by speed, at most 6 swimmers', /slow|fast/, /\b(6|six) swimmers\b/),
      fr(
        'two no-shows in a month block booking for 7 days',
        /no-?show|turn up/,
        /\b(7|seven) days\b/,
      ),
      fr('lifeguards mark no-shows on the tablet', /lifeguard/),
      nonGoal('lessons and splash sessions out of scope', /lesson|splash/),
      persona('swimmers', /swimmer/),
      inSection(['Success metrics', 'Problem and goals'], 'morning lanes 80% full', /80 ?%/),
    ],
    requirements: { min: 3, max: 7 },
  },
  followUps: [
    {
      message: 'Make it bookable 5 days ahead instead, and the no-show ban 14 days.',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Lanetime',
        facts: [
          fr('bookable 5 days ahead', /\b(5|five) days\b/, /ahead|advance/),
          fr('no-show ban 14 days', /\b14 days\b/),
        ],
        forbidden: [
          notIn(VALUES, 'the old 3-day window', /\b(3|three) days\b/, 'stale'),
          notIn(VALUES, 'the old 7-day ban', /\b(7|seven) days\b/, 'stale'),
        ],
        changes: [/\b5\b/, /\b14\b/],
      },
    },
    {
      message:
        'FR-2 needs acceptance criteria: if a lane is already full, the swimmer sees it as full and is offered the next lane of the same speed with space',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('criteria: full lane, next lane of the same speed offered', /full/, /same speed/),
        ],
        changes: [/FR-2/i],
      },
    },
    { message: 'cheers 👍', expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 } },
  ],
};
