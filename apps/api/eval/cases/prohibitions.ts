import type { EvalCase } from '../types.js';
import { fr, notIn, req } from './helpers.js';

const BRIEF = `Tapfare: contactless ticketing for the Solent island ferry.
Passengers tap a bank card or phone at the gate; the fare is the cheapest of single, day cap (£9.40) or week cap (£32).
The system must not store card data; card numbers are tokenised by the payment provider.
Trip history may not be shared with third parties, including the council.
We never send marketing messages without an explicit opt-in.
Gates must decide in under 500 ms, even when the connection to the back office is down.
Passengers can see their trips and fares on the website by registering the card.`;

export const prohibitions: EvalCase = {
  name: 'prohibitions',
  description: 'A brief whose key lines are prohibitions; they must stay prohibitions.',
  input: { message: BRIEF },
  expect: {
    productName: 'Tapfare',
    facts: [
      {
        ...req(
          'must not store card data',
          /card data|card numbers?/,
          /must not|may not|never|not be stored|no card data|not store/,
        ),
        kind: 'prohibition',
      },
      {
        ...req(
          'trip history not shared with third parties',
          /third part/,
          /\bnot\b|\bnever\b|\bno\b/,
        ),
        kind: 'prohibition',
      },
      { ...req('no marketing without opt-in', /marketing/, /opt-in|opt in/), kind: 'prohibition' },
      fr('fare is the cheapest of single, day cap, week cap', /cap/, /9\.40/),
      fr('week cap £32', /week/, /\b32\b/),
      req('gate decides in under 500 ms offline', /500 ?ms/),
      fr('trip history on the website', /trip/, /website|web/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'card data as a nice-to-have',
        /card data.*\b(p2|could)\b|\b(p2|could)\b.*card data/,
      ),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a prohibition turned around',
        /must store card data|may share trip/,
      ),
    ],
    requirements: { min: 3, max: 10 },
  },
};
