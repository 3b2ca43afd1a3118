import { fr, inSection, nonGoal, notIn, notRequired, persona, req } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A brief whose one non-negotiable is a privacy constraint; it must land as a non-functional
// requirement, and nothing may contradict it (no upload "for quality", no cloud fallback).
const BRIEF = `Storyowl — reading-aloud practice for 5 to 8 year olds, on the school's shared iPads.

A child picks a book, reads a page out loud, and the app follows along word by word, highlighting each word as it is read. When the child gets stuck on a word for more than 3 seconds, the app says the word. At the end of a book the child gets a star on their shelf. Teachers see, per child, the books read and the words they stumbled on most.

Non-negotiable: the child's voice never leaves the iPad. Speech recognition runs on the device, recordings are never stored, not even temporarily, and nothing is uploaded for "improving the model". If on-device recognition can't handle an accent, we accept that, we don't fall back to a cloud service.

Also: works fully offline once the book pack is downloaded; children never need a login, the teacher picks the child from the class list.

Not doing: no parent app in this version, no adverts, no in-app purchases.`;

export const hardConstraint: EvalCase = {
  name: 'dev-hard-constraint',
  description: "A child's voice never leaves the device: a hard constraint that must stay one.",
  input: { message: BRIEF },
  expect: {
    productName: 'Storyowl',
    facts: [
      fr('the app follows along word by word, highlighting', /highlight/, /word/),
      fr('says the word after 3 seconds stuck', /\b(3|three) seconds\b/),
      fr('a star at the end of a book', /star/),
      fr('teachers see books read and stumbled words per child', /teacher/, /stumbl/),
      inSection(
        'Non-functional requirements',
        'the voice never leaves the iPad',
        /voice|recording/,
        /never|not/,
        /leave|upload|stor/,
      ),
      inSection(
        'Non-functional requirements',
        'speech recognition on the device',
        /on (the )?device|on-device/,
      ),
      inSection('Non-functional requirements', 'no cloud fallback', /cloud/),
      req('works offline once the book pack is downloaded', /offline/),
      req('no login for children; teacher picks from the class list', /login/, /class list/),
      nonGoal('no parent app in this version', /parent app/),
      nonGoal('no adverts or in-app purchases', /advert|in-app purchase/),
      persona('children', /child/),
      persona('teachers', /teacher/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'Technical considerations'],
        'recordings uploaded or kept',
        /(recordings?|audio|voice) (is|are) (uploaded|sent|kept|stored) (to|on|in|for)|(?<!(n't|not|never|no) )falls? back to (a )?cloud/,
        'other',
      ),
      notRequired('a parent app', /(?<!no )parent app/),
      notRequired('adverts', /(?<!no )advert/),
    ],
    requirements: { min: 3, max: 8 },
  },
};
