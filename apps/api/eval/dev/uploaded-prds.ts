import {
  BODY,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  risk,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';
import { docxChunks } from './faithful.js';

// Existing PRDs uploaded as files, in the shapes extractors give them: a Word file whose table
// comes out as Markdown rows, a PDF export with each table row run together on one line, a Word
// file with one paragraph per table cell, and a Markdown file. Each is kept as it is (ids,
// wording, priorities, dates, exclusions); the typed updates after two of them are applied to it.

// The rendered PRD shows a priority as `P0 (Must)`, `P1 (Should)` or `P2 (Could)`: a fact
// matches the level or the word.
const MUST = /\bp0\b|\bmust\b/;
const SHOULD = /\bp1\b|\bshould\b/;
const COULD = /\bp2\b|\bcould\b/;

const RENUMBERED = { label: 'the file ids renumbered as FR-n', pattern: /^###\s+FR-\d/m };

// ---------------------------------------------------------------------------------------------
// 1. A Word PRD whose requirements table the extractor gives as Markdown rows.

const TILLPOINT_FILE = 'Tillpoint PRD v0.4.docx';

const TILLPOINT = [
  'Tillpoint – Product Requirements Document',
  'Author: Hannah Okafor · v0.4 · 12 Jan 2026',
  '1. Overview',
  'Tillpoint lets market traders and food-truck owners take card payments on their own iPhone with Tap to Pay, with no separate card reader.',
  '2. Goals',
  'A new trader takes their first card payment within 10 minutes of signing up.',
  'No card reader to buy, ship or charge.',
  '3. Requirements',
  [
    '| Req # | Description | MoSCoW | Owner |',
    '| --- | --- | --- | --- |',
    "| PAY-001 | Trader takes contactless card, Apple Pay and Google Pay payments by the customer tapping the trader's iPhone. | Must | Hannah |",
    "| PAY-002 | Payments over £100 ask the customer to enter their PIN on the trader's iPhone. | Must | Tomasz |",
    '| PAY-003 | Trader can send a receipt by SMS or email after each payment. | Should | Hannah |',
    '| PAY-004 | Trader can refund a payment in full from the transactions list within 30 days. | Should | Tomasz |',
    '| PAY-005 | Trader can offer a tip of 10%, 15% or 20% before the customer taps. | Could | Ama |',
    "| PAY-006 | Takings are paid out to the trader's bank account the next working day. | Must | Ama |",
  ].join('\n'),
  '4. Out of Scope',
  'Android phones (planned for phase 2).',
  'Tracking cash payments.',
  'Payments in currencies other than GBP.',
  '5. Users',
  'Market traders and food-truck owners in the UK who take up to 300 card payments a month.',
  '6. Timeline',
  'Internal dogfood: 2 Feb 2026',
  'Closed beta with 50 traders: 2 Mar 2026',
  'Public launch (UK): 13 Apr 2026',
];

const TILLPOINT_UPDATE =
  "Changes from Friday's risk review: PAY-002's PIN limit goes down to £50, PAY-004 (refunds) becomes a Must, and the closed beta slips to 16 Mar 2026.";

export const uploadedWordRows: EvalCase = {
  name: 'dev-uploaded-word-rows',
  description:
    'An uploaded Word PRD whose requirements table comes out as Markdown rows (Req # | Description | MoSCoW | Owner), then a typed update.',
  input: {
    message: '',
    files: [{ name: TILLPOINT_FILE, kind: 'document' }],
    chunks: docxChunks(TILLPOINT_FILE, TILLPOINT),
  },
  expect: {
    productName: 'Tillpoint',
    facts: [
      inSection(
        'Anywhere',
        'PAY-001 kept: contactless payments on the iPhone, Must',
        /pay-001/,
        /contactless/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'PAY-002 kept: PIN over £100, Must',
        /pay-002/,
        /\bpin\b/,
        /£ ?100\b/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'PAY-003 kept: receipt by SMS or email, Should',
        /pay-003/,
        /receipt/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'PAY-004 kept: full refund within 30 days, Should',
        /pay-004/,
        /refund/,
        /\b30 days\b/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'PAY-005 kept: tip of 10%, 15% or 20%, Could',
        /pay-005/,
        /\btip\b/,
        /20 ?%/,
        COULD,
      ),
      inSection(
        'Anywhere',
        'PAY-006 kept: payout the next working day, Must',
        /pay-006/,
        /next working day/,
        MUST,
      ),
      inSection('Problem and goals', 'goal: first payment within 10 minutes', /\b10 minutes\b/),
      inSection('Milestones', 'internal dogfood on 2 Feb 2026', /\b2 feb(ruary)? 2026|2026-02-02/),
      inSection(
        'Milestones',
        'closed beta with 50 traders on 2 Mar 2026',
        /\b2 mar(ch)? 2026|2026-03-02/,
      ),
      inSection('Milestones', 'public launch on 13 Apr 2026', /\b13 apr(il)? 2026|2026-04-13/),
      nonGoal('Android phones out of scope', /android/),
      nonGoal('cash tracking out of scope', /cash/),
      nonGoal('other currencies out of scope', /currenc/),
      persona('market traders and food-truck owners', /trader|food-truck/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(req #|description|moscow|owner)( |$)/,
        'chatter',
      ),
      notIn('Functional requirements', 'a raw table row (pipes) in a requirement', /\|/, 'chatter'),
      notIn(
        'Functional requirements',
        'the | --- | separator row in a requirement',
        /-{3}/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the Owner column glued into a requirement',
        /\b(must|should|could) (hannah|tomasz|ama)\b/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the metadata line as a requirement',
        /author:|hannah okafor/,
        'chatter',
      ),
      notIn('Title', 'the file name or version as the name', /v0\.4|docx/, 'invented'),
      notRequired('Android phones', /android/),
      notRequired('cash tracking', /cash/),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 6, max: 6 },
  },
  followUps: [
    {
      message: TILLPOINT_UPDATE,
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Tillpoint',
        facts: [
          inSection(
            'Anywhere',
            'PAY-002 now asks for the PIN over £50',
            /pay-002/,
            /\bpin\b/,
            /£ ?50\b/,
            MUST,
          ),
          inSection('Anywhere', 'PAY-004 refunds now Must', /pay-004/, /refund/, MUST),
          inSection('Milestones', 'closed beta on 16 Mar 2026', /\b16 mar(ch)? 2026|2026-03-16/),
          inSection('Anywhere', 'PAY-001 untouched', /pay-001/, /contactless/, MUST),
          inSection('Anywhere', 'PAY-005 untouched', /pay-005/, /\btip\b/, COULD),
          inSection('Milestones', 'public launch untouched', /\b13 apr(il)? 2026|2026-04-13/),
        ],
        forbidden: [
          notIn(
            ['Functional requirements', 'Non-functional requirements'],
            'the old £100 PIN limit',
            /£ ?100\b/,
            'stale',
          ),
          notIn('Milestones', 'the old beta date', /\b2 mar(ch)? 2026|2026-03-02/, 'stale'),
          notIn('Functional requirements', 'PAY-004 still Should', /refund[\s\S]*\bp1\b/, 'stale'),
        ],
        changes: [/PAY-002/i, /PAY-004/i, /16 Mar/i],
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// 2. A PDF export: one text per page, each table row run together on one line, page footers.

const CHARGEHOP_FILE = 'ChargeHop requirements (export).pdf';

const CHARGEHOP_PAGES = [
  [
    'ChargeHop – Product Requirements',
    'Prepared by: Fleet Products, Northway Logistics | 3 March 2026',
    '1 Background',
    "Northway's electric vans charge at public chargers on their routes. Drivers carry cards for four",
    'charging networks, pay on their own card and claim the cost back, and often arrive at a charger',
    'that is broken or taken.',
    'ChargeHop gives drivers one app to find a free charger, start a session and bill it to the depot.',
    '2 Users',
    'Van drivers on delivery routes.',
    'Depot managers, who approve charging costs for their depot.',
    '3 Requirements',
    'ID Requirement Priority',
    'REQ-10 Drivers sign in with their Northway staff number. High',
    'REQ-11 The map shows chargers within 5 km of the van. High',
    'REQ-12 Drivers see the nearest free charger. High',
    'Confidential – Page 1 of 3',
  ],
  [
    'REQ-13 Drivers start and stop a charging session from the app, on any of the four networks. High',
    "REQ-14 Sessions are billed to the depot's account, not the driver's own card. High",
    'REQ-15 Depot managers get a weekly report of charging cost per van. Medium',
    'REQ-16 Drivers can report a broken charger with a photo. Low',
    '4 Risks',
    'Not every network reports live availability, so a charger shown as free may be taken.',
    'Underground depots have no mobile signal, so a session may not start from the app there.',
    '5 Out of scope',
    "Charging at drivers' homes.",
    "Drivers' private cars.",
    'Confidential – Page 2 of 3',
  ],
  [
    '6 Milestones',
    'Milestone Date',
    'Pilot at the Leeds depot 20 April 2026',
    'All 12 depots live 29 June 2026',
    '7 Open questions',
    'Do we support networks that only start a session with their own RFID card?',
    'Confidential – Page 3 of 3',
  ],
];

const HIGH = /\bhigh\b|\bp0\b|\bmust\b/;
const MEDIUM = /\bmedium\b|\bp1\b|\bshould\b/;
const LOW = /\blow\b|\bp2\b|\bcould\b/;

export const uploadedPdfLines: EvalCase = {
  name: 'dev-uploaded-pdf-lines',
  description:
    'An uploaded PDF export of a PRD: one text per page, table rows run together on one line (ID Requirement Priority), page footers, risks and dated milestones.',
  input: {
    message: "PDF of the fleet team's charging spec – can you put it into our PRD format?",
    files: [{ name: CHARGEHOP_FILE, kind: 'document' }],
    chunks: CHARGEHOP_PAGES.map((lines, i) => ({
      file: CHARGEHOP_FILE,
      locator: `page ${i + 1}`,
      text: lines.join('\n'),
    })),
  },
  expect: {
    productName: 'ChargeHop',
    facts: [
      inSection(
        'Anywhere',
        'REQ-10 kept: sign in with the staff number, High',
        /req-10/,
        /staff number/,
        HIGH,
      ),
      inSection('Anywhere', 'REQ-11 kept: chargers within 5 km, High', /req-11/, /\b5 ?km\b/, HIGH),
      inSection(
        'Anywhere',
        'REQ-12 kept: nearest free charger, High',
        /req-12/,
        /nearest free charger/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'REQ-13 kept: start and stop a session, High',
        /req-13/,
        /start and stop/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        "REQ-14 kept: billed to the depot's account, High",
        /req-14/,
        /depot'?s? account/,
        HIGH,
      ),
      inSection(
        'Anywhere',
        'REQ-15 kept: weekly cost report per van, Medium',
        /req-15/,
        /weekly report/,
        MEDIUM,
      ),
      inSection(
        'Anywhere',
        'REQ-16 kept: report a broken charger with a photo, Low',
        /req-16/,
        /broken charger/,
        /photo/,
        LOW,
      ),
      risk('networks may not report live availability', /live availability/),
      risk('no mobile signal at underground depots', /underground|signal/),
      inSection(
        'Milestones',
        'pilot at the Leeds depot on 20 April 2026',
        /leeds/,
        /\b20 apr(il)? 2026|2026-04-20/,
      ),
      inSection('Milestones', 'all 12 depots live on 29 June 2026', /\b29 june? 2026|2026-06-29/),
      nonGoal("charging at drivers' homes out of scope", /home/),
      nonGoal("drivers' private cars out of scope", /private car/),
      persona('van drivers', /driver/),
      persona('depot managers', /depot manager/),
      openQuestion('networks that need their own RFID card', /rfid/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'the table header line as a requirement',
        /\bid requirement priority\b/,
        'chatter',
      ),
      notIn(BODY, 'a page footer', /confidential|page \d of 3/, 'chatter'),
      notIn(
        'Functional requirements',
        'the prepared-by line as a requirement',
        /prepared by/,
        'chatter',
      ),
      notIn(
        'Milestones',
        'the milestone table header as a milestone',
        /^milestone date\b/,
        'chatter',
      ),
      notIn('Title', 'the file name as the name', /\.pdf|export|confidential/, 'invented'),
      notRequired('home charging', /\bhomes?\b/),
      notRequired('private cars', /private car/),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 7, max: 7 },
  },
};

// ---------------------------------------------------------------------------------------------
// 3. A Word PRD given one paragraph per table cell: a user-stories table, a list of
// non-functional requirements, an out-of-scope section.

const TRIPSLIP_FILE = 'Tripslip requirements.docx';

const TRIPSLIP = [
  'Tripslip – Requirements Specification',
  'Owner: Grace Adeyemi · Draft 2 · 9 February 2026',
  'Background',
  'Oakfield Primary sends a paper consent slip home for every school trip. About a third come back late or not at all, and the office phones parents the day before the trip.',
  'Functional requirements (user stories)',
  '#',
  'As a',
  'I want',
  'So that',
  'Priority',
  'US-01',
  'parent',
  'to sign a trip consent form on my phone',
  "I don't have to find a pen and send the paper slip back",
  'Must',
  'US-02',
  'parent',
  'to pay the trip contribution when I give consent',
  "it's done in one step",
  'Should',
  'US-03',
  'class teacher',
  'to see which children in my class have no consent yet',
  'I can chase their parents before the trip',
  'Must',
  'US-04',
  'school office staff',
  "to send one reminder to every parent who hasn't replied",
  "we don't have to phone each family",
  'Should',
  'US-05',
  'class teacher',
  'the medical notes of the children going on the trip',
  'I have them with me on the day',
  'Must',
  'US-06',
  'parent',
  'to withdraw consent up to 48 hours before the trip',
  'I can change plans',
  'Could',
  'Non-functional requirements',
  'Works in any phone browser; parents install nothing.',
  'Parents sign in with a link sent to the email address the school holds for them, with no password.',
  'Consent records are kept for 3 years after the trip, then deleted.',
  'Pages load in under 2 seconds on a 4G connection.',
  'Out of scope',
  'Residential trips with overnight stays.',
  'Dinner money and other payments that are not for a trip.',
  'Timeline',
  'Pilot with the Year 4 and Year 5 trips at Oakfield Primary: 20 April 2026.',
];

const HEADERS = '(#|as a|i want|so that|priority)';

export const uploadedCellParagraphs: EvalCase = {
  name: 'dev-uploaded-cell-paragraphs',
  description:
    'An uploaded Word PRD whose user-stories table (# | As a | I want | So that | Priority) comes out one paragraph per cell, with a non-functional list and an out-of-scope section.',
  input: {
    message: '',
    files: [{ name: TRIPSLIP_FILE, kind: 'document' }],
    chunks: docxChunks(TRIPSLIP_FILE, TRIPSLIP),
  },
  expect: {
    productName: 'Tripslip',
    facts: [
      inSection(
        'Anywhere',
        'US-01 kept: parent signs consent on the phone, Must',
        /us-01/,
        /sign/,
        /consent/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'US-02 kept: pay the trip contribution with consent, Should',
        /us-02/,
        /trip contribution/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'US-03 kept: teacher sees children with no consent, Must',
        /us-03/,
        /no consent/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'US-04 kept: one reminder to every parent who has not replied, Should',
        /us-04/,
        /reminder/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'US-05 kept: medical notes for the trip, Must',
        /us-05/,
        /medical notes/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'US-06 kept: withdraw consent up to 48 hours before, Could',
        /us-06/,
        /withdraw/,
        /\b48 hours\b/,
        COULD,
      ),
      inSection(
        'Non-functional requirements',
        'any phone browser, nothing to install',
        /browser/,
        /install/,
      ),
      inSection('Non-functional requirements', 'sign-in link, no password', /link/, /password/),
      inSection(
        'Non-functional requirements',
        'records kept 3 years then deleted',
        /\b3 years\b/,
        /delet/,
      ),
      inSection(
        'Non-functional requirements',
        'pages load under 2 seconds on 4G',
        /\b2 seconds\b/,
        /\b4g\b/,
      ),
      inSection(
        'Milestones',
        'pilot at Oakfield Primary on 20 April 2026',
        /\b20 apr(il)? 2026|2026-04-20/,
      ),
      nonGoal('residential trips out of scope', /residential|overnight/),
      nonGoal('dinner money out of scope', /dinner money/),
      persona('parents', /parent/),
      persona('class teachers', /teacher/),
      persona('school office staff', /office/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'a table header cell as a requirement',
        new RegExp(`^${HEADERS}(\\s+${HEADERS})*(\\s+(p[0-3]|source:).*)?$`),
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the header cells run together into a requirement',
        /\b(as a i want|i want so that|so that priority)\b/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the metadata line as a requirement',
        /grace adeyemi|draft 2/,
        'chatter',
      ),
      notIn('Title', 'the file name as the name', /docx|draft/, 'invented'),
      notRequired('residential trips', /residential|overnight/),
      notRequired('dinner money', /dinner money/),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 6, max: 6 },
  },
};

// ---------------------------------------------------------------------------------------------
// 4. A Markdown PRD file (P0/P1/P2 priorities), then a typed update: a priority changed by id, a
// milestone moved, a requirement removed by naming its feature.

const QUEUEBEE_FILE = 'queuebee-prd.md';

const QUEUEBEE = `# Queuebee — Product Requirements

**Owner:** Dana Whitfield · **Status:** In review · **Last updated:** 2026-01-27

## Problem

On Friday and Saturday nights our restaurants keep a paper list at the door. Guests wait outside without knowing how long it will be, and around 1 in 5 walk away before they are seated.

## Goals

- Halve the share of walk-in guests who leave before being seated.
- A host adds a party to the list in under 30 seconds.

## Users

- **Walk-in guests** — arrive without a booking and wait for a table.
- **Hosts** — front-of-house staff who run the door.

## Requirements

| ID | Requirement | Priority | Notes |
|----|-------------|----------|-------|
| WL-01 | Guests join the waitlist by scanning a QR code at the door, with no app to download. | P0 | |
| WL-02 | Guests get an SMS when their table is ready and have 10 minutes to confirm. | P0 | |
| WL-03 | Hosts see the waitlist on a tablet in arrival order, with each party's size. | P0 | |
| WL-04 | Guests see their place in the queue and an estimated wait. | P1 | Estimate from the last 2 weeks of table times |
| WL-05 | Guests can pre-order drinks while they wait. | P2 | Needs the till integration |
| WL-06 | Hosts can mark a party as a no-show, which takes it off the list and texts the guest. | P1 | |

## Out of scope

- Advance table bookings (the current booking system stays).
- Paying the bill from the phone.

## Milestones

- Pilot at the Camden restaurant — 18 May 2026
- All 9 restaurants live — 31 Aug 2026

## Open questions

- Do we hold a table for a party whose SMS bounced?
`;

const QUEUEBEE_UPDATE =
  "update it: WL-06 is P0 now, the pilot moves to 8 June 2026, and take out drinks pre-ordering – we're not doing it this year.";

export const uploadedMarkdown: EvalCase = {
  name: 'dev-uploaded-markdown',
  description:
    'An uploaded Markdown PRD (## headings, a P0/P1/P2 requirements table), then a typed update: a priority by id, a milestone date, a requirement removed by its feature.',
  input: {
    message: "here's the current spec, tidy it into our format",
    files: [{ name: QUEUEBEE_FILE, kind: 'document' }],
    chunks: [
      {
        file: QUEUEBEE_FILE,
        locator: `lines 1-${QUEUEBEE.trimEnd().split('\n').length}`,
        text: QUEUEBEE.trimEnd(),
      },
    ],
  },
  expect: {
    productName: 'Queuebee',
    facts: [
      inSection('Anywhere', 'WL-01 kept: join by QR code, P0', /wl-01/, /qr code/, MUST),
      inSection(
        'Anywhere',
        'WL-02 kept: SMS, 10 minutes to confirm, P0',
        /wl-02/,
        /\bsms\b/,
        /\b10 minutes\b/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'WL-03 kept: hosts see the list on a tablet, P0',
        /wl-03/,
        /tablet/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'WL-04 kept: place in queue and estimated wait, P1',
        /wl-04/,
        /estimated wait/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'WL-05 kept: pre-order drinks, P2',
        /wl-05/,
        /pre-order/,
        /drinks/,
        COULD,
      ),
      inSection('Anywhere', 'WL-06 kept: mark a no-show, P1', /wl-06/, /no-show/, SHOULD),
      inSection('Problem and goals', 'goal: halve walk-aways', /halve/),
      inSection(
        'Milestones',
        'pilot at Camden on 18 May 2026',
        /camden|pilot/,
        /\b18 may 2026|2026-05-18/,
      ),
      inSection(
        'Milestones',
        'all 9 restaurants live on 31 Aug 2026',
        /\b31 aug(ust)? 2026|2026-08-31/,
      ),
      nonGoal('advance table bookings out of scope', /advance|booking/),
      nonGoal('paying the bill out of scope', /bill/),
      persona('walk-in guests', /guest/),
      persona('hosts', /host/),
      openQuestion('a party whose SMS bounced', /bounced/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(id|requirement|priority|notes)( |$)/,
        'chatter',
      ),
      notIn('Functional requirements', 'a raw table row (pipes) in a requirement', /\|/, 'chatter'),
      notIn(
        'Functional requirements',
        'the |----| separator row in a requirement',
        /-{3}/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the metadata line as a requirement',
        /dana whitfield|in review|last updated/,
        'chatter',
      ),
      notIn('Title', 'the file name as the name', /\.md|prd\.md/, 'invented'),
      notRequired('advance table bookings', /advance (table )?booking/),
      notRequired('paying the bill', /pay(ing)? the bill/),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 6, max: 6 },
  },
  followUps: [
    {
      message: QUEUEBEE_UPDATE,
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Queuebee',
        facts: [
          inSection('Anywhere', 'WL-06 no-show now P0', /wl-06/, /no-show/, MUST),
          inSection('Milestones', 'pilot on 8 June 2026', /\b8 june? 2026|2026-06-08/),
          inSection('Anywhere', 'WL-01 untouched', /wl-01/, /qr code/, MUST),
          inSection('Anywhere', 'WL-04 untouched', /wl-04/, /estimated wait/, SHOULD),
          inSection('Milestones', 'full rollout date untouched', /\b31 aug(ust)? 2026|2026-08-31/),
        ],
        forbidden: [
          notIn(
            ['Functional requirements', 'Non-functional requirements'],
            'drinks pre-ordering still required',
            /pre-order/,
            'stale',
          ),
          notIn('Milestones', 'the old pilot date', /\b18 may 2026|2026-05-18/, 'stale'),
          notIn('Functional requirements', 'WL-06 still P1', /no-show[\s\S]*\bp1\b/, 'stale'),
        ],
        changes: [/WL-06/i, /WL-05/i, /8 June/i],
      },
    },
  ],
};
