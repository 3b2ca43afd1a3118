import { inSection, notIn, openQuestion } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// Four words and no name: the writer may ask first; the draft may only carry what was said and
// must ask the rest, not invent a brand, prices, a commission, a market size or named personas.
export const freshOneLinerDogs: EvalCase = {
  name: 'heldout-fresh-one-liner-dogs',
  description: 'A thin one-liner with no product name: "PRD for a dog walking app".',
  input: { message: 'PRD for a dog walking app' },
  expect: {
    mayAsk: true,
    notProductName: ['PRD', 'PRD for a dog walking app'],
    facts: [
      inSection(
        ['Functional requirements', 'TL;DR', 'Problem and goals'],
        'dog walks are the subject',
        /\bdogs?\b/,
        /walk/,
      ),
      openQuestion('asks what is missing', '?'),
    ],
    forbidden: [
      notIn(
        'Personas and user stories',
        'a made-up named persona ("Sarah, 34")',
        /\b[a-z]+, (\d{2}|aged \d{2})\b/,
        'invented',
      ),
      notIn(
        'Title',
        'an invented brand name',
        /paw|woof|walkies|barkr?|fetch|leash|wag/,
        'invented',
      ),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'an empty template requirement',
        /the action succeeds|lorem ipsum/,
        'chatter',
      ),
    ],
    // Line by line, so that a figure marked as an assumption (which the parser strips) is allowed.
    rawMustNotMatch: [
      {
        label: 'a price or commission not marked as an assumption',
        pattern:
          /^(?!.*assum).*([$€£] ?\d|\d+ ?% (commission|fee|cut)|(commission|fee|cut)\D{0,30}\d+ ?%)/im,
      },
    ],
    requirements: { min: 1, max: 8 },
    maxChars: 12_000,
  },
};
