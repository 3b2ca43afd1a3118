import { fr, notIn, openQuestion } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// Too thin to draft from: the writer may ask (at most a few questions), or draft and list what is
// missing as open questions; nothing beyond the line may be made up.
export const thinOneLiner: EvalCase = {
  name: 'dev-thin-one-liner',
  description: 'One line: a name and an idea, nothing else.',
  input: { message: 'need a prd for Sprout, reminds people to water their houseplants' },
  expect: {
    productName: 'Sprout',
    mayAsk: true,
    notProductName: ['Need a PRD', 'Untitled'],
    facts: [
      fr('reminders to water houseplants', /remind/, /water/),
      openQuestion('asks what is missing', '?'),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'an invented watering interval',
        /every \d+ days|\d+ ?(ml|litres?)/,
        'invented',
      ),
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the request to the tool',
        /need a prd/,
        'chatter',
      ),
    ],
    requirements: { min: 1, max: 5 },
    maxChars: 8_000,
  },
};
