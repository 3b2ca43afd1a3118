import type { EvalCase } from '../types.js';
import { fr, notIn, persona } from './helpers.js';

const FILE = 'q3-notes.docx';

export const typedPlusFile: EvalCase = {
  name: 'typed-plus-file',
  description: 'A typed brief with an unrelated file attached: the typed text leads.',
  input: {
    message:
      'PRD for Walkies, a dog-walking marketplace. Owners book a vetted walker for a 30 or 60 minute walk, ' +
      'walkers are paid weekly, and the owner can follow every walk live on a map.',
    files: [{ name: FILE, kind: 'document' }],
    chunks: [
      {
        file: FILE,
        locator: 'paragraphs 1-2',
        text: 'Tally Books\n\nBookkeeping for freelancers: import bank feeds and reconcile transactions.',
      },
      {
        file: FILE,
        locator: 'paragraph 3',
        text: 'Invoices must be numbered sequentially and exported to PDF.',
      },
      {
        file: FILE,
        locator: 'paragraph 4',
        text: 'VAT returns should be prepared quarterly for review by an accountant.',
      },
    ],
  },
  expect: {
    productName: 'Walkies',
    notProductName: ['Tally'],
    facts: [
      fr('book a vetted walker', /book/, /walker/),
      fr('30 or 60 minute walks', /\b30\b/, /\b60\b/),
      fr('walkers paid weekly', /paid|pay/, /week/),
      fr('follow the walk live on a map', /map|live|track/),
      persona('dog owners', /owner/),
      persona('walkers', /walker/),
    ],
    forbidden: [
      notIn(
        ['TL;DR', 'Title'],
        'the attached file leads the summary',
        /tally|bookkeeping|bank feed/,
      ),
    ],
    requirements: { min: 3, max: 10 },
  },
};
