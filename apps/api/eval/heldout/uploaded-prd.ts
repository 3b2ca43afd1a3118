import { inSection, nonGoal, notIn, notRequired, persona } from '../cases/helpers.js';
import { docxChunks } from '../dev/faithful.js';
import type { EvalCase } from '../types.js';

const FILE = 'stagepass_requirements.docx';

// An existing PRD uploaded as a Word file with a short typed note; its requirement table
// (ID | Requirement | Priority) comes out one cell per paragraph. Then a typed change.
const PARAGRAPHS = [
  'Stagepass',
  'Accreditation for crew and artists at the Albion Arena',
  'Last updated 2 September 2025 by the venue operations team',
  'Background',
  'Crew, artists and contractors are checked in at the stage door against a printed list. Lists are out of date by show day and security phones the production office for every unknown name.',
  'Requirements',
  'ID',
  'Requirement',
  'Priority',
  'SP-1',
  'The production office uploads the show’s crew list (CSV) up to 72 hours before load-in.',
  'High',
  'SP-2',
  'Each person receives a personal QR accreditation by email, valid only for that show’s dates.',
  'Medium',
  'SP-3',
  'Stage door security scans the QR and sees name, photo and access zones.',
  'High',
  'SP-4',
  'Access zones are stage, backstage, catering and loading bay.',
  'High',
  'SP-5',
  'Contractors can request a same-day accreditation at the stage door kiosk.',
  'Low',
  'Dates',
  'Pilot with the autumn season: 6 October 2025.',
  'All shows: 12 January 2026.',
  'Not covered',
  'Ticketing for the public. Parking permits.',
];

const UPDATE =
  "Two changes from today's production meeting: take SP-5 out, we're not doing the kiosk at all; and SP-2 is High now. Dates stay as they are.";

export const uploadedPrd: EvalCase = {
  name: 'heldout-uploaded-prd',
  description: 'A PRD uploaded as a Word file with a requirement table, then a typed change.',
  input: {
    message: "here's the current PRD, keep working from it",
    files: [{ name: FILE, kind: 'document' }],
    chunks: docxChunks(FILE, PARAGRAPHS),
  },
  expect: {
    productName: 'Stagepass',
    notProductName: ['Albion Arena', 'stagepass_requirements'],
    facts: [
      inSection(
        'Anywhere',
        'SP-1 kept: crew list CSV up to 72 hours before, High',
        /sp-1\b/,
        /\b72 hours\b/,
        /high/,
      ),
      inSection('Anywhere', 'SP-2 kept: personal QR by email, Medium', /sp-2\b/, /qr/, /medium/),
      inSection('Anywhere', 'SP-3 kept: security scans, High', /sp-3\b/, /scan/, /high/),
      inSection('Anywhere', 'SP-4 kept: four access zones, High', /sp-4\b/, /loading bay/, /high/),
      inSection(
        'Anywhere',
        'SP-5 kept: kiosk same-day accreditation, Low',
        /sp-5\b/,
        /kiosk/,
        /low/,
      ),
      inSection('Milestones', 'pilot on 6 October 2025', /6 october 2025/),
      inSection('Milestones', 'all shows on 12 January 2026', /12 january 2026/),
      nonGoal('no public ticketing', /ticketing/),
      nonGoal('no parking permits', /parking/),
      persona('security at the stage door', /security/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(id|requirement|priority)( |$)/,
        'chatter',
      ),
      notIn('Title', 'the typed note as the name', /current prd|keep working/, 'invented'),
      notRequired('public ticketing', /ticketing for the public/),
    ],
    rawMustNotMatch: [{ label: 'the table ids renumbered as FR-n', pattern: /^###\s+FR-\d/m }],
    requirements: { min: 5, max: 5 },
  },
  followUps: [
    {
      message: UPDATE,
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Stagepass',
        facts: [
          inSection('Anywhere', 'SP-2 now High', /sp-2\b/, /qr/, /high/),
          inSection('Anywhere', 'SP-1 untouched', /sp-1\b/, /\b72 hours\b/, /high/),
          inSection('Milestones', 'pilot date untouched', /6 october 2025/),
        ],
        forbidden: [
          notIn('Functional requirements', 'the kiosk still required', /kiosk/, 'stale'),
          notIn(
            'Functional requirements',
            'SP-2 still Medium',
            /personal qr[\s\S]*\bp1\b/,
            'stale',
          ),
        ],
        changes: [/SP-5/i, /SP-2/i],
      },
    },
  ],
};
