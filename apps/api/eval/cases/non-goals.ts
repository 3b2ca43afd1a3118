import type { EvalCase } from '../types.js';
import { fr, nonGoal, notIn } from './helpers.js';

// The point of this brief is what the product will NOT do.
const BRIEF = `Quillpad v1 — scope note

Quillpad is a distraction-free writing app for novelists. v1 is deliberately small: one writer, one manuscript at a time, words on a page.

In v1
- Chapters in a sidebar, drag to reorder
- Autosave every 10 seconds to the device, synced to the writer's own Dropbox
- Daily word-count goal with a streak counter
- Export the manuscript to .docx and EPUB

Out of scope for v1 — please do not sneak these in
- Real-time collaboration or shared manuscripts
- Comments and track changes
- AI writing suggestions of any kind
- Publishing or selling books from the app
- Our own cloud storage (Dropbox only)
- Grammar and spell checking beyond what the OS gives

We are not building a Scrivener replacement. If a feature needs an account system, it is not v1.`;

const nonGoals = [
  nonGoal('no real-time collaboration', /collaborat|shared manuscript/),
  nonGoal('no comments or track changes', /comment|track changes/),
  nonGoal('no AI writing suggestions', /\bai\b|suggestion/),
  nonGoal('no publishing or selling', /publish|sell/),
  nonGoal('no own cloud storage', /cloud|storage/),
  nonGoal('no grammar or spell checking', /grammar|spell/),
];

export const nonGoalsBrief: EvalCase = {
  name: 'non-goals',
  description: 'A short scope note whose point is its six non-goals.',
  input: { message: BRIEF },
  expect: {
    productName: 'Quillpad',
    facts: [
      fr('chapters in a sidebar, reorder', /chapter/, /reorder|drag/),
      fr(
        'autosave every 10 seconds to Dropbox',
        /autosave|auto-save|saves/,
        /10 s|10-second|10 second|ten second|every 10\b/,
      ),
      fr('daily word-count goal with a streak', /word-? ?count|goal/, /streak/),
      fr('export to docx and EPUB', /export/, /epub/),
      ...nonGoals,
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'collaboration as a requirement',
        /real-time collaboration|shared manuscripts/,
      ),
      notIn('Functional requirements', 'track changes as a requirement', /track changes/),
      notIn('Functional requirements', 'AI suggestions as a requirement', /ai writing suggestion/),
      notIn('Functional requirements', 'publishing as a requirement', /publishing or selling/),
      notIn('Functional requirements', 'grammar checking as a requirement', /grammar/),
    ],
    requirements: { min: 3, max: 8 },
  },
};
