import {
  BODY,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';
import { docxChunks } from './faithful.js';

// More existing PRDs uploaded as files, as real PMs' documents look: a Google Docs PRD with a
// metadata table and a MoSCoW requirements table (both Markdown rows), a Confluence page exported
// to PDF (wrapped table cells, page header and footer, a Question | Outcome table), a Word PRD
// with numbered FR-/NFR- paragraphs and an update typed with the upload, and a German Word PRD
// with a Muss/Soll/Kann table and an English follow-up. Each is kept as the file has it (ids,
// wording, priorities, dates, exclusions).

// The rendered PRD shows a priority as `P0 (Must)`, `P1 (Should)` or `P2 (Could)`: a fact
// matches the level or the word (the file's own word too).
const MUST = /\bp0\b|\bmust\b|\bmuss\b/;
const SHOULD = /\bp1\b|\bshould\b|\bsoll\b/;
const COULD = /\bp2\b|\bcould\b|\bkann\b|nice to have/;

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements'];
const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

const RENUMBERED = { label: 'the file ids renumbered as FR-n', pattern: /^###\s+FR-\d/m };

// ---------------------------------------------------------------------------------------------
// 1. A Google Docs PRD downloaded as Word: a two-column metadata table at the top (its first row
// becomes the Markdown header row), a Requirement ID | Requirement | MoSCoW priority |
// Acceptance criteria table with empty cells and an escaped pipe, a dated launch plan.

const CREWSTART_FILE = 'Crewstart PRD.docx';

const CREWSTART = [
  'Crewstart PRD',
  [
    '| Owner | Priya Raman |',
    '| --- | --- |',
    '| Status | In review |',
    '| Last updated | 14 Jan 2026 |',
    '| Stakeholders | People Ops, Restaurant Ops, Payroll |',
  ].join('\n'),
  'Problem statement',
  'Our restaurants hire around 180 people a month. Onboarding runs on paper forms, emailed PDFs and phone calls, so new hires often turn up for their first shift without bank details, a right-to-work check or the food safety training done, and HR retypes every form into payroll.',
  'Goals & success metrics',
  'Time from accepted offer to first shift: from 9 days today to 4 days.',
  '90% of new hires finish every onboarding step before their first shift (today about 55%).',
  'HR admin time per new hire: from about 3 hours to under 45 minutes.',
  'Requirements',
  [
    '| Requirement ID | Requirement | MoSCoW priority | Acceptance criteria |',
    '| --- | --- | --- | --- |',
    '| ONB-1 | New hires fill in their personal, bank and tax details on their phone from the link in their offer email. | Must | Details arrive in the payroll export without HR retyping them. |',
    '| ONB-2 | New hires upload a right-to-work document and HR approves or rejects it in Crewstart. | Must | A hire whose document is not approved cannot be added to the rota. |',
    '| ONB-3 | New hires complete the food safety and allergens module before their first shift. | Must | 10-question quiz, pass mark 8/10, two retakes allowed. |',
    "| ONB-4 | Restaurant managers see each new hire's onboarding progress. | Should | Each step shows Not started \\| In progress \\| Done. |",
    "| ONB-5 | New hires get a text 48 hours before their first shift with the restaurant address, start time and their manager's name. | Should | |",
    '| ONB-6 | New hires sign their employment contract in the app. | Could | |',
  ].join('\n'),
  'Non-goals',
  'Running payroll: Crewstart only passes details to the payroll export.',
  'Rota planning.',
  'Onboarding for head-office staff.',
  'Launch plan',
  'Phase 1 – Pilot: 3 restaurants in Manchester, from 2 March 2026',
  'Phase 2 – North West: all 14 restaurants in the region, from 13 April 2026',
  'Phase 3 – Nationwide: all 52 restaurants, from 1 June 2026',
];

export const uploadedGdocTable: EvalCase = {
  name: 'dev-uploaded-gdoc-table',
  description:
    'An uploaded Google Docs PRD (.docx): a 2-column metadata table (Owner | Status | Last updated), goals with numbers, a Requirement ID | Requirement | MoSCoW priority | Acceptance criteria table, non-goals and a dated launch plan; no message.',
  input: {
    message: '',
    files: [{ name: CREWSTART_FILE, kind: 'document' }],
    chunks: docxChunks(CREWSTART_FILE, CREWSTART),
  },
  expect: {
    productName: 'Crewstart',
    facts: [
      inSection(
        'Anywhere',
        'ONB-1 kept: personal, bank and tax details from the offer link, Must',
        /onb-1\b/,
        /bank/,
        /offer email/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'ONB-2 kept: right-to-work document approved by HR, not on the rota until approved, Must',
        /onb-2\b/,
        /right-to-work/,
        /rota/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'ONB-3 kept: food safety module, pass mark 8/10, Must',
        /onb-3\b/,
        /food safety/,
        /8 ?\/ ?10|8 out of 10/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'ONB-4 kept: managers see progress (Not started, In progress, Done), Should',
        /onb-4\b/,
        /progress/,
        /not started/,
        /done/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'ONB-5 kept: text 48 hours before the first shift, Should',
        /onb-5\b/,
        /\b48 hours\b/,
        /first shift/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'ONB-6 kept: contract signed in the app, Could',
        /onb-6\b/,
        /contract/,
        COULD,
      ),
      inSection(GOALS, 'goal: offer to first shift from 9 days to 4', /\b9 days\b/, /\b4 days\b/),
      inSection(GOALS, 'goal: 90% finish onboarding before the first shift', /\b90 ?%/),
      inSection(GOALS, 'goal: HR time per hire under 45 minutes', /\b3 hours\b/, /\b45 minutes\b/),
      inSection(
        'Milestones',
        'phase 1: pilot in 3 Manchester restaurants from 2 March 2026',
        /manchester|pilot/,
        /\b2 mar(ch)? 2026|2026-03-02/,
      ),
      inSection(
        'Milestones',
        'phase 2: North West from 13 April 2026',
        /\b13 apr(il)? 2026|2026-04-13/,
      ),
      inSection(
        'Milestones',
        'phase 3: all 52 restaurants from 1 June 2026',
        /\b1 june? 2026|2026-06-01/,
      ),
      nonGoal('running payroll out of scope', /payroll/),
      nonGoal('rota planning out of scope', /rota planning/),
      nonGoal('head-office staff out of scope', /head[- ]office/),
      persona('new hires', /new hire/),
      persona('restaurant managers', /restaurant manager/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'a metadata row as a requirement',
        /^(owner|status|last updated|stakeholders)\b|priya raman|in review|14 jan 2026/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(requirement id|moscow priority)\b|requirement id requirement|moscow priority acceptance/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'a raw table row (cells run together) in a requirement',
        /^\||\|\s*(must|should|could)\s*\||-{3}/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the acceptance cell glued after the priority',
        /\b(must|should|could) (details arrive|a hire whose|10-question|each step shows)/,
        'chatter',
      ),
      notIn('Title', 'the file name or "PRD" as the name', /crewstart prd\b|docx/, 'invented'),
      notRequired('running payroll', /\brun(ning)? payroll\b/),
      notRequired('rota planning', /rota planning/),
      notRequired('head-office onboarding', /head[- ]office/),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 6, max: 6 },
  },
};

// ---------------------------------------------------------------------------------------------
// 2. A Confluence page exported to PDF: page header and footer on every page, the title,
// breadcrumb and "Created by" lines, the page-properties rows, a requirements table whose text
// cell wraps onto the next line with the importance at its end, a Goal | Metric table with a
// wrapped cell, a Question | Outcome table whose cells wrap side by side, a "Not Doing" section.

const RENTFLEX_FILE = 'Rentflex - Split rent payments.pdf';

const RENTFLEX_PAGES = [
  [
    'Harbour Lettings – Internal',
    'Rentflex – Split rent payments',
    'Product / Payments / PRD',
    'Created by Tom Achterberg, last updated on 19 Feb 2026',
    'Target release Q2 2026',
    'Epic PAY-412',
    'Document status DRAFT',
    'Document owner Tom Achterberg',
    'Designer Mei Lin',
    'Tech lead Ravi Shah',
    'Goals',
    'About 1 in 8 of our tenants pays rent late each month, mostly because rent is due on the 1st and',
    'they are paid later in the month. Rentflex lets a tenant split the monthly rent into two payments',
    'that match their paydays, while the landlord is still paid in full on the 1st.',
    'Success metrics',
    'Goal Metric',
    'Fewer late payments Late rent payments fall from 12% to 6% of tenancies by',
    'December 2026',
    'Tenants use it 1,500 tenancies on a split plan within 3 months of launch',
    'Assumptions',
    'Tenants already pay rent by Direct Debit; tenants who pay by card or standing order are not',
    'offered Rentflex in the first release.',
    'Page 1 of 3',
  ],
  [
    'Harbour Lettings – Internal',
    'Requirements',
    '# Requirement Importance',
    "#1 Tenants can split the month's rent into two Direct Debit payments, on two",
    'dates they choose between the 1st and the 25th. Must have',
    '#2 The landlord is paid the full rent on the 1st, whatever dates the tenant',
    'picks. Must have',
    '#3 Tenants set up, change or cancel the split in the tenant portal, without',
    'calling the office. Must have',
    '#4 Tenants get an email 3 days before each payment is taken. Should have',
    '#5 A failed payment is retried once, 2 working days later, before the',
    'tenancy is marked as in arrears. Should have',
    '#6 Tenants see both payment dates and amounts for the next 3 months on',
    'the portal dashboard. Nice to have',
    'User interaction and design',
    'Mock-ups: see the Figma file "Rentflex – portal flows" (v3).',
    'Page 2 of 3',
  ],
  [
    'Harbour Lettings – Internal',
    'Questions',
    'Below is a list of questions to be addressed as a result of this requirements document:',
    'Question Outcome',
    'Do landlords have to agree before a tenant No – the landlord is still paid in full on',
    'splits the rent? the 1st (legal, 12 Feb 2026).',
    "Who pays the bank's fee when a split payment Open – finance to confirm by 6 March 2026.",
    'fails?',
    'Not Doing',
    'Splitting rent into more than two payments.',
    'Commercial tenancies (shops and offices).',
    'Milestones',
    '• Beta with 200 tenants: 4 May 2026',
    '• All residential tenants: 22 June 2026',
    'Page 3 of 3',
  ],
];

/**
 * The file numbers its rows #1, #2 …; a PRD may show the number as `#n`, `R-n` or `FR-n`, but
 * each row keeps its own number: `words` follows it before the next row's number.
 */
const NUMBER = '(?:#|\\b(?:FR|REQ|R)-?0?)';
const row = (n: number, words: string) => ({
  label: `row #${n} keeps its number and wording`,
  pattern: new RegExp(`${NUMBER}${n}\\b(?:(?!${NUMBER}\\d)[\\s\\S]){0,600}?${words}`, 'i'),
});

export const uploadedConfluencePdf: EvalCase = {
  name: 'dev-uploaded-confluence-pdf',
  description:
    'An uploaded Confluence PRD exported to PDF: breadcrumb and "Created by" lines, page header and footer, a # | Requirement | Importance table whose text cells wrap onto a second line, a wrapped Goal | Metric table, a Question | Outcome table, "Not Doing".',
  input: {
    message: 'exported this from Confluence – can you turn it into a proper PRD?',
    files: [{ name: RENTFLEX_FILE, kind: 'document' }],
    chunks: RENTFLEX_PAGES.map((lines, i) => ({
      file: RENTFLEX_FILE,
      locator: `page ${i + 1}`,
      text: lines.join('\n'),
    })),
  },
  expect: {
    productName: 'Rentflex',
    facts: [
      inSection(
        'Functional requirements',
        '#1 kept whole: two payments on dates between the 1st and the 25th, Must',
        /split/,
        /\b1st and the 25th\b/,
        MUST,
      ),
      inSection(
        'Functional requirements',
        '#2 kept whole: landlord paid in full on the 1st whatever the tenant picks, Must',
        /landlord/,
        /full rent/,
        /picks/,
        MUST,
      ),
      inSection(
        'Functional requirements',
        '#3 kept whole: set up, change or cancel in the portal without calling, Must',
        /tenant portal/,
        /calling the office/,
        MUST,
      ),
      inSection(
        'Functional requirements',
        '#4 kept: email 3 days before each payment, Should',
        /email/,
        /\b3 days\b/,
        SHOULD,
      ),
      inSection(
        'Functional requirements',
        '#5 kept whole: one retry 2 working days later before arrears, Should',
        /retried once/,
        /\b2 working days\b/,
        /arrears/,
        SHOULD,
      ),
      inSection(
        'Functional requirements',
        '#6 kept whole: next 3 months on the dashboard, Nice to have',
        /\b3 months\b/,
        /dashboard/,
        COULD,
      ),
      inSection(
        GOALS,
        'metric: late payments from 12% to 6% by December 2026',
        /\b12 ?%/,
        /\b6 ?%/,
        /december 2026/,
      ),
      inSection(GOALS, 'metric: 1,500 tenancies on a split plan in 3 months', /\b1,?500\b/),
      inSection(
        'Anywhere',
        'assumption: tenants already pay by Direct Debit',
        /direct debit/,
        /card|standing order/,
      ),
      inSection(
        'Anywhere',
        'decided: landlords do not have to agree',
        /landlords?/,
        /agree/,
        /\bno\b|not/,
      ),
      openQuestion("who pays the bank's fee for a failed payment", /fee/, /fail/),
      inSection('Milestones', 'beta with 200 tenants on 4 May 2026', /\b4 may 2026|2026-05-04/),
      inSection(
        'Milestones',
        'all residential tenants on 22 June 2026',
        /\b22 june? 2026|2026-06-22/,
      ),
      nonGoal('no more than two payments', /more than two/),
      nonGoal('commercial tenancies out of scope', /commercial/),
      persona('tenants', /tenant/),
    ],
    forbidden: [
      notIn(BODY, 'the page header', /harbour lettings [–-] internal/, 'chatter'),
      notIn(BODY, 'a page footer', /page \d of 3/, 'chatter'),
      notIn(BODY, 'the "Created by" line', /created by|last updated on/, 'chatter'),
      notIn([...BODY, 'Title'], 'the breadcrumb', /product \/ payments|payments \/ prd/, 'chatter'),
      notIn(
        'Functional requirements',
        'a page-properties row as a requirement',
        /target release|document (status|owner)|epic pay-412|designer|tech lead/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the table header line as a requirement',
        /# requirement importance|^requirement importance/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the importance glued to the requirement text',
        /\.\s*(must|should) have\b|\.\s*nice to have\b/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the design link as a requirement',
        /figma|mock-?ups/,
        'chatter',
      ),
      notIn(
        'Open questions',
        'the Question Outcome header as a question',
        /question outcome/,
        'chatter',
      ),
      notIn(BODY, 'the template boilerplate', /below is a list of questions/, 'chatter'),
      notIn('Title', 'the file name as the name', /\.pdf|internal|product \//, 'invented'),
      notRequired('more than two payments', /more than two/),
      notRequired('commercial tenancies', /commercial/),
    ],
    rawMustMatch: [
      row(1, '1st and the 25th'),
      row(2, 'whatever dates'),
      row(3, 'tenant portal'),
      row(4, '3 days before'),
      row(5, 'retried once'),
      row(6, 'dashboard'),
    ],
    requirements: { min: 6, max: 6 },
  },
};

// ---------------------------------------------------------------------------------------------
// 3. A Word PRD whose requirements are numbered paragraphs ("FR-01 (Must) …", "NFR-01 …"), with
// the update typed in the same message as the upload: the draft already has it applied.

const HARVEST_FILE = 'Harvest Hub requirements v0.3.docx';

const HARVEST = [
  'Harvest Hub – Requirements',
  'Millbrook Food Bank · Version 0.3 · 2 February 2026 · Owner: Dele Mensah',
  '1. Background',
  'Millbrook Food Bank runs three sessions a week at two sites with about 120 volunteers. Shifts are arranged in a WhatsApp group and on a paper sign-up sheet, and the coordinator spends most of Monday phoning round to fill gaps.',
  '2. Goals',
  'Every session has at least 6 volunteers booked 48 hours before it starts.',
  "Cut the coordinator's time on rotas from about 6 hours a week to 1 hour.",
  '3. Users',
  'Volunteers, who sign up for shifts.',
  'Shift leads, who run a session on the day.',
  'The volunteer coordinator, who plans the sessions and looks after the volunteers.',
  '4. Functional requirements',
  'FR-01 (Must) Volunteers sign up for a shift from a calendar of the next 4 weeks.',
  'FR-02 (Should) Volunteers get a text reminder 24 hours before their shift.',
  'FR-03 (Must) Shift leads see who is booked on their session and mark who turned up.',
  "FR-04 (Could) Volunteers upload a photo of their DBS certificate so they can do shifts at the children's holiday club.",
  'FR-05 (Should) The coordinator sends one message to everyone booked on a shift.',
  'FR-06 (Must) A shift closes to sign-ups when it reaches its volunteer limit.',
  '5. Non-functional requirements',
  'NFR-01 Pages load in under 3 seconds on a 4G connection.',
  'NFR-02 Works on phones with screens 320 px wide and up; no app to install.',
  "NFR-03 Volunteers' phone numbers are visible only to the coordinator and shift leads.",
  '6. Out of scope',
  'Food stock and parcel tracking.',
  'Referrals from agencies (they stay on the referral portal).',
  '7. Timeline',
  'Trial at the Church Street site: 9 March 2026.',
  'Both sites: 4 May 2026.',
];

/** The id `id` stays with its own wording: `words` follows it before any other FR/NFR id. */
const keeps = (id: string, words: string) => ({
  label: `${id} keeps its id and wording`,
  pattern: new RegExp(`\\b${id}\\b(?:(?!\\bN?FR-\\d)[\\s\\S]){0,600}?${words}`, 'i'),
});

export const uploadedNumberedReqs: EvalCase = {
  name: 'dev-uploaded-numbered-reqs',
  description:
    'An uploaded Word PRD whose requirements are numbered paragraphs (FR-01 (Must) …, NFR-01 …), with the update in the same message: FR-02 becomes Must, FR-04 is dropped.',
  input: {
    message: 'update it: FR-02 is a Must now and drop FR-04 – legal said no',
    files: [{ name: HARVEST_FILE, kind: 'document' }],
    chunks: docxChunks(HARVEST_FILE, HARVEST),
  },
  expect: {
    productName: 'Harvest Hub',
    facts: [
      // The scorer reads past FR-n / NFR-n ids (a writer's own numbering), so these facts check
      // wording and priority; rawMustMatch below checks that each id stays with its wording.
      inSection(
        'Functional requirements',
        'FR-01 kept: sign up from a 4-week calendar, Must',
        /calendar/,
        /\b4 weeks\b/,
        MUST,
      ),
      inSection(
        'Functional requirements',
        'FR-02 reminder 24 hours before, now Must',
        /reminder/,
        /\b24 hours\b/,
        MUST,
      ),
      inSection(
        'Functional requirements',
        'FR-03 kept: shift leads mark who turned up, Must',
        /shift leads?/,
        /turned up/,
        MUST,
      ),
      inSection(
        'Functional requirements',
        'FR-05 kept: one message to everyone on a shift, Should',
        /one message/,
        SHOULD,
      ),
      inSection(
        'Functional requirements',
        'FR-06 kept: shift closes at its volunteer limit, Must',
        /volunteer limit/,
        MUST,
      ),
      inSection(
        'Non-functional requirements',
        'NFR-01 kept: under 3 seconds on 4G',
        /\b3 seconds\b/,
        /\b4g\b/,
      ),
      inSection('Non-functional requirements', 'NFR-02 kept: 320 px screens', /\b320 ?px\b/),
      inSection(
        'Non-functional requirements',
        'NFR-03 kept: phone numbers only for the coordinator and shift leads',
        /phone numbers/,
        /coordinator/,
      ),
      inSection(
        GOALS,
        'goal: at least 6 volunteers booked 48 hours ahead',
        /\b6 volunteers\b/,
        /\b48 hours\b/,
      ),
      inSection(
        GOALS,
        "goal: coordinator's rota time from 6 hours to 1",
        /\b6 hours\b/,
        /\b1 hour\b/,
      ),
      inSection(
        'Milestones',
        'trial at Church Street on 9 March 2026',
        /church street|trial/,
        /\b9 mar(ch)? 2026|2026-03-09/,
      ),
      inSection('Milestones', 'both sites on 4 May 2026', /\b4 may 2026|2026-05-04/),
      nonGoal('stock and parcel tracking out of scope', /stock|parcel/),
      nonGoal('agency referrals out of scope', /referral/),
      persona('volunteers', /volunteer/),
      persona('shift leads', /shift lead/),
      persona('the volunteer coordinator', /coordinator/),
    ],
    forbidden: [
      notIn(
        REQS,
        'the dropped FR-04 (DBS certificates) still required',
        /\bdbs\b|holiday club/,
        'stale',
      ),
      notIn(
        'Functional requirements',
        'FR-02 still Should',
        /reminder[\s\S]*\bp1\b|\bp1\b[\s\S]*reminder/,
        'stale',
      ),
      notIn(
        'Functional requirements',
        'the metadata line as a requirement',
        /dele mensah|version 0\.3|owner:/,
        'chatter',
      ),
      notIn(REQS, 'the typed instruction as a requirement', /update it|legal said no/, 'chatter'),
      notIn(BODY, 'the instruction to the tool', /update it/, 'chatter'),
      notIn('Title', 'the file name as the name', /docx|v0\.3/, 'invented'),
      notRequired('stock and parcel tracking', /stock|parcel tracking/),
      notRequired('agency referrals', /referrals? from agencies|referral portal/),
    ],
    rawMustMatch: [
      keeps('FR-01', 'next 4 weeks'),
      keeps('FR-02', 'reminder'),
      keeps('FR-03', 'turned up'),
      keeps('FR-05', 'one message'),
      keeps('FR-06', 'volunteer limit'),
      keeps('NFR-01', '3 seconds'),
      keeps('NFR-02', '320 ?px'),
      keeps('NFR-03', 'phone numbers'),
    ],
    rawMustNotMatch: [
      { label: 'FR-0n renumbered as FR-n', pattern: /^###\s+FR-[1-9]\b/m },
      { label: 'NFR-0n renumbered as NFR-n', pattern: /\bNFR-[1-9]\b/ },
      { label: 'FR-05 renumbered into the dropped FR-04', pattern: /^###\s+FR-0?4\b/m },
    ],
    requirements: { min: 5, max: 5 },
  },
};

// ---------------------------------------------------------------------------------------------
// 4. A German Word PRD (Muss/Soll/Kann table as Markdown rows, dates as 01.09.2026), then a
// follow-up typed in English.

const REGIOKORB_FILE = 'PRD Regiokorb v0.2.docx';

const REGIOKORB = [
  'Produktanforderungsdokument: Regiokorb',
  'Verantwortlich: Jana Vogt · Stand: 15.01.2026 · Version 0.2',
  'Hintergrund',
  'Die Hofgemeinschaft Elbtal verkauft ihr Gemüse bisher nur auf zwei Wochenmärkten in Dresden. Viele Stammkunden fragen nach einem Abo, damit sie nicht jede Woche neu bestellen.',
  'Ziele',
  'Bis Ende 2027 haben 1.200 Haushalte ein aktives Abo.',
  'Weniger als 5 % der Kisten bleiben an den Abholstationen liegen.',
  'Zielgruppen',
  'Haushalte in Dresden, die regional und saisonal kochen wollen.',
  'Abholstationen (Bioläden und Cafés), bei denen die Kisten abgeholt werden.',
  'Anforderungen',
  [
    '| ID | Anforderung | Priorität |',
    '| --- | --- | --- |',
    '| RK-01 | Kunden bestellen online eine Gemüsekiste in drei Größen (klein, mittel, groß) im Wochenabo. | Muss |',
    '| RK-02 | Kunden pausieren oder ändern ihr Abo bis Sonntag 18 Uhr für die folgende Woche. | Muss |',
    '| RK-03 | Bezahlt wird per SEPA-Lastschrift, monatlich im Voraus. | Muss |',
    '| RK-04 | Kunden schließen bis zu 3 Gemüsesorten aus, die nie in ihrer Kiste landen. | Kann |',
    '| RK-05 | Am Tag vor der Abholung bekommen Kunden eine E-Mail mit dem Inhalt der Kiste und einem Rezept. | Soll |',
    '| RK-06 | Jede Abholstation sieht am Liefertag eine Liste der Kisten, die bei ihr abgeholt werden. | Muss |',
  ].join('\n'),
  'Nicht im Umfang',
  'Lieferung an die Haustür.',
  'Obst, Eier und Milchprodukte.',
  'Meilensteine',
  'Pilot mit 80 Haushalten in der Dresdner Neustadt: 01.09.2026',
  'Start an allen 12 Abholstationen: 12.01.2027',
];

const REGIOKORB_UPDATE = 'RK-04 is now a Should, and the pilot moves to 1 October 2026';

const PILOT_SEPT = /\b0?1\.0?9\.2026|\b1\. ?sep(tember)? 2026|\b1 sep(tember)? 2026|2026-09-01/;
const PILOT_OCT = /\b0?1\.10\.2026|\b1\. ?okt(ober)? 2026|\b1 oct(ober)? 2026|2026-10-01/;
const LAUNCH = /\b12\.0?1\.2027|\b12\. ?jan(uar)? 2027|\b12 jan(uary)? 2027|2027-01-12/;

export const uploadedGermanTable: EvalCase = {
  name: 'dev-uploaded-german-table',
  description:
    'An uploaded German Word PRD ("Produktanforderungsdokument", an ID | Anforderung | Priorität table with Muss/Soll/Kann, Nicht im Umfang, Meilensteine with dd.mm.yyyy dates), then an English follow-up changing a priority and the pilot date.',
  input: {
    message: '',
    files: [{ name: REGIOKORB_FILE, kind: 'document' }],
    chunks: docxChunks(REGIOKORB_FILE, REGIOKORB),
  },
  expect: {
    productName: 'Regiokorb',
    facts: [
      inSection(
        'Anywhere',
        'RK-01 kept: Gemüsekiste in drei Größen im Wochenabo, Muss',
        /rk-01/,
        /gem(ü|ue)sekiste/,
        /wochenabo/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'RK-02 kept: pausieren oder ändern bis Sonntag 18 Uhr, Muss',
        /rk-02/,
        /sonntag/,
        /\b18 uhr\b/,
        MUST,
      ),
      inSection('Anywhere', 'RK-03 kept: SEPA-Lastschrift, Muss', /rk-03/, /sepa/, MUST),
      inSection(
        'Anywhere',
        'RK-04 kept: bis zu 3 Gemüsesorten ausschließen, Kann',
        /rk-04/,
        /gem(ü|ue)sesorten/,
        COULD,
      ),
      inSection(
        'Anywhere',
        'RK-05 kept: E-Mail mit Inhalt und Rezept am Vortag, Soll',
        /rk-05/,
        /e-mail/,
        /rezept/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'RK-06 kept: Liste der Kisten für jede Abholstation, Muss',
        /rk-06/,
        /abholstation/,
        /liste/,
        MUST,
      ),
      inSection(GOALS, 'Ziel: 1.200 Haushalte mit aktivem Abo bis Ende 2027', /\b1[.,]?200\b/),
      inSection(GOALS, 'Ziel: weniger als 5 % liegengebliebene Kisten', /\b5 ?%/),
      inSection('Milestones', 'Pilot mit 80 Haushalten am 01.09.2026', /pilot/, PILOT_SEPT),
      inSection('Milestones', 'Start an allen 12 Abholstationen am 12.01.2027', LAUNCH),
      nonGoal('keine Lieferung an die Haustür', /haust(ü|ue)r/),
      nonGoal('kein Obst, keine Eier, keine Milchprodukte', /milchprodukte|obst|eier/),
      persona('Haushalte', /haushalt/),
      persona('Abholstationen', /abholstation/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(id|anforderung|priorit(ä|ae)t)( |$)/,
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
        'the metadata line as a requirement',
        /jana vogt|verantwortlich|stand:/,
        'chatter',
      ),
      notIn(
        'Title',
        'the document type or file name as the name',
        /^produktanforderungsdokument|docx|v0\.2/,
        'invented',
      ),
      notRequired('Lieferung an die Haustür', /haust(ü|ue)r/),
      notRequired('Milchprodukte', /milchprodukte/),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 6, max: 6 },
  },
  followUps: [
    {
      message: REGIOKORB_UPDATE,
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Regiokorb',
        facts: [
          inSection('Anywhere', 'RK-04 now Soll', /rk-04/, /gem(ü|ue)sesorten/, SHOULD),
          inSection('Milestones', 'pilot on 1 October 2026', /pilot/, PILOT_OCT),
          inSection('Anywhere', 'RK-01 untouched', /rk-01/, /wochenabo/, MUST),
          inSection('Anywhere', 'RK-05 untouched', /rk-05/, /rezept/, SHOULD),
          inSection('Milestones', 'launch untouched', LAUNCH),
        ],
        forbidden: [
          notIn('Milestones', 'the old pilot date', PILOT_SEPT, 'stale'),
          notIn(
            'Functional requirements',
            'RK-04 still Kann',
            /gem(ü|ue)sesorten[\s\S]*\bp2\b|\bp2\b[\s\S]*gem(ü|ue)sesorten/,
            'stale',
          ),
        ],
        changes: [/RK-04/i, /1 October|1\. Oktober|01\.10\.2026|2026-10-01/i],
      },
    },
  ],
};
