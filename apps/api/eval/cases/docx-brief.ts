import type { SourceChunk } from '../../src/modules/prd/writers/types.js';
import type { EvalCase } from '../types.js';
import { fr, nonGoal, notRequired, persona, req, risk } from './helpers.js';

const FILE = 'smileslot-brief.docx';

// As docxChunks gives them: one chunk per paragraph, a heading kept with the paragraph after it.
const PARAGRAPHS: [string, string][] = [
  ['paragraphs 1-2', 'SmileSlot\n\nOnline appointment booking for Brightside Dental (6 clinics).'],
  [
    'paragraphs 3-4',
    'Why\n\nReception staff answer about 300 calls a day, most of them to book or move a check-up. Patients complain they cannot get through before 9am.',
  ],
  [
    'paragraphs 5-6',
    'Who\n\nPatients of all ages booking for themselves or their children. Receptionists who manage the diary. Dentists and hygienists who set their availability.',
  ],
  [
    'paragraphs 7-8',
    'Scope\n\nPatients book check-ups and hygiene appointments online, choosing clinic, practitioner and time.',
  ],
  ['paragraph 9', 'Patients can move or cancel an appointment up to 24 hours before it starts.'],
  ['paragraph 10', 'A reminder goes out by text message 48 hours before the appointment.'],
  [
    'paragraph 11',
    'Emergency appointments are not bookable online; the page shows the clinic phone number instead.',
  ],
  [
    'paragraph 12',
    'The booking system must sync both ways with our practice software, Dentally, within one minute.',
  ],
  [
    'paragraphs 13-14',
    'Out of scope\n\nPayments and treatment plans stay in Dentally. No video consultations.',
  ],
  [
    'paragraphs 15-16',
    'Risks\n\nDentally rate-limits its API to 60 requests a minute per clinic, which may not cover peak hours.',
  ],
];

const chunks: SourceChunk[] = PARAGRAPHS.map(([locator, text]) => ({ file: FILE, locator, text }));

export const docxBrief: EvalCase = {
  name: 'docx-only',
  description: 'A Word brief sent without typed text, as extracted paragraph chunks.',
  input: { message: '', files: [{ name: FILE, kind: 'document' }], chunks },
  expect: {
    productName: 'SmileSlot',
    facts: [
      fr(
        'book check-ups online choosing clinic, practitioner and time',
        /book/,
        /clinic|practitioner/,
      ),
      fr('move or cancel up to 24 hours before', /cancel|move|reschedul/, /\b24\b/),
      fr('text reminder 48 hours before', /remind/, /\b48\b/),
      fr('emergencies not bookable, phone number shown', /emergenc/),
      req('two-way sync with Dentally within one minute', /dentally/, /sync/),
      nonGoal('payments and treatment plans stay in Dentally', /payment|treatment plan/),
      nonGoal('no video consultations', /video/),
      persona('patients', /patient/),
      persona('receptionists', /reception/),
      risk('Dentally API rate limit', /rate|60 requests/),
    ],
    rawMustMatch: [{ label: 'a source locator of the docx', pattern: /paragraph/i }],
    forbidden: [notRequired('video consultations', /(?<!(?:no|not) )video/)],
    requirements: { min: 4, max: 10 },
  },
};
