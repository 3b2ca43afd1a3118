import type { SourceChunk } from '../../src/modules/prd/writers/types.js';
import type { EvalCase } from '../types.js';
import { BODY, fr, notIn } from './helpers.js';

const BRIEF = 'clinic-brief.docx';
const ADDENDUM = 'waiting-list.docx';
const OTHER = 'kiln-scheduler.pdf';

const chunks = (file: string, texts: [string, string][]): SourceChunk[] =>
  texts.map(([locator, text]) => ({ file, locator, text }));

/** Files across a session: a question about an earlier file, a file that adds, one that replaces. */
export const conversationFiles: EvalCase = {
  name: 'follow-ups-files',
  description:
    'A docx brief, then: a question about it, an addendum file, another product in a PDF.',
  input: {
    message: 'Draft the PRD from the attached brief.',
    files: [{ name: BRIEF, kind: 'document' }],
    chunks: chunks(BRIEF, [
      ['paragraphs 1-2', 'Physio Now\n\nOnline booking for the four Physio Now clinics in Leeds.'],
      [
        'paragraph 3',
        'Patients book a first assessment of 45 minutes or a follow-up of 30 minutes.',
      ],
      [
        'paragraph 4',
        'Patients who do not show up twice must pay in advance for their next booking.',
      ],
      ['paragraph 5', 'Physiotherapists block time for home visits in the diary.'],
    ]),
  },
  expect: {
    productName: 'Physio Now',
    facts: [
      fr('45 and 30 minute appointments', /\b45\b/, /\b30\b/),
      fr('pay in advance after two no-shows', /advance/, /twice|two|2/),
    ],
    requirements: { min: 2, max: 6 },
  },
  followUps: [
    {
      message: 'What does the brief say about patients who miss appointments?',
      expect: {
        intent: 'question',
        kind: 'answer',
        citesRequirement: true,
        mentions: [/advance/],
        maxChars: 3_000,
      },
    },
    {
      message: 'Add what this file says.',
      files: [{ name: ADDENDUM, kind: 'document' }],
      chunks: chunks(ADDENDUM, [
        [
          'paragraph 1',
          'Patients can join a waiting list and get a text message when an earlier slot frees up.',
        ],
      ]),
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Physio Now',
        facts: [
          fr('waiting list with a text message', /waiting list/),
          fr('the advance payment stays', /advance/),
        ],
        changes: [/waiting list/],
      },
    },
    {
      message: '',
      files: [{ name: OTHER, kind: 'document' }],
      chunks: chunks(OTHER, [
        [
          'page 1',
          'Kilnbook – firing schedule for the Eastside pottery studio\nMembers book a shelf in the next\nkiln firing; firings run on Tuesdays and Fridays.',
        ],
        [
          'page 2',
          'A shelf costs £6 per firing. Glaze firings need the\ntechnician to approve the glaze first.',
        ],
      ]),
      expect: {
        intent: 'replace',
        kind: 'prd',
        productName: 'Kilnbook',
        facts: [fr('a shelf costs £6 per firing', /shelf/, /\b6\b/)],
        forbidden: [notIn(BODY, 'anything of the clinic', /physio|patient|waiting list/, 'stale')],
      },
    },
  ],
};
