import { fr, inSection, nonGoal, notIn, notRequired, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `Shipnote digitises the paperwork for our freight forwarding desk (Rotterdam and Antwerp).

- Shippers upload commercial invoices and packing lists as PDFs; Shipnote reads the lines and fills the shipment record.
- Each line gets a customs tariff code (HS code) suggested from the product description; a customs clerk confirms or changes it.
- Shipments with dangerous goods are flagged and need a second clerk's sign-off.
- Drivers at the quay use an offline mode to photograph seals and container numbers.
- Pilot: September, with two shippers.

Not in scope: filing the customs declaration itself (stays in our broker system), invoicing shippers.`;

/** A removal and a date in one message, a question about the PRD, a request it must decline. */
export const convFreight: EvalCase = {
  name: 'heldout-conv-freight',
  description:
    'A freight paperwork brief, then: offline mode out and pilot moved, a question, a translation declined.',
  input: { message: BRIEF },
  expect: {
    productName: 'Shipnote',
    facts: [
      fr('upload invoices and packing lists; lines read', /packing list|invoice/, /upload|read/),
      fr('HS code suggested, clerk confirms', /hs code|tariff/, /clerk/),
      fr('dangerous goods need a second sign-off', /dangerous goods/),
      fr('offline mode for drivers at the quay', /offline/),
      nonGoal('no customs declaration filing', /declaration/),
      nonGoal('no invoicing shippers', /invoicing/),
      persona('customs clerks', /clerk/),
      inSection('Milestones', 'pilot in September', /september/),
    ],
    requirements: { min: 3, max: 7 },
  },
  followUps: [
    {
      message: 'Offline mode is out, and the pilot is now in November.',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Shipnote',
        facts: [
          nonGoal('offline mode now excluded', /offline/),
          inSection('Milestones', 'pilot in November', /november/),
          fr('the HS code requirement stays', /hs code|tariff/),
        ],
        forbidden: [
          notRequired('offline mode still required', /offline/),
          notIn(['Milestones', 'TL;DR'], 'the old September pilot', /september/, 'stale'),
        ],
        changes: [/offline/i, /november/i],
      },
    },
    {
      message: 'Which requirement handles customs codes?',
      expect: {
        intent: 'question',
        kind: 'answer',
        citesRequirement: true,
        mentions: [/hs code|tariff/],
        maxChars: 2_000,
      },
    },
    {
      message: 'can you put it in German?',
      expect: {
        intent: ['format', 'question', 'smalltalk'],
        kind: 'answer',
        maxChars: 600,
        mentions: [/german|deutsch|translat/],
      },
    },
  ],
};
