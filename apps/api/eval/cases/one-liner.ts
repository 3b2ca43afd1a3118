import type { EvalCase } from '../types.js';
import { chatter, fr, notIn, openQuestion, persona } from './helpers.js';

export const oneLiner: EvalCase = {
  name: 'one-liner',
  description: 'A single line typed into the chat: product name, who, what.',
  input: {
    message:
      'Parkly – commuters reserve a spot in a partner garage from their phone and pay by the hour',
  },
  expect: {
    productName: 'Parkly',
    mayAsk: true,
    notProductName: ['Untitled'],
    facts: [
      fr('reserving a spot', /reserv|book/, /spot|space/),
      fr('paying by the hour', /pay/, /hour/),
      persona('commuters', /commuter|driver/),
      openQuestion('asks what is missing', '?'),
    ],
    forbidden: [
      notIn('Open questions', 'asks for the name it was given', /what is the product called/),
      chatter('an empty template requirement', /the action succeeds/),
    ],
    requirements: { min: 1, max: 8 },
    maxChars: 12_000,
  },
};
