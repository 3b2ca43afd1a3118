import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `PrintDrop — print from your phone at the Calder University library

Right now students have to log in to one of the 12 library PCs to print, and at exam time there's a queue for the PCs just to print. PrintDrop fixes that:

- Students send documents from their phone or laptop to the PrintDrop queue, up to 10 files per job, PDF or Word.
- A job waits in the queue for 24 hours and is deleted if nobody releases it.
- To print, the student taps their student card on any library printer and picks which jobs to release.
- Printing comes off the student's print credit: 5p a page black and white, 15p a page colour.
- Library staff can refund a failed job from the admin page.
- Files are deleted from the server as soon as they're printed.

Not doing: 3D printing, poster printing (A1/A0), printing in the halls of residence.
Goal: printing questions at the library help desk halved by the end of the first term.
Launch: start of the autumn term.`;

// Everything but the title and the open questions, where an old value would be stale.
const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

/** A value changed by "instead of", criteria given for FR-2, then a translation it must decline. */
export const freshConvPrint: EvalCase = {
  name: 'heldout-fresh-conv-print',
  description:
    'A campus printing brief, then: the file limit 10 → 20, criteria for FR-2, "translate this to French" declined.',
  input: { message: BRIEF },
  expect: {
    productName: 'PrintDrop',
    facts: [
      fr('send up to 10 files per job', /\b(10|ten) files\b/),
      req('unreleased jobs deleted after 24 hours', /\b24 ?(hours?|h)\b/, /delet|remov|expir/),
      fr('release by tapping the student card at a printer', /card/, /tap|releas/),
      fr('5p black and white, 15p colour', /\b5 ?p\b/, /\b15 ?p\b/),
      fr('staff refund a failed job', /refund/),
      req('files deleted once printed', /delet|remov/, /printed|after print/),
      nonGoal('no 3D printing', /\b3d\b/),
      nonGoal('no poster printing', /poster|a1|a0/),
      nonGoal('no printing in halls', /halls?\b|residence/),
      persona('students', /student/),
      persona('library staff', /staff|librar/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'help desk printing questions halved',
        /half|halved|50 ?%/,
      ),
      inSection('Milestones', 'launch at the start of the autumn term', /autumn/),
    ],
    forbidden: [
      notRequired('3D printing', /^(?!.*\b(no|not|never)\b).*\b3d print/),
      notRequired('poster printing', /^(?!.*\b(no|not|never)\b).*poster/),
    ],
    requirements: { min: 4, max: 8 },
  },
  followUps: [
    {
      message: 'make the limit 20 instead of 10',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'PrintDrop',
        facts: [
          fr('up to 20 files per job', /\b20 files\b|\b20\b[^.]*\bfiles?\b/),
          fr('the 24-hour deletion stays', /\b24 ?(hours?|h)\b/),
        ],
        forbidden: [
          notIn(VALUES, 'the old 10-file limit', /\b(10|ten) files\b/, 'stale'),
          notIn(VALUES, 'the number 20 applied to another value', /\b20 ?(hours?|h|p)\b/, 'other'),
        ],
        changes: [/\b20\b/],
      },
    },
    {
      message:
        'add acceptance criteria to FR-2: if a job is not released within 24 hours it is deleted and the student is not charged anything for it',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'PrintDrop',
        facts: [
          fr(
            'criteria: unreleased job deleted, student not charged',
            /\b24 ?(hours?|h)\b/,
            /not charged|no charge|isn't charged|nothing is charged|free of charge|not billed/,
          ),
          fr('the 20-file limit stays', /\b20 files\b|\b20\b[^.]*\bfiles?\b/),
        ],
        forbidden: [notIn(VALUES, 'the old 10-file limit back', /\b(10|ten) files\b/, 'stale')],
        changes: [/FR-2/i],
      },
    },
    {
      message: 'translate this to French',
      expect: {
        intent: ['format', 'question', 'smalltalk'],
        kind: 'answer',
        maxChars: 600,
        mentions: [/french|fran(ç|c)ais|translat/, /\b(ai|model|llm|language model)\b/],
      },
    },
  ],
};
