import { BODY, fr, nonGoal, notIn, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `Swellbook is the booking site for Porthmeor Surf School.

Customers book a group lesson (max 8 students per instructor) for a date and tide slot and pay €40 per person online. Cancellations are free up to 24 hours before the lesson. If the surf forecast is unsafe the school cancels the morning before and everyone gets a full refund or a new date. Instructors see their day's lessons and students on their phone.

We won't rent boards or wetsuits separately, and surf camps are not part of this.`;

const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

/** Two values in one message, a question the PRD cannot answer, criteria asked for one FR. */
export const convValues: EvalCase = {
  name: 'dev-conv-values',
  description:
    'A surf school brief, then: price and window changed together, a question, criteria for FR-2.',
  input: { message: BRIEF },
  expect: {
    productName: 'Swellbook',
    facts: [
      fr('group lesson, max 8 students per instructor', /\b(8|eight) students\b/),
      fr('€40 per person', /€ ?40\b/),
      fr('free cancellation up to 24 hours before', /cancel/, /\b24 ?(h|hours)\b/),
      fr(
        'unsafe forecast: cancelled the morning before, refund or new date',
        /forecast|unsafe/,
        /refund/,
      ),
      nonGoal('no separate board or wetsuit rental', /rent/),
      nonGoal('no surf camps', /camp/),
      persona('instructors', /instructor/),
    ],
    requirements: { min: 3, max: 7 },
  },
  followUps: [
    {
      message: 'Price is now €45 per person, and free cancellation until 48 hours before.',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Swellbook',
        facts: [
          fr('€45 per person', /€ ?45\b/),
          fr('free cancellation until 48 hours before', /cancel/, /\b48 ?(h|hours)\b/),
        ],
        forbidden: [
          notIn(VALUES, 'the old €40 price', /€ ?40\b/, 'stale'),
          notIn(VALUES, 'the old 24-hour window', /\b24 ?(h|hours)\b/, 'stale'),
        ],
        changes: [/45/, /48/],
      },
    },
    {
      message: 'Does the PRD say anything about wetsuit sizes?',
      expect: {
        intent: 'question',
        kind: 'answer',
        mentions: [/wetsuit/],
        maxChars: 1_500,
      },
    },
    {
      message: 'add acceptance criteria to FR-2',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr(
            'testable criteria on the unsafe-forecast requirement',
            /forecast|unsafe/,
            /given/,
            /then/,
          ),
        ],
        changes: [/FR-2/i],
      },
    },
  ],
};
