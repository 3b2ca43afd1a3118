import { fr, nonGoal, notIn, notRequired, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `Crumb is pre-ordering for Hollis Bakery's three shops. Customers order bread and cakes in the app by 8pm for pickup the next day from 7am. Whole cakes need 48 hours' notice. Payment in the app when ordering; uncollected orders are not refunded. Staff print the next day's order list per shop at closing time.

We're not doing delivery for now, and no loyalty points.`;

/** Stricter non-goals, a second PRD for another product, then thanks. */
export const convBakery: EvalCase = {
  name: 'heldout-conv-bakery',
  description:
    'A bakery pre-order brief, then: tighter non-goals, a separate PRD for the wholesale portal, thanks.',
  input: { message: BRIEF },
  expect: {
    productName: 'Crumb',
    facts: [
      fr('order by 8pm for pickup next day from 7am', /8 ?pm/, /7 ?am/),
      fr('whole cakes need 48 hours’ notice', /cake/, /\b48\b/),
      fr('payment in the app, no refund if uncollected', /refund/),
      fr('staff print the order list per shop', /print/),
      nonGoal('no delivery for now', /deliver/),
      nonGoal('no loyalty points', /loyalty/),
      persona('customers', /customer/),
    ],
    requirements: { min: 3, max: 7 },
  },
  followUps: [
    {
      message: 'tighten up the non-goals, they read too soft',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Crumb',
        facts: [
          nonGoal('delivery still excluded', /deliver/),
          nonGoal('loyalty points still excluded', /loyalty/),
          fr('the requirements stay', /cake/, /\b48\b/),
        ],
        forbidden: [notRequired('delivery', /home delivery|deliver(y|ed) to/)],
        changes: [/non-goal/i],
      },
    },
    {
      message:
        'now do a separate PRD for the wholesale portal: Crumb Trade, cafés order by 2pm for next-morning delivery and are invoiced monthly',
      expect: {
        intent: 'replace',
        kind: 'prd',
        productName: 'Crumb Trade',
        facts: [
          fr('cafés order by 2pm for next-morning delivery', /2 ?pm/, /deliver/),
          fr('invoiced monthly', /invoic/, /month/),
        ],
        forbidden: [
          notIn(
            ['TL;DR', 'Functional requirements'],
            'the shop pre-orders carried over',
            /8 ?pm|whole cakes|uncollected/,
            'other',
          ),
        ],
      },
    },
    { message: 'thank you!', expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 } },
  ],
};
