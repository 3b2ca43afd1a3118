import { inSection, nonGoal, notIn, notRequired, openQuestion, persona } from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';
import { docxChunks } from './faithful.js';

const FILE = 'Chairfill requirements - draft 2.docx';

// A Word requirements document whose table the extractor gives as Markdown rows
// (| ID | Requirement | Priority |) with REQ-nn ids and High / Medium / Low priorities, under a
// metadata line; typed with a short request to keep the numbering. Kept as the file has it
// (the pattern of dev-uploaded-word-rows: ids kept, the priority as the level or the file's word).
const PARAGRAPHS = [
  'Chairfill – Product Requirements',
  'Brightsmile Dental Group · Patient Services · Draft 2 · 9 February 2026',
  'Background',
  'Our 11 practices lose around 60 appointment hours a week to late cancellations and no-shows. Receptionists try to fill the gaps by phoning patients from a paper list, which rarely works at short notice.',
  'Objective',
  "Fill at least half of the appointments cancelled with less than 48 hours' notice, from a waitlist of patients who want an earlier slot.",
  'Requirements',
  [
    '| ID | Requirement | Priority |',
    '| --- | --- | --- |',
    '| REQ-01 | Patients join the waitlist from their booking confirmation, choosing the days and times they could come at short notice. | High |',
    '| REQ-02 | When an appointment is cancelled, the system offers the slot by SMS to matching waitlisted patients, one at a time, in the order they joined. | High |',
    '| REQ-03 | A patient has 20 minutes to accept an offer by replying YES; otherwise it goes to the next patient. | High |',
    '| REQ-04 | Only slots of the same appointment type and length are offered (a hygienist slot is never offered for a filling). | High |',
    '| REQ-05 | Receptionists see the waitlist for their practice and can remove patients from it. | Medium |',
    '| REQ-06 | Patients leave the waitlist automatically once their original appointment has passed. | Medium |',
    '| REQ-07 | A weekly email to each practice manager shows slots filled and hours recovered. | Low |',
  ].join('\n'),
  'Out of scope',
  'Online booking of new appointments (patients still book by phone or at reception).',
  'Patients of the private cosmetic clinic.',
  'Timeline',
  'Pilot in the Harrogate and Ripon practices: 4 May 2026',
  'All practices: 1 September 2026',
  'Open issues',
  "Do we need the patient's consent to text them offers, or does the existing appointment-reminder consent cover it?",
];

// The rendered PRD shows a priority as `P0`, `P1` or `P2` with a word: a fact matches the level
// or the file's own word.
const HIGH = /\bp0\b|\bhigh\b/;
const MEDIUM = /\bp1\b|\bmedium\b/;
const LOW = /\bp2\b|\blow\b/;

const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

export const moreWordTable: EvalCase = {
  name: 'dev-more-word-table',
  description:
    'An uploaded Word requirements doc: a metadata line, an ID | Requirement | Priority table as Markdown rows with REQ-01… ids and High/Medium/Low, out of scope, a timeline and an open issue.',
  input: {
    message:
      'Here is our Chairfill doc from Word. Please put it in the PRD format and keep our REQ numbers.',
    files: [{ name: FILE, kind: 'document' }],
    chunks: docxChunks(FILE, PARAGRAPHS),
  },
  expect: {
    productName: 'Chairfill',
    notProductName: ['Brightsmile Dental Group'],
    facts: [
      inSection(
        'Anywhere',
        'REQ-01 kept: join the waitlist from the booking confirmation, High',
        /req-01/,
        /waitlist/,
        /booking confirmation/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'REQ-02 kept: slot offered by SMS one at a time, in joining order, High',
        /req-02/,
        /sms/,
        /order they joined|one at a time/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'REQ-03 kept: 20 minutes to reply YES, High',
        /req-03/,
        /\b20 minutes\b/,
        /\byes\b/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'REQ-04 kept: same appointment type and length only, High',
        /req-04/,
        /same appointment type/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'REQ-05 kept: receptionists see and edit the waitlist, Medium',
        /req-05/,
        /receptionist/,
        MEDIUM,
      ),
      inSection(
        'Anywhere',
        'REQ-06 kept: patients leave the waitlist after their appointment, Medium',
        /req-06/,
        /original appointment/,
        MEDIUM,
      ),
      inSection(
        'Anywhere',
        'REQ-07 kept: weekly email to practice managers, Low',
        /req-07/,
        /weekly email/,
        LOW,
      ),
      inSection(
        GOALS,
        'goal: fill half the cancellations made under 48 hours',
        /half|50 ?%/,
        /\b48 hours\b/,
      ),
      inSection([...GOALS, 'TL;DR'], '60 appointment hours lost a week', /\b60\b/, /hours/),
      inSection(
        'Milestones',
        'pilot in Harrogate and Ripon on 4 May 2026',
        /\b4 may 2026|2026-05-04/,
      ),
      inSection(
        'Milestones',
        'all practices on 1 September 2026',
        /\b1 sep(tember)? 2026|2026-09-01/,
      ),
      nonGoal('online booking of new appointments out of scope', /online booking/),
      nonGoal('the private cosmetic clinic out of scope', /cosmetic/),
      openQuestion('consent to text offers', /consent/),
      persona('patients', /patient/),
      persona('receptionists', /receptionist/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(id|requirement|priority)( |$)|id requirement priority/,
        'chatter',
      ),
      notIn('Functional requirements', 'a raw table row (pipes) in a requirement', /\|/, 'chatter'),
      notIn('Functional requirements', 'the | --- | separator row', /-{3}/, 'chatter'),
      notIn(
        'Functional requirements',
        'the metadata line as a requirement',
        /brightsmile dental group ·|patient services ·|9 feb(ruary)? 2026/,
        'chatter',
      ),
      notIn('Title', 'the file name or draft as the name', /docx|draft|requirements -/, 'invented'),
      notRequired('online booking', /(?<!no )online booking/),
      notRequired('the cosmetic clinic', /cosmetic/),
      notIn(
        'Functional requirements',
        'a Low requirement made High',
        /req-07[\s\S]*\b(p0|high)\b/,
        'other',
      ),
    ],
    rawMustNotMatch: [{ label: 'the file ids renumbered as FR-n', pattern: /^###\s+FR-\d/m }],
    requirements: { min: 7, max: 7 },
  },
};
