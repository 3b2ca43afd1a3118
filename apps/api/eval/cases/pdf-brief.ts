import type { SourceChunk } from '../../src/modules/prd/writers/types.js';
import type { EvalCase } from '../types.js';
import { fr, nonGoal, notIn, notRequired, openQuestion, req } from './helpers.js';

const FILE = 'trailhead-requirements.pdf';

// As pdfChunks gives them: one chunk per page, the lines wrapped where the PDF wrapped them.
const PAGES = [
  `Trailhead – incident reporting for park rangers
Version 0.3, Northern Fells National Park
Rangers patrol areas without mobile coverage. Today they write incidents in a
notebook and type them up at the end of the shift, often two days later.
Requirements
Rangers must be able to file an incident report offline, and the report syncs
automatically when the device is back in coverage.
Each report records the GPS position, the time, the incident type (injury, fire,
damage, wildlife, other) and free notes.
The app must ask for photos of the damage when the type is damage, and allow up
to 10 photos per report.`,
  `Reports of type fire or injury alert the duty officer by SMS within 2 minutes of
syncing.
Duty officers see all open reports on a map and can assign a follow-up to a
ranger.
The app works on the park's rugged Android phones (Android 12).
Not planned
Public reporting by visitors is not part of this project.
Open points
Who owns the data when a report involves the police?`,
];

const chunks: SourceChunk[] = PAGES.map((text, i) => ({
  file: FILE,
  locator: `page ${i + 1}`,
  text,
}));

export const pdfBrief: EvalCase = {
  name: 'pdf-only',
  description: 'A PDF brief without typed text, as extracted page chunks with wrapped lines.',
  input: { message: '', files: [{ name: FILE, kind: 'document' }], chunks },
  expect: {
    productName: 'Trailhead',
    facts: [
      fr('offline report that syncs when back in coverage', /offline/, /back in coverage/),
      fr('GPS, time, type and notes recorded', /gps/, /type/),
      fr('photos of the damage, up to 10', /photo/, /damage/, /\b10\b|\bten\b/),
      fr(
        'fire or injury alerts the duty officer within 2 minutes',
        /duty officer/,
        /2 minutes|two minutes/,
      ),
      fr('map of open reports, assign follow-ups', /map/, /assign/),
      req('runs on Android 12 rugged phones', /android/),
      nonGoal('no public reporting by visitors', /visitor|public/),
      openQuestion('data ownership with police', /police/),
    ],
    forbidden: [
      notRequired(
        'public reporting by visitors',
        /public reporting|visitors? (?:can |may )?(?:file|report)/,
      ),
      notIn(
        'Functional requirements',
        'a sentence cut at a wrapped line',
        /(?<![-\w])(the|a|an|of|when|and|to|up|for|with|in)\.(\s|$)/,
      ),
    ],
    requirements: { min: 4, max: 10 },
  },
};
