import type { SourceChunk } from '../../src/modules/prd/writers/types.js';
import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  risk,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';
import { docxChunks } from './faithful.js';

// Dev cases, batch 5 (f): existing PRDs uploaded as files, written from outside the writer (see
// docs/eval.md), each in another shape and domain: a Word PRD whose 4-column table comes out one
// paragraph per cell (FR-01 …, P0/P1/P2), a Word PRD with numbered clauses "4.1 The system shall
// … (Must)" and an update typed with it, a PDF whose table rows run together ("REQ-1 Must Members
// can …") under page headers and footers, a Markdown PRD with "- [P1] …" bullets and a moved
// launch, a Google Docs user-story table with criteria for some rows and a requirement added, a
// German PRD with a Nr. | Anforderung | Priorität table and "A-4 streichen", a spreadsheet
// backlog with Done and Won't do rows, and an eleven-page PDF with a revision history, a
// glossary, three requirement groups, NFR ids, a risk table and open questions.
// Each file is kept as it is (ids, wording, priorities, dates, exclusions); typed updates are
// applied to it.

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements'];
const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

// The rendered PRD shows a priority as `P0 (Must)`, `P1 (Should)` or `P2 (Could)`: a fact
// matches the level or the word (the file's own word too).
const MUST = /\bp0\b|\bmust\b|\bmuss\b/;
const SHOULD = /\bp1\b|\bshould\b|\bsoll\b/;
const COULD = /\bp2\b|\bcould\b|\bkann\b/;
const HIGH = /\bp0\b|\bhigh\b|\bmust\b/;
const MEDIUM = /\bp1\b|\bmedium\b|\bshould\b/;
const LOW = /\bp2\b|\blow\b|\bcould\b/;

