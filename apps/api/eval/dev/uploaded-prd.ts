import { inSection, nonGoal, notIn, notRequired, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';
import { docxChunks } from './faithful.js';

const FILE = 'Courtside PRD v1.3.docx';

// An existing PRD uploaded as a Word file: its requirements are a table (ID | Requirement |
// Priority), which the extractor gives as one paragraph per cell. The PRD is kept as it is (ids,
// wording, priorities, dates); the typed update after it is applied to it.
const PARAGRAPHS = [
  'Courtside – Product Requirements Document',
  'Owner: Nadia Kowalczyk · Version 1.3 · 3 March 2025',
  'Summary',
  'Courtside lets members of Riverside Lawn Tennis Club book courts from their phone instead of the paper sheet in the clubhouse.',
  'Requirements',
  'ID',
  'Requirement',
  'Priority',
  'CS-01',
  'Members book a court up to 7 days ahead, in 1-hour slots.',
  'Must',
  'CS-02',
  'Each member can hold at most 2 future bookings.',
  'Must',
  'CS-03',
  'A booking not checked in at the court QR code within 10 minutes of its start is released.',
  'Should',
  'CS-04',
  'Members can invite a guest for a £6 guest fee, paid in the app.',
  'Could',
  'CS-05',
  'Coaches block courts for lessons in advance.',
  'Must',
  'Milestones',
  'Beta with 40 members: 12 May 2025.',
  'Launch to all members: 30 June 2025.',
  'Out of scope',
  'Floodlight payments. Tournament draws.',
];

const UPDATE =
  'Update from the committee: CS-04 is now Should, the beta moves to 26 May 2025, and add CS-06: members see live court availability on the clubhouse screen (Could).';

export const uploadedPrd: EvalCase = {
  name: 'dev-uploaded-prd',
  description: 'An uploaded PRD with an ID | Requirement | Priority table, then a typed update.',
  input: {
    message: '',
    files: [{ name: FILE, kind: 'document' }],
    chunks: docxChunks(FILE, PARAGRAPHS),
  },
  expect: {
    productName: 'Courtside',
    facts: [
      inSection(
        'Anywhere',
        'CS-01 kept: 7 days ahead, 1-hour slots, Must',
        /cs-01/,
        /\b7 days\b/,
        /1-hour/,
        /must/,
      ),
      inSection(
        'Anywhere',
        'CS-02 kept: at most 2 future bookings, Must',
        /cs-02/,
        /at most 2 future bookings/,
        /must/,
      ),
      inSection(
        'Anywhere',
        'CS-03 kept: released after 10 minutes, Should',
        /cs-03/,
        /\b10 minutes\b/,
        /should/,
      ),
      inSection('Anywhere', 'CS-04 kept: £6 guest fee, Could', /cs-04/, /£ ?6\b/, /could/),
      inSection('Anywhere', 'CS-05 kept: coaches block courts, Must', /cs-05/, /coach/, /must/),
      inSection('Milestones', 'beta with 40 members on 12 May 2025', /12 may 2025/),
      inSection('Milestones', 'launch on 30 June 2025', /30 june 2025/),
      nonGoal('floodlight payments out of scope', /floodlight/),
      nonGoal('tournament draws out of scope', /tournament/),
      persona('members', /member/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(id|requirement|priority)( |$)/,
        'chatter',
      ),
      notRequired('floodlight payments', /floodlight/),
      notIn('Title', 'the file name as the name', /v1\.3|docx/, 'invented'),
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
        productName: 'Courtside',
        facts: [
          inSection('Anywhere', 'CS-04 is now Should', /cs-04/, /guest/, /should/),
          inSection(
            'Anywhere',
            'CS-06 added: availability on the clubhouse screen, Could',
            /cs-06/,
            /clubhouse screen/,
            /could/,
          ),
          inSection('Milestones', 'beta on 26 May 2025', /26 may 2025/),
          inSection('Anywhere', 'CS-01 untouched', /cs-01/, /\b7 days\b/, /must/),
          inSection('Milestones', 'launch date untouched', /30 june 2025/),
        ],
        forbidden: [
          notIn('Milestones', 'the old beta date', /12 may/, 'stale'),
          notIn('Functional requirements', 'CS-04 still Could', /guest fee[\s\S]*\bp2\b/, 'stale'),
        ],
        changes: [/CS-04/i, /26 May/i, /CS-06/i],
      },
    },
  ],
};
