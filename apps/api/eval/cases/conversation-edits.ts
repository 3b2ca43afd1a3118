import type { EvalCase } from '../types.js';
import { BODY, fr, inSection, notIn } from './helpers.js';

const BRIEF = `Pillbox – click and collect for the Aldgate pharmacy group (11 shops).
Customers order over-the-counter medicine in the app and collect it at the counter without queueing.
After ordering, the shop holds the order in a collection window of 15 minutes; if nobody comes, the items go back on the shelf.
Home delivery costs €2.90 and is available within 5 km of a shop.
Prescription-only medicine needs an ID check at the counter before handover.
Pharmacists see incoming orders on a tablet behind the counter and mark them ready.`;

const WHERE_VALUES_LIVE = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

/** Value edits, a question, a format request and small talk, each with what must follow. */
export const conversationEdits: EvalCase = {
  name: 'follow-ups-edits',
  description: 'A pharmacy brief, then: change a value, a new price, a question, shorter, thanks.',
  input: { message: BRIEF },
  expect: {
    productName: 'Pillbox',
    facts: [
      fr('15-minute collection window', /\b15\b/, /minute/),
      fr('€2.90 home delivery within 5 km', /2[.,]90/),
      fr('ID check for prescription-only medicine', /id check|identity/),
    ],
    requirements: { min: 3, max: 8 },
  },
  followUps: [
    {
      message: 'change the collection window from 15 to 10 minutes',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Pillbox',
        facts: [fr('10-minute window', /\b10\b/, /minute/)],
        forbidden: [notIn(WHERE_VALUES_LIVE, 'the old 15-minute window', /15[- ]min/, 'stale')],
        changes: [/\b10\b/],
      },
    },
    {
      message: 'Delivery is €3.50 now, not €2.90.',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('€3.50 delivery', /3[.,]50/),
          fr('the 10-minute window stays', /\b10\b/, /minute/),
        ],
        forbidden: [notIn(WHERE_VALUES_LIVE, 'the old €2.90 price', /2[.,]90/, 'stale')],
        changes: [/3[.,]50/],
      },
    },
    {
      message: 'Which requirement covers the ID check?',
      expect: {
        intent: 'question',
        kind: 'answer',
        citesRequirement: true,
        mentions: [/id check|identity/],
        maxChars: 3_000,
      },
    },
    {
      message: 'make it shorter',
      expect: {
        intent: 'format',
        kind: 'prd',
        shorterThan: 0.75,
        // A one-pager may drop the numbered sections: the value only has to survive.
        facts: [inSection('Anywhere', 'the 10-minute window survives', /\b10\b/, /minute/)],
      },
    },
    {
      message: 'thanks!',
      expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 },
    },
    {
      message: 'how are you?',
      expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 },
    },
  ],
};