const RENUMBERED = { label: 'the file ids renumbered as FR-n', pattern: /^###\s+FR-\d/m };

/**
 * The scorer reads past FR-n / NFR-n ids (a writer's own numbering), so where the file's ids are
 * FR-/NFR- the facts check wording and priority and this checks that each id stays with its own
 * wording: `words` follows the id before any other FR/NFR id.
 */
const keeps = (id: string, words: string) => ({
  label: `${id} keeps its id and wording`,
  pattern: new RegExp(`\\b${id}\\b(?:(?!\\bN?FR-\\d)[\\s\\S]){0,600}?${words}`, 'i'),
});

const pages = (file: string, list: string[][]): SourceChunk[] =>
  list.map((lines, i) => ({ file, locator: `page ${i + 1}`, text: lines.join('\n') }));

// ---------------------------------------------------------------------------------------------
// 1. A Word PRD whose ID | Requirement | Priority | Owner table comes out one paragraph per cell,
// header row first; FR-01 … ids and P0/P1/P2. Typed: "turn this into our format".

const SAMPLE_FILE = 'Sampletrail PRD v1.2.docx';

const SAMPLE = [
  'Sampletrail – Product Requirements Document',
  'Department of Molecular Biology · Author: Dr Ines Carvalho · Version 1.2 · 5 February 2026',
  '1. Purpose',
  "The department keeps about 40,000 biological samples in 14 freezers at -80 °C. Samples are logged in each researcher's own spreadsheet, so when someone leaves nobody can find their samples, and after last year's freezer failure it took two days to work out whose samples had been lost.",
  '2. Goals',
  'Anyone can locate a sample (freezer, shelf, rack, box, position) in under 1 minute.',
  'After a freezer failure, the list of affected samples and their owners is ready within 1 hour.',
  '3. Users',
  'Researchers and PhD students, who store and retrieve samples.',
  'Lab managers, who look after the freezers and the storage space.',
  '4. Functional requirements',
  'ID',
  'Requirement',
  'Priority',
  'Owner',
  'FR-01',
  'Each sample tube gets a 2D barcode label printed from Sampletrail when it is registered.',
  'P0',
  'Ines',
  'FR-02',
  'Researchers register a sample with its type, project, owner and storage position (freezer, shelf, rack, box, position).',
  'P0',
  'Ines',
  'FR-03',
  'Anyone in the department can search samples by barcode, project or owner and see where each one is stored.',
  'P0',
  'Kofi',
  'FR-04',
  'Every move or removal of a sample is recorded with who did it and when.',
  'P1',
  'Kofi',
  'FR-05',
  'When a researcher leaves, the lab manager reassigns all of their samples to another owner in one step.',
  'P1',
  'Ines',
  'FR-06',
  'Lab managers see how full each freezer is, box by box.',
  'P2',
  'Lena',
  'FR-07',
  "For a chosen freezer, Sampletrail lists every sample in it with its owner's email address.",
  'P0',
  'Lena',
  '5. Non-functional requirements',
  'Scanning works with the USB barcode scanners the labs already have.',
  "Sampletrail runs on the university's own servers; sample data does not leave the university network.",
  '6. Out of scope',
  'Ordering reagents and consumables.',
  'Tracking samples sent to other universities.',
  '7. Timeline',
  'Pilot in the Carvalho and Mensah labs: 13 April 2026',
  'Whole department: 1 July 2026',
  '8. Open questions',
  'Do we import the existing spreadsheets, or start with new samples only?',
];

const OWNERS = '(ines|kofi|lena)';

const sampletrail: EvalCase = {
  name: 'dev-b5f-cell-table-fr-ids',
  description:
    'An uploaded Word PRD for lab sample tracking whose ID | Requirement | Priority | Owner table comes out one paragraph per cell (header row first), FR-01 … FR-07 with P0/P1/P2; typed "turn this into our format".',
  input: {
    message: 'turn this into our format',
    files: [{ name: SAMPLE_FILE, kind: 'document' }],
    chunks: docxChunks(SAMPLE_FILE, SAMPLE),
  },
  expect: {
    productName: 'Sampletrail',
    notProductName: ['Department of Molecular Biology'],
    facts: [
      fr('FR-01 kept: 2D barcode label when registered, P0', /2d barcode/, /regist/, MUST),
      fr(
        'FR-02 kept: register type, project, owner and position, P0',
        /register/,
        /project/,
        /rack/,
        MUST,
      ),
      fr(
        'FR-03 kept: search by barcode, project or owner, P0',
        /search/,
        /where each one is stored|stored/,
        MUST,
      ),
      fr('FR-04 kept: moves and removals recorded with who and when, P1', /who did it/, SHOULD),
      fr('FR-05 kept: reassign a leaver’s samples in one step, P1', /reassign/, /one step/, SHOULD),
      fr('FR-06 kept: freezer fullness box by box, P2', /how full/, /box by box/, COULD),
      fr(
        "FR-07 kept: a freezer's samples with owners' email addresses, P0",
        /chosen freezer/,
        /email/,
        MUST,
      ),
      inSection(GOALS, 'goal: locate a sample in under 1 minute', /\b1 minute\b/),
      inSection(GOALS, 'goal: affected samples listed within 1 hour', /\b1 hour\b/, /failure/),
      inSection('Non-functional requirements', 'the existing USB scanners', /usb/, /scanner/),
      inSection(
        'Non-functional requirements',
        'data stays on the university network',
        /university/,
        /network|servers/,
      ),
      inSection('Milestones', 'pilot on 13 April 2026', /\b13 apr(il)? 2026|2026-04-13/),
      inSection('Milestones', 'whole department on 1 July 2026', /\b1 july? 2026|2026-07-01/),
      nonGoal('ordering reagents out of scope', /reagent/),
      nonGoal('samples sent to other universities out of scope', /other universities/),
      persona('researchers', /researcher/),
      persona('lab managers', /lab manager/),
      openQuestion('import the existing spreadsheets', /spreadsheet/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'a table header cell as a requirement',
        /^(id|requirement|priority|owner)( |$)/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the header cells run together',
        /\bid requirement\b|requirement priority owner|priority owner/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the Owner cell glued to a requirement',
        new RegExp(`\\b(p[0-2]|must|should|could)\\)? ${OWNERS}\\b|\\. ${OWNERS} (fr-|p[0-2])`),
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the metadata line as a requirement',
        /author:|version 1\.2|dr ines carvalho/,
        'chatter',
      ),
      notIn('Title', 'the file name or version as the name', /docx|v1\.2|version/, 'invented'),
      notRequired('ordering reagents', /reagent/),
      notRequired('tracking samples sent elsewhere', /other universities/),
    ],
    rawMustMatch: [
      keeps('FR-01', '2D barcode'),
      keeps('FR-02', 'register'),
      keeps('FR-03', 'search'),
      keeps('FR-04', 'who did it'),
      keeps('FR-05', 'reassign'),
      keeps('FR-06', 'box by box'),
      keeps('FR-07', 'chosen freezer'),
    ],
    rawMustNotMatch: [{ label: 'FR-0n renumbered as FR-n', pattern: /^###\s+FR-[1-9]\b/m }],
    requirements: { min: 7, max: 7 },
  },
};

// ---------------------------------------------------------------------------------------------
// 2. A Word PRD whose requirements are numbered clauses "4.1 The system shall … (Must)" or
// "[Should]", with the update typed in the same message: 4.3 becomes a Must, 4.5 is dropped.

const FOUNDIT_FILE = 'Foundit lost property requirements - issue 3.docx';

const FOUNDIT = [
  'Foundit – Lost Property Requirements',
  'Northline Rail · Customer Experience · Issue 3 · 22 January 2026',
  '1. Introduction',
  "Northline Rail's 38 staffed stations send about 2,500 lost items a month to the lost property office in York. Items are logged on paper tags, passengers phone one helpline to ask about them, and only about 30% of items get back to their owners.",
  '2. Objectives',
  'Raise the share of items returned to their owners from 30% to 50% by the end of 2026.',
  'Halve the number of calls to the lost property helpline.',
  '3. Stakeholders',
  'Station staff, who are handed found items or find them on trains.',
  'The lost property office team in York, who store items and arrange their return.',
  'Passengers who have lost something on a train or at a station.',
  '4. Requirements',
  '4.1 The system shall let station staff log a found item with a photo, category, station and date found. (Must)',
  '4.2 The system shall let passengers report a lost item online with a description, their journey and the date of travel. (Must)',
  '4.3 The system shall suggest matches between found items and lost-item reports by category, station and date. [Should]',
  '4.4 The system shall email the passenger when a possible match is found, with a link to confirm the item is theirs. (Must)',
  '4.5 The system shall let passengers pay a £15 courier fee online to have their item posted to them. [Should]',
  '4.6 The system shall keep unclaimed items on record for 90 days, after which they are marked for donation. (Must)',
  '4.7 The system shall let the York team print a tag with a QR code for each item. (Could)',
  '5. Non-functional requirements',
  '5.1 Station staff log an item in under 2 minutes on a station tablet.',
  "5.2 Passengers' contact details are deleted 30 days after their report is closed.",
  '6. Exclusions',
  'Items left on replacement buses run by other operators.',
  'Items handed to the police.',
  '7. Programme',
  'Pilot at York and Leeds stations: 11 May 2026',
  'All 38 stations: 7 September 2026',
];

const foundit: EvalCase = {
  name: 'dev-b5f-shall-clauses-update',
  description:
    'An uploaded Word PRD for railway lost property with numbered clauses "4.1 The system shall … (Must)" / "[Should]", 5.1–5.2 NFRs, exclusions and a programme; typed "update: 4.3 is now a must, and drop 4.5".',
  input: {
    message: 'update: 4.3 is now a must, and drop 4.5',
    files: [{ name: FOUNDIT_FILE, kind: 'document' }],
    chunks: docxChunks(FOUNDIT_FILE, FOUNDIT),
  },
  expect: {
    productName: 'Foundit',
    notProductName: ['Northline Rail'],
    facts: [
      inSection(
        'Anywhere',
        '4.1 kept: staff log a found item with a photo, Must',
        /\b4\.1\b/,
        /found item/,
        /photo/,
        MUST,
      ),
      inSection(
        'Anywhere',
        '4.2 kept: passengers report a lost item online, Must',
        /\b4\.2\b/,
        /report/,
        /date of travel/,
        MUST,
      ),
      inSection(
        'Anywhere',
        '4.3 suggested matches, now Must',
        /\b4\.3\b/,
        /suggest/,
        /match/,
        MUST,
      ),
      inSection(
        'Anywhere',
        '4.4 kept: email with a link to confirm, Must',
        /\b4\.4\b/,
        /email/,
        /confirm/,
        MUST,
      ),
      inSection(
        'Anywhere',
        '4.6 kept: unclaimed items kept 90 days then marked for donation, Must',
        /\b4\.6\b/,
        /\b90 days\b/,
        /donation/,
        MUST,
      ),
      inSection(
        'Anywhere',
        '4.7 kept: QR tag printed by the York team, Could',
        /\b4\.7\b/,
        /\bqr\b/,
        COULD,
      ),
      inSection(
        'Anywhere',
        '4.5 (courier fee) recorded as dropped',
        /courier/,
        /drop|remov|delet|out of scope|not in|no longer/,
      ),
      inSection('Non-functional requirements', '5.1 kept: log in under 2 minutes', /\b2 minutes\b/),
      inSection(
        'Non-functional requirements',
        '5.2 kept: contact details deleted after 30 days',
        /\b30 days\b/,
        /delet/,
      ),
      inSection(GOALS, 'objective: returned items from 30% to 50%', /\b30 ?%/, /\b50 ?%/),
      inSection(GOALS, 'objective: halve helpline calls', /halve|half/, /helpline|calls/),
      inSection('Milestones', 'pilot at York and Leeds on 11 May 2026', /\b11 may 2026|2026-05-11/),
      inSection(
        'Milestones',
        'all 38 stations on 7 September 2026',
        /\b7 sep(tember)? 2026|2026-09-07/,
      ),
      nonGoal('replacement buses out of scope', /replacement bus/),
      nonGoal('items handed to the police out of scope', /police/),
      persona('station staff', /station staff/),
      persona('the York lost property team', /york|lost property (office|team)/),
      persona('passengers', /passenger/),
    ],
    forbidden: [
      notIn(REQS, 'the dropped 4.5 (courier fee) still required', /courier|£ ?15\b/, 'stale'),
      notIn(
        'Functional requirements',
        '4.3 (matches) still Should',
        /suggest[\s\S]*\bp1\b|\bp1\b[\s\S]*suggest/,
        'stale',
      ),
      notIn(
        'Functional requirements',
        'the clause priority tag left in the text',
        /\[(must|should|could)\]|\. \((must|should|could)\)/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the metadata line as a requirement',
        /issue 3 ·|customer experience|22 jan(uary)? 2026/,
        'chatter',
      ),
      notIn(REQS, 'the typed instruction as a requirement', /is now a must|drop 4\.5/, 'chatter'),
      notIn('Title', 'the file name as the name', /docx|issue 3|northline/, 'invented'),
      notRequired('replacement buses', /replacement bus/),
      notRequired('items handed to the police', /police/),
    ],
    rawMustNotMatch: [
      RENUMBERED,
      { label: '4.6 renumbered into the dropped 4.5', pattern: /^###\s+4\.5\b/m },
    ],
    requirements: { min: 6, max: 6 },
  },
};

// ---------------------------------------------------------------------------------------------
// 3. A PDF export whose requirement table rows run together on one line ("REQ-1 Must Members can
// …": id, priority, text), with a running header and a footer on every page. Typed: "tidy this up".

const MAKER_FILE = 'Makerpass PRD v2.0.pdf';
const MAKER_HEADER = 'Forge Street Makerspace | Makerpass PRD | v2.0';

const MAKER_PAGES = [
  [
    MAKER_HEADER,
    'Makerpass',
    'Product Requirements Document',
    'Owner: Sam Okoro Last updated: 16 February 2026',
    '1. Summary',
    'Makerpass replaces the paper sign-in book and the shared calendar at Forge Street Makerspace.',
    'Members book machines, only machines they are trained on, and open the door with their phone.',
    '2. Problem',
    'Our 310 members book the laser cutter, the CNC router and the 3D printers on a shared calendar',
    'that anyone can edit. Double bookings happen every week, and members without an induction',
    'have used the laser cutter twice this year.',
    '3. Goals',
    'No double bookings of any machine.',
    'Only members with a recorded induction can book a machine that needs one.',
    'Page 1 of 3 · Internal',
  ],
  [
    MAKER_HEADER,
    '4. Requirements',
    'ID Priority Requirement',
    'REQ-1 Must Members can book a machine in 30-minute slots up to 14 days ahead.',
    'REQ-2 Must Members can only book machines they have an induction for.',
    "REQ-3 Must Hosts can record a member's induction on a machine from their phone.",
    'REQ-4 Should Members can cancel a booking up to 2 hours before it starts.',
    'REQ-5 Must Members can open the front door by showing a QR code from the app.',
    'REQ-6 Could Members can watch a live camera view of the 3D printer they are using.',
    'REQ-7 Should Members can pay for laser cutter time, £4 per 30 minutes, by card in the app.',
    '5. Users',
    'Members: pay £35 a month and use the workshop on their own.',
    'Hosts: volunteers who run inductions and open the space on weekday evenings.',
    'Page 2 of 3 · Internal',
  ],
  [
    MAKER_HEADER,
    '6. Not in scope',
    'Selling materials (plywood, acrylic, filament) through the app.',
    'Collecting membership fees, which stay in the existing direct debit system.',
    '7. Risks',
    'Members without a smartphone cannot open the door; hosts need a fallback key fob.',
    '8. Launch',
    'Beta with 40 members: 6 April 2026',
    'All members: 4 May 2026',
    '9. Open questions',
    'Can hosts override a booking when a machine breaks down?',
    'Page 3 of 3 · Internal',
  ],
];

const makerpass: EvalCase = {
  name: 'dev-b5f-pdf-flat-req-lines',
  description:
    'An uploaded makerspace PRD as PDF pages: a running header "… | Makerpass PRD | v2.0" and a "Page n of 3 · Internal" footer, table rows flattened to "REQ-1 Must Members can …" (id, priority, text), users, not in scope, a risk, launch dates; typed "tidy this up".',
  input: {
    message: 'tidy this up',
    files: [{ name: MAKER_FILE, kind: 'document' }],
    chunks: pages(MAKER_FILE, MAKER_PAGES),
  },
  expect: {
    productName: 'Makerpass',
    notProductName: ['Forge Street Makerspace'],
    facts: [
      inSection(
        'Anywhere',
        'REQ-1 kept: 30-minute slots up to 14 days ahead, Must',
        /req-1\b/,
        /30-minute/,
        /\b14 days\b/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'REQ-2 kept: only machines with an induction, Must',
        /req-2\b/,
        /only book/,
        /induction/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'REQ-3 kept: hosts record inductions from their phone, Must',
        /req-3\b/,
        /hosts?/,
        /induction/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'REQ-4 kept: cancel up to 2 hours before, Should',
        /req-4\b/,
        /cancel/,
        /\b2 hours\b/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'REQ-5 kept: open the front door with a QR code, Must',
        /req-5\b/,
        /front door/,
        /\bqr\b/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'REQ-6 kept: live camera view of the 3D printer, Could',
        /req-6\b/,
        /camera/,
        COULD,
      ),
      inSection(
        'Anywhere',
        'REQ-7 kept: laser cutter time at £4 per 30 minutes by card, Should',
        /req-7\b/,
        /£ ?4\b/,
        /\b30 minutes\b/,
        SHOULD,
      ),
      inSection(GOALS, 'goal: no double bookings', /double booking/),
      persona('members', /member/),
      persona('hosts', /host/),
      nonGoal('selling materials out of scope', /materials|plywood/),
      nonGoal('membership fees out of scope', /membership fees|direct debit/),
      risk('members without a smartphone need a fallback', /smartphone/, /key fob|fallback/),
      inSection(
        'Milestones',
        'beta with 40 members on 6 April 2026',
        /\b6 apr(il)? 2026|2026-04-06/,
      ),
      inSection('Milestones', 'all members on 4 May 2026', /\b4 may 2026|2026-05-04/),
      openQuestion('hosts overriding a booking when a machine breaks', /override/),
    ],
    forbidden: [
      notIn(BODY, 'the running page header', /makerpass prd \||\| v2\.0/, 'chatter'),
      notIn(BODY, 'a page footer', /page \d of 3/, 'chatter'),
      notIn(
        'Functional requirements',
        'the table header line as a requirement',
        /\bid priority requirement\b|^(id|priority|requirement)( |$)/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the priority cell glued to the requirement text',
        /\b(must|should|could) members\b|req-\d (must|should|could)\b/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the owner line as a requirement',
        /owner:|sam okoro|last updated/,
        'chatter',
      ),
      notIn('Title', 'the file name or header as the name', /\.pdf|v2\.0|forge street/, 'invented'),
      notRequired('selling materials', /sell(ing)? materials|plywood|filament/),
      notRequired('collecting membership fees', /membership fees|direct debit/),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 7, max: 7 },
  },
};

// ---------------------------------------------------------------------------------------------
// 4. A Markdown PRD uploaded as a .md file: "## Requirements" with "- [P1] …" bullets and no ids,
// "## Out of scope", "## Timeline" with dates. Typed: the launch moved from 3 March to 24 March.

const CLUE_FILE = 'clueboard-prd.md';

const CLUE = `# Clueboard PRD

_Last edited by Noor Haddad, 9 Jan 2026_

## Background

Lockhouse runs 6 escape rooms at two venues in Manchester. Bookings come in by phone, by Instagram message and through a booking widget that ignores group sizes, so about 1 in 10 sessions is double-booked or starts with the wrong number of players.

## Goals

- Every booking is made online, with the group size checked against the room at booking.
- Fewer than 1 in 50 sessions double-booked or with the wrong group size.

## Users

- **Players** book a room for their group, usually 2 to 6 people.
- **Game masters** run the sessions and reset the rooms between groups.

## Requirements

- [P0] Players book a room and a 60-minute slot online and pay a 25% deposit by card.
- [P0] A booking is refused when the group is smaller or larger than the room allows.
- [P0] Game masters see the day's sessions per room on a tablet, with group names and sizes.
- [P1] Players get a reminder email 24 hours before their session with the venue address.
- [P1] Players can move their booking to another slot up to 48 hours before it starts.
- [P2] Players can buy a gift voucher that the recipient redeems when booking.
- [P2] After the game, players get their escape time and a team photo by email.

## Out of scope

- Corporate team-building packages (sales handles these by email).
- A leaderboard across venues.

## Timeline

- Staff training: 17 February 2026
- Launch at both venues: 3 March 2026
- Gift vouchers on sale: 1 May 2026

## Open questions

- Do we refund the deposit when a group cancels more than 48 hours ahead?
`;

const LAUNCH_OLD = /\b3 mar(ch)?( 2026)?\b|2026-03-03/;
const LAUNCH_NEW = /\b24 mar(ch)? 2026|2026-03-24/;

const clueboard: EvalCase = {
  name: 'dev-b5f-markdown-tagged-bullets',
  description:
    'An uploaded Markdown PRD for escape-room bookings: "## Requirements" as "- [P0] …" bullets without ids, out of scope, a dated timeline and an open question; typed "launch moved from 3 March to 24 March".',
  input: {
    message: 'launch moved from 3 March to 24 March',
    files: [{ name: CLUE_FILE, kind: 'document' }],
    chunks: [
      {
        file: CLUE_FILE,
        locator: `lines 1-${CLUE.trimEnd().split('\n').length}`,
        text: CLUE.trimEnd(),
      },
    ],
  },
  expect: {
    productName: 'Clueboard',
    notProductName: ['Lockhouse'],
    facts: [
      fr('[P0] book a 60-minute slot with a 25% deposit', /60-minute/, /\b25 ?%/, /deposit/, MUST),
      fr('[P0] booking refused outside the room’s group size', /refused/, /group/, MUST),
      fr('[P0] game masters see the day’s sessions on a tablet', /tablet/, /sessions/, MUST),
      fr('[P1] reminder email 24 hours before', /reminder/, /\b24 hours\b/, SHOULD),
      fr('[P1] move a booking up to 48 hours before', /move/, /\b48 hours\b/, SHOULD),
      fr('[P2] gift vouchers', /gift voucher/, COULD),
      fr('[P2] escape time and team photo by email', /escape time/, /photo/, COULD),
      inSection('Milestones', 'launch on 24 March 2026', /launch/, LAUNCH_NEW),
      inSection(
        'Milestones',
        'staff training on 17 February 2026',
        /\b17 feb(ruary)? 2026|2026-02-17/,
      ),
      inSection('Milestones', 'gift vouchers on sale on 1 May 2026', /\b1 may 2026|2026-05-01/),
      inSection(
        'Anywhere',
        'the launch move recorded as a change',
        /launch/,
        LAUNCH_NEW,
        /\b3 mar(ch)?\b/,
      ),
      inSection(GOALS, 'goal: fewer than 1 in 50 sessions double-booked', /\b1 in 50\b/),
      nonGoal('corporate packages out of scope', /corporate|team-building/),
      nonGoal('no leaderboard', /leaderboard/),
      persona('players', /player/),
      persona('game masters', /game master/),
      openQuestion('refunding the deposit', /refund/, /deposit/),
    ],
    forbidden: [
      notIn(BODY, 'the old launch date', LAUNCH_OLD, 'stale'),
      notIn('Functional requirements', 'the [Pn] tag left in the text', /\[p[0-2]\]/, 'chatter'),
      notIn(
        'Functional requirements',
        'the edited-by line as a requirement',
        /noor haddad|last edited/,
        'chatter',
      ),
      notIn(REQS, 'the typed instruction as a requirement', /launch moved/, 'chatter'),
      notIn('Title', 'the file name as the name', /\.md|clueboard prd/, 'invented'),
      notRequired('corporate packages', /corporate|team-building/),
      notRequired('a leaderboard', /leaderboard/),
    ],
    requirements: { min: 7, max: 7 },
  },
};

// ---------------------------------------------------------------------------------------------
// 5. A Google Docs PRD downloaded as .docx: a metadata table, a user-story table (ID | As a |
// I want | So that | Priority | Acceptance criteria) as Markdown rows with criteria for three of
// six rows. Typed: a requirement to add.

const ROOK_FILE = 'Rookery PRD.docx';

const ROOK = [
  'Rookery PRD',
  [
    '| Owner | Callum Fraser |',
    '| --- | --- |',
    '| Status | Draft |',
    '| Last updated | 3 Feb 2026 |',
  ].join('\n'),
  'Context',
  'The Lothian Chess League has 4 divisions, 26 clubs and about 400 registered players. Fixtures, results and player grades live in a spreadsheet kept by the league secretary, who emails updated tables every Monday, so results reach the website up to a week late.',
  'Goals',
  'Results are on the league website on the evening the match is played.',
  'The league secretary spends under 1 hour a week on results, down from about 5.',
  'User stories',
  [
    '| ID | As a | I want | So that | Priority | Acceptance criteria |',
    '| --- | --- | --- | --- | --- | --- |',
    "| CH-01 | club captain | to enter my team's match result board by board on my phone | the league table updates the same evening | Must | Both captains confirm the result before it counts; if they disagree, the league secretary is alerted. |",
    '| CH-02 | player | to see the fixtures and results of my club | I know when and where I play | Must | |',
    '| CH-03 | league secretary | to register a new player and give them a grading number | they can play in league matches | Must | A player without a grading number cannot be entered on a board. |',
    '| CH-04 | club captain | to see which of my players are available for the next match | I can pick the team | Should | |',
    "| CH-05 | league secretary | the division tables to be calculated automatically | I don't have to work out points by hand | Must | A win scores 2 points, a draw 1 and a loss 0. |",
    '| CH-06 | player | a history of my league games | I can follow my results over the season | Could | |',
  ].join('\n'),
  'Not in this release',
  'Online play and game analysis.',
  'Tournaments outside the league (congresses, rapidplays).',
  'Milestones',
  "Captains' trial in Division 1: 14 March 2026",
  'Whole league, from the start of the 2026–27 season: 5 September 2026',
];

const rookery: EvalCase = {
  name: 'dev-b5f-gdoc-story-table-add',
  description:
    'An uploaded Google Docs PRD (.docx) for a chess league: a metadata table, a user-story table ID | As a | I want | So that | Priority | Acceptance criteria (Markdown rows, criteria for three rows), not in this release, milestones; typed "add a requirement: admins can export the list as CSV (Should)".',
  input: {
    message: 'add a requirement: admins can export the list as CSV (Should)',
    files: [{ name: ROOK_FILE, kind: 'document' }],
    chunks: docxChunks(ROOK_FILE, ROOK),
  },
  expect: {
    productName: 'Rookery',
    notProductName: ['Lothian Chess League'],
    facts: [
      inSection(
        'Anywhere',
        'CH-01 kept: captains enter results board by board, Must',
        /ch-01/,
        /board by board/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'CH-01 criteria kept: both captains confirm, the secretary alerted',
        /ch-01/,
        /both captains confirm/,
        /alerted/,
      ),
      inSection(
        'Anywhere',
        "CH-02 kept: players see their club's fixtures and results, Must",
        /ch-02/,
        /fixtures/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'CH-03 kept: register a player with a grading number, Must',
        /ch-03/,
        /register/,
        /grading number/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'CH-03 criteria kept: no grading number, not on a board',
        /ch-03/,
        /without a grading number/,
        /cannot be entered/,
      ),
      inSection(
        'Anywhere',
        'CH-04 kept: captains see who is available, Should',
        /ch-04/,
        /available/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'CH-05 kept: division tables calculated automatically, Must',
        /ch-05/,
        /calculated automatically/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'CH-05 criteria kept: win 2, draw 1, loss 0',
        /ch-05/,
        /\b2 points\b/,
        /draw 1\b/,
        /loss 0\b/,
      ),
      inSection(
        'Anywhere',
        'CH-06 kept: history of league games, Could',
        /ch-06/,
        /history/,
        COULD,
      ),
      fr('added: admins export the list as CSV, Should', /admin/, /export/, /\bcsv\b/, SHOULD),
      inSection(GOALS, 'goal: results on the website the same evening', /evening/),
      inSection(GOALS, 'goal: secretary under 1 hour a week', /\b1 hour\b/),
      inSection('Milestones', "captains' trial on 14 March 2026", /\b14 mar(ch)? 2026|2026-03-14/),
      inSection(
        'Milestones',
        'whole league on 5 September 2026',
        /\b5 sep(tember)? 2026|2026-09-05/,
      ),
      nonGoal('online play out of scope', /online play|game analysis/),
      nonGoal('tournaments outside the league out of scope', /tournament|congress|rapidplay/),
      persona('club captains', /captain/),
      persona('the league secretary', /secretary/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'a metadata row as a requirement',
        /^(owner|status|last updated)\b|callum fraser|3 feb 2026/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /\b(as a i want|i want so that|so that priority|priority acceptance criteria)\b/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'a raw table row (pipes) in a requirement',
        /\||-{3}/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the criteria cell glued after the priority',
        /\b(must|should|could) (both captains|a player without|a win scores)/,
        'chatter',
      ),
      notIn(BODY, 'the typed instruction', /add a requirement/, 'chatter'),
      notIn('Title', 'the file name as the name', /docx|rookery prd\b/, 'invented'),
      notRequired('online play', /online play|game analysis/),
      notRequired('tournaments outside the league', /congress|rapidplay/),
    ],
    rawMustMatch: [
      keeps('CH-01', 'board by board'),
      keeps('CH-02', 'fixtures'),
      keeps('CH-03', 'grading number'),
      keeps('CH-04', 'available'),
      keeps('CH-05', 'calculated automatically'),
      keeps('CH-06', 'history'),
    ],
    requirements: { min: 7, max: 7 },
  },
};

// ---------------------------------------------------------------------------------------------
// 6. A German Word PRD with an Anforderungen table (Nr. | Anforderung | Priorität, Muss/Soll/Kann)
// as Markdown rows and dd.mm.yyyy dates; typed in German: "Bitte Anforderung A-4 streichen".

const DORF_FILE = 'PRD Dorfauto.docx';

const DORF = [
  'Dorfauto – Produktanforderungen',
  'Bürgerverein Lindenau e. V. · Verantwortlich: Sabine Krüger · Stand: 28.01.2026',
  'Ausgangslage',
  'Der Bürgerverein Lindenau teilt sich zwei Elektroautos unter 65 Mitgliedern. Gebucht wird über eine Liste im Dorfladen oder per Anruf bei Frau Krüger; die Fahrten werden auf Papier abgerechnet.',
  'Ziele',
  'Bis Ende 2026 laufen alle Buchungen über die App.',
  'Die monatliche Abrechnung dauert höchstens 1 Stunde statt heute etwa 8 Stunden.',
  'Nutzer',
  'Mitglieder des Vereins, die ein Auto für Einkäufe, Arztbesuche oder Ausflüge buchen.',
  'Die Fahrtenverwaltung (zwei Ehrenamtliche), die Autos, Schlüssel und Abrechnung betreut.',
  'Anforderungen',
  [
    '| Nr. | Anforderung | Priorität |',
    '| --- | --- | --- |',
    '| A-1 | Mitglieder buchen ein Auto in der App stundenweise, bis zu 30 Tage im Voraus. | Muss |',
    '| A-2 | Die App verhindert Doppelbuchungen desselben Autos. | Muss |',
    '| A-3 | Mitglieder öffnen das Auto per Bluetooth mit dem Handy, ohne Schlüsselübergabe. | Soll |',
    '| A-4 | Mitglieder bieten freie Plätze auf ihren Fahrten anderen Mitgliedern an (Mitfahrbörse). | Kann |',
    '| A-5 | Am Monatsende erhält jedes Mitglied eine Abrechnung: 0,25 € pro Kilometer und 2 € pro Stunde. | Muss |',
    '| A-6 | Mitglieder melden Schäden am Auto vor Fahrtbeginn mit Foto. | Soll |',
  ].join('\n'),
  'Nicht im Umfang',
  'Vermietung an Personen, die nicht Mitglied im Verein sind.',
  'Verwaltung der Ladesäule.',
  'Zeitplan',
  'Testphase mit 10 Mitgliedern: 01.04.2026',
  'Start für alle Mitglieder: 01.06.2026',
  'Offene Fragen',
  'Wer haftet für einen Schaden, den ein Mitglied nicht gemeldet hat?',
];

const TEST_PHASE = /\b0?1\.0?4\.2026|\b1\.? apr(il)? 2026|2026-04-01/;
const ALL_MEMBERS = /\b0?1\.0?6\.2026|\b1\.? jun[ie]? 2026|2026-06-01/;

const dorfauto: EvalCase = {
  name: 'dev-b5f-german-table-strike',
  description:
    'An uploaded German Word PRD for village car sharing: a Nr. | Anforderung | Priorität table (A-1 … A-6, Muss/Soll/Kann) as Markdown rows, Nicht im Umfang, dd.mm.yyyy dates, an open question; typed in German "Bitte Anforderung A-4 streichen".',
  input: {
    message: 'Bitte Anforderung A-4 streichen',
    files: [{ name: DORF_FILE, kind: 'document' }],
    chunks: docxChunks(DORF_FILE, DORF),
  },
  expect: {
    productName: 'Dorfauto',
    notProductName: ['Bürgerverein Lindenau'],
    facts: [
      inSection(
        'Anywhere',
        'A-1 kept: stundenweise buchen, bis zu 30 Tage im Voraus, Muss',
        /\ba-1\b/,
        /stundenweise/,
        /\b30 tage\b/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'A-2 kept: keine Doppelbuchungen, Muss',
        /\ba-2\b/,
        /doppelbuchung/,
        MUST,
      ),
      inSection('Anywhere', 'A-3 kept: öffnen per Bluetooth, Soll', /\ba-3\b/, /bluetooth/, SHOULD),
      inSection(
        'Anywhere',
        'A-5 kept: Abrechnung 0,25 € pro Kilometer und 2 € pro Stunde, Muss',
        /\ba-5\b/,
        /0,25 ?€|€ ?0[,.]25/,
        /kilometer/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'A-6 kept: Schäden mit Foto melden, Soll',
        /\ba-6\b/,
        /sch(ä|ae)den/,
        /foto/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'A-4 (Mitfahrbörse) recorded as struck',
        /mitfahrb(ö|oe)rse/,
        /gestrichen|entfernt|entf(ä|ae)llt|nicht|removed|dropped|struck|a-4/,
      ),
      inSection(
        GOALS,
        'Ziel: Abrechnung höchstens 1 Stunde statt 8',
        /\b1 stunde\b/,
        /\b8 stunden\b/,
      ),
      inSection(GOALS, 'Ziel: alle Buchungen über die App bis Ende 2026', /ende 2026/),
      inSection('Milestones', 'Testphase mit 10 Mitgliedern am 01.04.2026', TEST_PHASE),
      inSection('Milestones', 'Start für alle Mitglieder am 01.06.2026', ALL_MEMBERS),
      nonGoal('keine Vermietung an Nichtmitglieder', /nicht mitglied|nichtmitglied/),
      nonGoal('keine Verwaltung der Ladesäule', /lades(ä|ae)ule/),
      persona('Mitglieder', /mitglied/),
      persona('Fahrtenverwaltung', /fahrtenverwaltung/),
      openQuestion('Haftung für nicht gemeldete Schäden', /haftet|haftung/),
    ],
    forbidden: [
      notIn(REQS, 'the struck A-4 still required', /mitfahr|freie pl(ä|ae)tze/, 'stale'),
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(nr\.?|anforderung|priorit(ä|ae)t)( |$)|nr\.? anforderung/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'a raw table row (pipes) in a requirement',
        /\||-{3}/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the metadata line as a requirement',
        /sabine kr(ü|ue)ger|verantwortlich|stand:/,
        'chatter',
      ),
      notIn(REQS, 'the typed instruction as a requirement', /bitte|streichen/, 'chatter'),
      notIn(
        'Title',
        'the file name or the association as the name',
        /docx|b(ü|ue)rgerverein/,
        'invented',
      ),
      notRequired('Vermietung an Nichtmitglieder', /vermietung/),
      notRequired('Verwaltung der Ladesäule', /lades(ä|ae)ule/),
    ],
    rawMustNotMatch: [
      RENUMBERED,
      { label: 'A-5 renumbered into the struck A-4', pattern: /^###\s+A-4\b/m },
    ],
    requirements: { min: 5, max: 5 },
  },
};

// ---------------------------------------------------------------------------------------------
// 7. A spreadsheet export (.xlsx) as sheet chunks: a Backlog sheet with tab-separated rows (ID,
// Title, Description, Priority, Status; two rows Done, two Won't do) and a Notes sheet with the
// context. Typed: "make a PRD from our backlog sheet".

const SHOW_FILE = 'Showclock backlog.xlsx';

const SHOW_BACKLOG = [
  ['ID', 'Title', 'Description', 'Priority', 'Status'],
  [
    'SC-01',
    'Weekly schedule',
    'Presenters see the weekly programme schedule with their own shows highlighted.',
    'High',
    'In progress',
  ],
  [
    'SC-02',
    'Swap requests',
    'A presenter asks to swap a show slot with another presenter, and the station manager approves the swap.',
    'High',
    'To do',
  ],
  [
    'SC-03',
    'Studio booking',
    'Presenters book Studio B for pre-recording in 1-hour blocks.',
    'Medium',
    'To do',
  ],
  [
    'SC-04',
    'Playout sync',
    'The schedule is sent to the playout system every night at 02:00.',
    'High',
    'Done',
  ],
  [
    'SC-05',
    'Broadcast log',
    "Every show's actual start and end time is logged and kept for 60 days for Ofcom.",
    'High',
    'To do',
  ],
  [
    'SC-06',
    'Listener requests',
    'Listeners send song requests to the live show through the website.',
    'Low',
    "Won't do",
  ],
  [
    'SC-07',
    'Cover alerts',
    'When a presenter cancels a show, everyone on the cover list gets a text message.',
    'Medium',
    'To do',
  ],
  ['SC-08', 'Login', 'Presenters sign in with their station email account.', 'High', 'Done'],
  [
    'SC-09',
    'Podcast upload',
    'Shows are uploaded to the podcast feed automatically after broadcast.',
    'Medium',
    "Won't do",
  ],
  [
    'SC-10',
    'Presenter profiles',
    'Each presenter has a profile page on the website with a photo and a short bio.',
    'Low',
    'To do',
  ],
];

const SHOW_NOTES = [
  'Showclock – show scheduling for Riverside Community Radio (104.6 FM)',
  'About 70 volunteer presenters run 95 shows a week. The schedule lives in a shared spreadsheet and on a whiteboard in the studio; last year 23 shows went out as dead air because nobody covered a cancelled slot.',
  'Go-live: 1 June 2026',
  'Owner: Priya Desai (station manager)',
];

const showclock: EvalCase = {
  name: 'dev-b5f-xlsx-backlog-status',
  description:
    'An uploaded .xlsx backlog for community-radio show scheduling as sheet chunks: tab-separated rows ID, Title, Description, Priority (High/Medium/Low), Status with two rows Done and two Won\'t do, and a Notes sheet with the context and go-live; typed "make a PRD from our backlog sheet".',
  input: {
    message: 'make a PRD from our backlog sheet',
    files: [{ name: SHOW_FILE, kind: 'document' }],
    chunks: [
      {
        file: SHOW_FILE,
        locator: 'sheet "Backlog", rows 1-11',
        text: SHOW_BACKLOG.map((row) => row.join('\t')).join('\n'),
      },
      { file: SHOW_FILE, locator: 'sheet "Notes", rows 1-4', text: SHOW_NOTES.join('\n') },
    ],
  },
  expect: {
    productName: 'Showclock',
    notProductName: ['Riverside Community Radio'],
    facts: [
      inSection(
        'Anywhere',
        'SC-01 kept: weekly schedule with own shows highlighted, High',
        /sc-01/,
        /weekly/,
        /highlight/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'SC-02 kept: swap requests approved by the station manager, High',
        /sc-02/,
        /swap/,
        /station manager/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'SC-03 kept: Studio B in 1-hour blocks, Medium',
        /sc-03/,
        /studio b/,
        /1-hour/,
        MEDIUM,
      ),
      inSection(
        'Anywhere',
        'SC-05 kept: start and end times kept 60 days for Ofcom, High',
        /sc-05/,
        /\b60 days\b/,
        /ofcom/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'SC-07 kept: cover list texted when a show is cancelled, Medium',
        /sc-07/,
        /cover list/,
        MEDIUM,
      ),
      inSection('Anywhere', 'SC-10 kept: presenter profile pages, Low', /sc-10/, /profile/, LOW),
      inSection('Anywhere', 'SC-04 (done) not lost: nightly playout sync', /playout/, /02:00/),
      inSection('Anywhere', 'SC-08 (done) not lost: station email sign-in', /station email/),
      nonGoal("listener song requests (Won't do)", /song request|listener request/),
      nonGoal("podcast upload (Won't do)", /podcast/),
      inSection(
        [...GOALS, 'TL;DR'],
        '23 shows went out as dead air last year',
        /\b23 shows\b/,
        /dead air/,
      ),
      inSection('Milestones', 'go-live on 1 June 2026', /\b1 june? 2026|2026-06-01/),
      persona('presenters', /presenter/),
      persona('the station manager', /station manager/),
    ],
    forbidden: [
      notRequired('listener song requests', /song request|listener request/),
      notRequired('podcast upload', /podcast/),
      notIn(
        'Functional requirements',
        'the header row as a requirement',
        /^(id|title|description|priority|status)( |$)|title description priority|priority status/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the priority and status cells glued to a requirement',
        /\b(high|medium|low) (in progress|to do|done|won'?t do)\b/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the owner line as a requirement',
        /owner:|priya desai/,
        'chatter',
      ),
      notIn(BODY, 'the typed request', /make a prd|our backlog sheet/, 'chatter'),
      notIn('Title', 'the file or sheet name as the name', /xlsx|backlog|riverside/, 'invented'),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 6, max: 8 },
  },
};

// ---------------------------------------------------------------------------------------------
// 8. An eleven-page PDF PRD: a title page, a revision history table and contents with dot
// leaders, a glossary, requirements in three numbered sub-sections (INS-, WRK-, PUB- ids with
// the priority after the id), NFR-1 … NFR-5, out of scope, a milestone table, a risk table and
// numbered open questions, a running header and footer on every page. No typed message.

const TREE_FILE = 'Canopy PRD v1.3.pdf';
const TREE_HEADER = 'Ashby Borough Council — Parks & Trees';
const treeFooter = (n: number) => `Canopy PRD v1.3 — OFFICIAL — Page ${n} of 11`;

const TREE_BODY = [
  [
    'Canopy',
    'Product Requirements Document',
    'Street tree inspections and works for Ashby Borough Council',
    'Version 1.3 — 12 January 2026',
    'Classification: OFFICIAL',
  ],
  [
    'Revision history',
    'Version Date Author Changes',
    '0.1 14 Oct 2025 R. Patel First draft',
    '1.0 3 Nov 2025 R. Patel Approved by the Tree Management Board',
    '1.2 8 Dec 2025 J. Moss Added the public map requirements',
    '1.3 12 Jan 2026 J. Moss Added NFR-5 and the risk register',
    'Contents',
    '1 Introduction ........................................ 3',
    '2 Glossary ............................................ 4',
    '3 Users ............................................... 4',
    '4 Functional requirements ............................. 5',
    '5 Non-functional requirements ......................... 8',
    '6 Out of scope ........................................ 9',
    '7 Milestones .......................................... 9',
    '8 Risks ............................................... 10',
    '9 Open questions ...................................... 11',
  ],
  [
    '1 Introduction',
    '1.1 Purpose',
    'This document sets out what Canopy must do for the 2026–27 inspection cycle.',
    '1.2 Background',
    'Ashby looks after 42,000 street trees with 8 tree officers and 2 contractor crews. Trees on main',
    'roads must be inspected every 18 months. Inspections are written on paper forms and typed into a',
    'spreadsheet the week after, and works orders are emailed to the contractor as PDFs, so nobody',
    'knows which work is done until the contractor invoices at the end of the month.',
    '1.3 Goals',
    'Every inspection is recorded with the risk rating it was given on the day it is done.',
    'The council knows live which works orders are finished, not at the end of the month.',
    'Calls from the public asking about a tree near them fall by half.',
  ],
  [
    '2 Glossary',
    'Term Meaning',
    'TPO Tree Preservation Order: a tree the council protects by law.',
    'Crown lift Removing lower branches to raise the height of the crown.',
    'Survey cycle The time between two inspections of the same tree.',
    'Works order An instruction to the contractor to prune or fell a tree.',
    'Tree officer The council arborist who inspects trees and raises works orders.',
    '3 Users',
    'Tree officers: 8 arborists who inspect trees and decide what work is needed.',
    'Contractor crews: 2 crews who carry out the works.',
    'Residents who want to know about a tree near them.',
  ],
  [
    '4 Functional requirements',
    '4.1 Inspections',
    "INS-01 Must Tree officers record each inspection against the tree's ID, with the risk rating it",
    'was given and a photo.',
    'INS-02 Must Trees due for inspection in the next 30 days are listed for each of the 14 wards',
    'every Monday.',
    'INS-03 Should A high-risk tree with no works order after 5 working days raises an alert to the',
    'tree officer and their manager.',
  ],
  [
    '4.2 Works app',
    'WRK-01 Must Crews see the day’s works orders on a map on an in-cab tablet.',
    'WRK-02 Must The tablet records the work done, the time on site and before-and-after photos for',
    'each works order.',
    'WRK-03 Should Crews mark a tree as not reachable (parked cars, a locked gate) with a photo.',
    'WRK-04 Must The app keeps working without mobile signal and uploads its records when back in',
    'coverage.',
  ],
  [
    '4.3 Public information',
    'PUB-01 Must Residents see on the council website a map of street trees and the works planned in',
    'the next 30 days.',
    'PUB-02 Could Residents sign up for an email when work is planned on their street.',
    "PUB-03 Should The map shows the council's 1,900 TPO trees, and residents can report a damaged one.",
  ],
  [
    '5 Non-functional requirements',
    'NFR-1 The public map loads in under 3 seconds and serves 20,000 visitors an hour after a storm.',
    'NFR-2 Inspection records are kept for 6 years for insurance claims.',
    'NFR-3 The app runs on the existing Samsung Galaxy Tab Active tablets.',
    'NFR-4 Only council staff sign in to the tree officer screens, with council single sign-on.',
    'NFR-5 Crew GPS positions are stored every 10 seconds while a works order is open.',
  ],
  [
    '6 Out of scope',
    'Trees in parks and cemeteries (managed by the parks team).',
    'Trees on private land, apart from TPO trees.',
    'Selling timber and wood chip.',
    '7 Milestones',
    'Milestone Date',
    'Works app trial with one crew in Hexley ward 19 October 2026',
    'Both crews on Canopy 30 November 2026',
    'Public map live 7 December 2026',
  ],
  [
    '8 Risks',
    'ID Risk Likelihood Impact Mitigation',
    'RK1 Officers keep using paper forms in the first cycle. High Medium Team leaders check the tablet',
    'records each morning.',
    'RK2 The contractor changes its scheduling system mid-contract. Low High The contract requires 60',
    "days' notice of changes.",
    'RK3 Tablet mounts fail in the older vans. Medium Medium Paper fallback kept for the first cycle.',
  ],
  [
    '9 Open questions',
    '1. Do we publish inspection results for individual trees, or only by street?',
    "2. Who answers residents' reports of damaged trees at weekends?",
    '3. Can the older tablets take photos good enough for insurance claims?',
    'Appendix A – Contacts',
    'Tree team: trees@ashby.gov.uk',
  ],
];

const TREE_PAGES = TREE_BODY.map((lines, i) => [TREE_HEADER, ...lines, treeFooter(i + 1)]);

const canopy: EvalCase = {
  name: 'dev-b5f-long-pdf-revision-glossary',
  description:
    'An uploaded eleven-page PDF PRD for council street-tree inspections, no message: header and footer on every page, a title page, a revision history table and contents with dot leaders, a glossary, INS-/WRK-/PUB- requirements in sections 4.1–4.3 with wrapped lines, NFR-1 … NFR-5, out of scope, a milestone table, a risk table, numbered open questions and a contacts appendix.',
  input: {
    message: '',
    files: [{ name: TREE_FILE, kind: 'document' }],
    chunks: pages(TREE_FILE, TREE_PAGES),
  },
  expect: {
    productName: 'Canopy',
    notProductName: ['Ashby Borough Council'],
    facts: [
      inSection(
        'Anywhere',
        'INS-01 kept: inspection recorded with its risk rating and a photo, Must',
        /ins-01/,
        /risk rating/,
        /photo/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'INS-02 kept: trees due in 30 days listed for the 14 wards every Monday, Must',
        /ins-02/,
        /\b14 wards\b/,
        /monday/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'INS-03 kept: alert after 5 working days with no works order, Should',
        /ins-03/,
        /\b5 working days\b/,
        /alert/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        "WRK-01 kept: the day's works orders on a map on an in-cab tablet, Must",
        /wrk-01/,
        /in-cab tablet/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'WRK-02 kept: work done, time on site, before-and-after photos, Must',
        /wrk-02/,
        /time on site/,
        /before-and-after/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'WRK-03 kept: tree not reachable, with a photo, Should',
        /wrk-03/,
        /not reachable/,
        /photo/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'WRK-04 kept: works without signal, uploads when back in coverage, Must',
        /wrk-04/,
        /without mobile signal/,
        /coverage/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'PUB-01 kept: public map of trees and works in the next 30 days, Must',
        /pub-01/,
        /map/,
        /\b30 days\b/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'PUB-02 kept: email when work is planned on their street, Could',
        /pub-02/,
        /email/,
        COULD,
      ),
      inSection(
        'Anywhere',
        'PUB-03 kept: 1,900 TPO trees, report a damaged one, Should',
        /pub-03/,
        /\b1,?900 tpo trees\b/,
        /damaged/,
        SHOULD,
      ),
      inSection(
        'Non-functional requirements',
        'NFR-1 kept: map under 3 seconds, 20,000 visitors an hour',
        /\b3 seconds\b/,
        /\b20,?000\b/,
      ),
      inSection('Non-functional requirements', 'NFR-2 kept: records kept 6 years', /\b6 years\b/),
      inSection(
        'Non-functional requirements',
        'NFR-5 kept: crew GPS every 10 seconds while a works order is open',
        /\b10 seconds\b/,
        /gps/,
      ),
      nonGoal('trees in parks and cemeteries out of scope', /parks and cemeteries|cemeter/),
      nonGoal('trees on private land out of scope', /private land/),
      risk('officers keep using paper forms', /paper forms/),
      inSection(
        'Milestones',
        'both crews on Canopy on 30 November 2026',
        /\b30 nov(ember)? 2026|2026-11-30/,
      ),
      openQuestion('publish results per tree or by street', /individual trees/, /street/),
    ],
    forbidden: [
      notIn(
        BODY,
        'a revision history row',
        /first draft|approved by the tree management board|added the public map requirements|added nfr-5/,
        'chatter',
      ),
      notIn(BODY, 'the revision table header', /version date author changes/, 'chatter'),
      notIn(BODY, 'the page footer', /page \d+ of 11|v1\.3 - official/, 'chatter'),
      notIn(BODY, 'the running page header', /ashby borough council - parks & trees/, 'chatter'),
      notIn(BODY, 'a table-of-contents line', /\.{4,}/, 'chatter'),
      notIn(
        REQS,
        'a glossary entry as a requirement',
        /removing lower branches|the time between two inspections|an instruction to the contractor|^term meaning/,
        'chatter',
      ),
      notIn('Risks', 'the risk table header as a risk', /likelihood impact mitigation/, 'chatter'),
      notIn(
        'Functional requirements',
        'the id and priority glued to the text',
        /\b(ins|wrk|pub)-0\d (must|should|could)\b|^(must|should|could) (tree|trees|crews|residents|the)\b/,
        'chatter',
      ),
      notIn(BODY, 'the contacts appendix', /@ashby\.gov\.uk|appendix a/, 'chatter'),
      notIn(
        'Title',
        'the file name, header or classification',
        /\.pdf|official|ashby|v1\.3/,
        'invented',
      ),
      notRequired('trees in parks and cemeteries', /parks and cemeteries|cemeter/),
      notRequired('trees on private land', /private land/),
      notRequired('selling timber', /timber|wood chip/),
    ],
    rawMustMatch: [
      keeps('NFR-1', '3 seconds'),
      keeps('NFR-2', '6 years'),
      keeps('NFR-3', 'Galaxy Tab'),
      keeps('NFR-4', 'single sign-on'),
      keeps('NFR-5', '10 seconds'),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 10, max: 10 },
  },
};

/** Dev cases, batch 5 (f): written from outside the writer (see docs/eval.md). */
export const BATCH5_F: EvalCase[] = [
  sampletrail,
  foundit,
  makerpass,
  clueboard,
  rookery,
  dorfauto,
  showclock,
  canopy,
];
