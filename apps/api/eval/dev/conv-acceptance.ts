import { BODY, fr, inSection, notIn, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `Gangway – mobile check-in for Islay & Jura Ferries

Foot and car passengers check in on their phone instead of queuing at the terminal kiosk. Boarding a full ferry takes about 50 minutes today because every ticket is checked by hand.

1. Passengers check in in the app from 24 hours before departure; check-in closes 45 minutes before departure.
2. Checked-in passengers get a boarding QR code that the deck crew scan at the ramp.
3. If a sailing is cancelled, passengers are notified by text and push.
4. While a sailing is delayed, passengers get an update every 30 minutes.
5. Car passengers enter their registration at check-in so the crew can plan the car deck.

Goal: boarding a full ferry in under 35 minutes.
No seat reservations, no food pre-orders.`;

const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

/** Acceptance criteria for one requirement, two values in one message, then thanks. */
export const convAcceptance: EvalCase = {
  name: 'dev-conv-acceptance',
  description: 'A ferry check-in brief, then: criteria for FR-3, two values at once, thanks.',
  input: { message: BRIEF },
  expect: {
    productName: 'Gangway',
    facts: [
      fr('check-in closes 45 minutes before departure', /\b45 ?min/),
      fr('boarding QR code scanned at the ramp', /qr/, /ramp|scan/),
      fr('cancellation notified by text and push', /cancel/, /text|push/),
      fr('delay update every 30 minutes', /delay/, /\b30 ?min/),
      persona('passengers', /passenger/),
      inSection(['Success metrics', 'Problem and goals'], 'boarding under 35 minutes', /\b35 ?min/),
    ],
    requirements: { min: 4, max: 8 },
  },
  followUps: [
    {
      message:
        'add acceptance criteria to FR-3: when a sailing is cancelled, every passenger booked on it gets the text within 5 minutes, and their ticket is moved to the next sailing',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Gangway',
        facts: [
          fr('FR-3 criteria: text within 5 minutes', /cancel/, /\b5 ?min/),
          fr('FR-3 criteria: ticket moved to the next sailing', /cancel/, /next sailing/),
          fr('the other requirements stay', /\b45 ?min/),
        ],
        changes: [/FR-3/i],
      },
    },
    {
      message:
        'change the boarding target to 25 minutes and the delay update interval to 15 minutes',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          inSection(
            ['Success metrics', 'Problem and goals'],
            'boarding under 25 minutes',
            /\b25 ?min/,
          ),
          fr('delay update every 15 minutes', /delay/, /\b15 ?min/),
          fr('the FR-3 criteria survive', /next sailing/),
        ],
        forbidden: [
          notIn(VALUES, 'the old 35-minute target', /\b35 ?min/, 'stale'),
          notIn(VALUES, 'the old 30-minute interval', /every 30 ?min/, 'stale'),
        ],
        changes: [/\b25\b/, /\b15\b/],
      },
    },
    {
      message: 'thanks, that works',
      expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 },
    },
  ],
};
