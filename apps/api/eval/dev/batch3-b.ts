import type { SourceChunk } from '../../src/modules/prd/writers/types.js';
import {
  action,
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  req,
  risk,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';
import { docxChunks } from './faithful.js';

// Dev cases, batch 3 (b): written from outside the writer (see docs/eval.md), each in another
// shape and domain: an uploaded Word PRD with a Priority | ID | Requirement | Notes table and a
// typed update, a PDF spec with running headers, footers and a table of contents, a slide deck
// exported as text with "Slide n" and speaker notes, a German brief sent as an email, a French
// meeting report (compte rendu), a Spanish prose brief that corrects a value in passing, and a
// user-story backlog pasted from a spreadsheet with Estimate and Status columns.

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements'];
const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

// The rendered PRD shows a priority as `P0 (Must)`, `P1 (Should)` or `P2 (Could)`: a fact on a
// whole requirement block matches the level or the file's own word.
const MUST = /\bp0\b|\bmust\b/;
const SHOULD = /\bp1\b|\bshould\b/;
const COULD = /\bp2\b|\bcould\b/;

const RENUMBERED = { label: 'the file ids renumbered as FR-n', pattern: /^###\s+FR-\d/m };

// ---------------------------------------------------------------------------------------------
// 1. An existing PRD uploaded as Word: a metadata line, a requirements table whose columns come
// in an unusual order (Priority | ID | Requirement | Notes) with dotted ids (R1.1 …) and
// Must/Should/Could, and an update typed with the upload: the card deposit (R3.1) is dropped,
// the launch moves from 14 March to 11 April 2026, and R2.3 becomes a Must.

const LENDBOX_FILE = 'Lendbox PRD v1.4.docx';

const LENDBOX = [
  'Lendbox – Product Requirements',
  'Eastfield Residents Association · Owner: Tomasz Wrona · v1.4 · 20 January 2026',
  'Background',
  'The association lends about 240 tools (drills, ladders, pressure washers, hedge trimmers) from a shed behind the community centre. Loans are written in a notebook kept in the shed; around 1 in 5 tools comes back late and 14 tools went missing last year.',
  'Goals',
  'Cut late returns from 20% of loans to under 8% within six months of launch.',
  'Every tool that leaves the shed has a named borrower on record.',
  'Users',
  'Members: about 430 households in Eastfield, who pay £10 a year to borrow.',
  'Volunteers: 12 volunteers run the shed on Saturday mornings and Wednesday evenings.',
  'Requirements',
  [
    '| Priority | ID | Requirement | Notes |',
    '| --- | --- | --- | --- |',
    '| Must | R1.1 | Members reserve a tool from the online catalogue on their phone, for a loan of up to 7 days. | At most 2 tools per member at once |',
    '| Must | R1.2 | Volunteers check tools out and back in by scanning the QR label on the tool. | Labels already printed |',
    '| Should | R1.3 | Members join a waiting list for a tool that is out; the first in line is told by email when it comes back. | |',
    '| Must | R2.1 | Borrowers get an email reminder the day before a loan is due and again on the due date. | |',
    "| Should | R2.2 | Volunteers see a list of overdue loans with each borrower's phone number. | |",
    '| Could | R2.3 | Members report a broken or damaged tool, with a photo, when they return it. | Asked for by the repair café |',
    '| Could | R3.1 | A £5 refundable deposit for power tools, paid by card when the tool is reserved. | Needs a payment provider |',
    '| Should | R3.2 | Members see their own loan history. | |',
  ].join('\n'),
  'Out of scope',
  "Delivering tools to members' homes.",
  'Lending to people who are not members of the association.',
  'Non-functional requirements',
  'The catalogue works in any phone browser; members do not install an app.',
  'Member data stays with the association and is never shared with sponsors.',
  'Risks',
  'Not every volunteer has a smartphone to scan with.',
  'Milestones',
  'Volunteer training: 28 February 2026',
  'Launch: 14 March 2026',
  'Open questions',
  'Does our insurance cover members using power tools at home?',
];

const lendboxUpdate: EvalCase = {
  name: 'dev-b3b-word-table-update',
  description:
    'An uploaded Word PRD with a Priority | ID | Requirement | Notes table (R1.1 … R3.2, Must/Should/Could) and a typed update: the card deposit R3.1 dropped, launch moved from 14 March to 11 April 2026, R2.3 bumped to Must.',
  input: {
    message:
      "Here's the current Lendbox PRD. Can you update it: we dropped the card deposit (R3.1), the committee doesn't want to handle money. The launch moved to 11 April 2026. And bump R2.3 to must, the repair café needs it from day one. Keep the IDs as they are please.",
    files: [{ name: LENDBOX_FILE, kind: 'document' }],
    chunks: docxChunks(LENDBOX_FILE, LENDBOX),
  },
  expect: {
    productName: 'Lendbox',
    notProductName: ['Eastfield Residents Association'],
    facts: [
      inSection(
        'Anywhere',
        'R1.1 kept: reserve from the catalogue for up to 7 days, Must',
        /\br1\.1\b/,
        /reserv/,
        /\b7 days\b/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'R1.2 kept: check out and in by scanning the QR label, Must',
        /\br1\.2\b/,
        /\bqr\b/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'R1.3 kept: waiting list for a tool that is out, Should',
        /\br1\.3\b/,
        /waiting list/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'R2.1 kept: reminder the day before and on the due date, Must',
        /\br2\.1\b/,
        /remind/,
        /day before/,
        MUST,
      ),
      inSection(
        'Anywhere',
        'R2.2 kept: list of overdue loans with phone numbers, Should',
        /\br2\.2\b/,
        /overdue/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'R2.3 kept: report a broken or damaged tool with a photo',
        /\br2\.3\b/,
        /broken|damage/,
        /photo/,
      ),
      fr('R2.3 (damage reports) now Must', /broken|damage/, /\bp0\b/),
      inSection(
        'Anywhere',
        'R3.2 kept: members see their loan history, Should',
        /\br3\.2\b/,
        /history/,
        SHOULD,
      ),
      inSection(
        'Anywhere',
        'the 2-tools-per-member note kept with R1.1',
        /\br1\.1\b/,
        /\b(2|two) tools\b/,
      ),
      nonGoal('the card deposit dropped', /deposit/),
      nonGoal('no delivery to homes', /deliver/),
      nonGoal(
        'no lending to non-members',
        /non-members?|not (association )?members|outside the association/,
      ),
      inSection('Milestones', 'launch on 11 April 2026', /\b11 apr(il)? 2026|2026-04-11/),
      inSection('Milestones', 'volunteer training on 28 February 2026', /\b28 feb(ruary)? 2026/),
      inSection(GOALS, 'goal: late returns from 20% to under 8%', /\b8 ?%/),
      openQuestion('insurance for power tools at home', /insurance/),
      risk('not every volunteer has a smartphone', /smartphone/),
      persona('members', /member|borrower/),
    ],
    forbidden: [
      notIn(BODY, 'the old launch date', /\b14 mar(ch)? 2026|2026-03-14/, 'stale'),
      notRequired('the card deposit', /deposit|£ ?5\b/),
      notRequired('home delivery', /(?<!no |not )deliver(y|ing) (of )?tools/),
      notIn(
        'Functional requirements',
        'R2.3 (damage reports) still Could',
        /(broken|damage)[\s\S]*\bp2\b|\bp2\b[\s\S]*(broken|damage)/,
        'stale',
      ),
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(priority|id|requirement|notes)( |$)|priority id requirement|requirement notes/,
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
        /tomasz wrona|owner:|20 jan(uary)? 2026/,
        'chatter',
      ),
      notIn(BODY, 'the typed instruction', /can you update|keep the ids/, 'chatter'),
      notIn('Title', 'the file name or version as the name', /docx|v1\.4|prd v/, 'invented'),
    ],
    rawMustNotMatch: [RENUMBERED],
    requirements: { min: 7, max: 7 },
  },
};

// ---------------------------------------------------------------------------------------------
// 2. A functional spec as PDF text, one chunk per page: a title page, a table of contents with
// dot leaders, the trust's running header and a "Confidential — Page n of 6" footer on every
// page, and numbered sections ("3.2 Notifications"). Typed: "turn this into a PRD".

const PORTER_FILE = 'Porterline functional spec v1.2.pdf';

const PORTER_PAGES = [
  `Calloway Health NHS Trust — Estates & Facilities
Porterline
Functional Specification
Version 1.2 — February 2026
Prepared by: Estates Digital Team
Confidential — Page 1 of 6`,
  `Calloway Health NHS Trust — Estates & Facilities
Contents
1 Introduction ............................................ 3
2 Users ................................................... 3
3 Functional requirements ................................. 4
3.1 Requests .............................................. 4
3.2 Notifications ......................................... 4
3.3 Supervisor dashboard .................................. 5
4 Non-functional requirements ............................. 5
5 Out of scope ............................................ 6
6 Rollout ................................................. 6
Confidential — Page 2 of 6`,
  `Calloway Health NHS Trust — Estates & Facilities
1 Introduction
Porters at Calloway General are requested by phoning the porters' lodge, which
writes each job on a whiteboard. The average wait for a patient transfer is 38
minutes, and jobs are lost when the lodge phone is busy. Porterline replaces the
phone calls and the whiteboard. Goal: bring the average wait for a patient transfer
under 20 minutes.
2 Users
Ward staff (nurses, ward clerks) who request porters; porters, who carry a handheld;
the porter supervisor on each shift.
Confidential — Page 3 of 6`,
  `Calloway Health NHS Trust — Estates & Facilities
3 Functional requirements
3.1 Requests
Ward staff request a porter from any ward PC, choosing the job type (patient
transfer, specimen, equipment), the pick-up point, the destination and the urgency
(routine, urgent, emergency).
A patient transfer also records how the patient travels (bed, chair or walking) and
whether oxygen is needed.
3.2 Notifications
Each job goes to the nearest free porter trained for that job type, on the handheld.
The porter has 2 minutes to accept; otherwise the job goes to the next porter.
The requesting ward sees the job's status live: accepted, on the way, collected,
delivered.
Confidential — Page 4 of 6`,
  `Calloway Health NHS Trust — Estates & Facilities
An emergency job that no porter has accepted within 60 seconds sounds an alarm on
the supervisor's screen.
3.3 Supervisor dashboard
The supervisor sees every open job on a map of the site with its waiting time, and
can reassign a job to another porter.
A monthly report shows jobs per ward and the average response time.
4 Non-functional requirements
Handhelds keep working in lifts and basements: jobs are held on the handheld and
synced when signal returns.
No patient names on the handheld: only the ward and bed number.
Available 24/7; planned downtime only between 02:00 and 04:00.
Confidential — Page 5 of 6`,
  `Calloway Health NHS Trust — Estates & Facilities
5 Out of scope
Taxi and ambulance bookings for discharged patients.
Cleaning requests: Domestic Services keep their own system.
6 Rollout
Pilot on the surgical floor (wards 7 to 12) from May 2026; all wards by September
2026.
Open issue: do agency porters get a handheld?
Confidential — Page 6 of 6`,
];

const porterChunks: SourceChunk[] = PORTER_PAGES.map((text, i) => ({
  file: PORTER_FILE,
  locator: `page ${i + 1}`,
  text,
}));

const porterSpec: EvalCase = {
  name: 'dev-b3b-pdf-spec-toc',
  description:
    'A hospital porter-request spec as PDF pages: title page, a table of contents with dot leaders, the trust header and "Confidential — Page n of 6" on every page, numbered sections 3.1–3.3, out of scope and a rollout.',
  input: {
    message: 'turn this into a PRD',
    files: [{ name: PORTER_FILE, kind: 'document' }],
    chunks: porterChunks,
  },
  expect: {
    productName: 'Porterline',
    notProductName: ['Calloway Health', 'Functional Specification', 'Contents', 'Estates'],
    facts: [
      fr(
        'ward staff request a porter with job type, pick-up, destination and urgency',
        /job type|type of job/,
        /urgen/,
      ),
      fr(
        'a patient transfer records bed, chair or walking and oxygen',
        /oxygen/,
        /bed|chair|walking/,
      ),
      fr('2 minutes to accept, then the next porter', /\b(2|two) minutes\b/, /accept/),
      fr(
        'the ward sees the status live: accepted, on the way, collected, delivered',
        /on the way/,
        /collected|delivered/,
      ),
      fr(
        'an emergency job unaccepted for 60 seconds sounds an alarm for the supervisor',
        /emergency/,
        /\b60 seconds\b/,
        /alarm/,
      ),
      fr('the supervisor sees open jobs on a map and reassigns them', /reassign/),
      fr('a monthly report of jobs per ward and response time', /monthly report|report/, /ward/),
      req(
        'handhelds work in lifts and basements, synced when signal returns',
        /lift|basement/,
        /sync|signal/,
      ),
      req('no patient names on the handheld, only ward and bed', /patient names?/, /bed/),
      req('available 24/7, downtime only 02:00 to 04:00', /24\/7/, /0?2[:.]00|\b2 ?am\b/),
      nonGoal('no taxi or ambulance bookings', /taxi|ambulance/),
      nonGoal('no cleaning requests', /cleaning/),
      inSection(GOALS, 'goal: average transfer wait from 38 to under 20 minutes', /\b20 minutes\b/),
      inSection('Milestones', 'pilot on the surgical floor from May 2026', /may 2026/),
      inSection('Milestones', 'all wards by September 2026', /sep(tember)? 2026/),
      openQuestion('do agency porters get a handheld', /agency/),
      persona('porters', /porter/),
      persona('ward staff', /ward staff|nurse|ward clerk/),
    ],
    forbidden: [
      notIn(BODY, 'the page footer', /page \d of 6/, 'chatter'),
      notIn(BODY, 'the "Confidential" footer', /confidential/, 'chatter'),
      notIn(BODY, 'a table-of-contents line', /\.{4,}|^contents$/, 'chatter'),
      notIn(
        REQS,
        'the running header or title-page lines',
        /estates & facilities|prepared by|estates digital team|functional specification/,
        'chatter',
      ),
      notRequired('taxi or ambulance bookings', /(?<!no |not )(taxi|ambulance) booking/),
      notRequired('cleaning requests', /(?<!no |not )cleaning request/),
      notIn('Title', 'the file name or version as the name', /v1\.2|pdf|spec/, 'invented'),
    ],
    rawMustMatch: [{ label: 'a page locator of the PDF', pattern: /page [3-6]/i }],
    requirements: { min: 6, max: 12 },
  },
};

// ---------------------------------------------------------------------------------------------
// 3. A board pitch deck exported as text: "Slide n" lines, titles, terse bullets, speaker notes
// marked "Notes:", a competitor landscape (their prices and features, not ours), a "Not in
// scope" slide, a timeline by quarter and a closing slide.

const QUIZ_DECK = `Slide 1
Quizzly
Pub quiz leagues without the paper
Board pitch · March 2026
Notes: Thank everyone for coming. Mention that Dave's team won the cup last week.

Slide 2
The problem
• 60 pubs play in the Northern Quiz League every week
• Quizmasters mark paper answer sheets by hand
• Scores are typed into a spreadsheet on Sunday; teams see results 3 days later
Notes: Slow results are the number one complaint in the players' survey.

Slide 3
What Quizzly does
• Each team answers on one phone
• Answers are marked automatically; the quizmaster can override a mark (spelling, half points)
• Live leaderboard on the pub TV between rounds
• League table updated the moment a quiz ends

Slide 4
Quizmaster tools
• Question pack sent to the quizmaster 24 hours before the quiz
• A team that switches away from the app during a round is flagged to the quizmaster
• Answers are kept if a phone loses Wi-Fi mid-round and sent when it reconnects
Notes: Cheating was the thing quizmasters asked about most. Ask Priya to demo the flag.

Slide 5
Competitor landscape
• QuizXpress – £20/month per venue, hardware buzzers, single venue only
• Kahoot! – free for casual quizzes, no venues, no leagues
• SpeedQuizzing – pay per quiz, picture rounds, single venue only
Notes: Nobody runs a league across venues. That's our gap.

Slide 6
Business model
• Landlords pay £15 a month per pub
• Teams play free

Slide 7
Not in scope
• Cash prizes or prize payouts through the app
• Buzzers or any other hardware
• Quizzes run by pubs outside the league

Slide 8
What success looks like
• 40 of the 60 league pubs live by the end of Q3
• Results published within 10 minutes of the last round

Slide 9
Timeline
• Q2 2026 – build, pilot in 5 pubs in Leeds
• Q3 2026 – open to every league pub
• Q4 2026 – question-pack editor for quizmasters

Slide 10
Risks and open points
• Pub Wi-Fi is patchy and some landlords won't share the password
• Who writes the question packs after Q4, once we stop buying them in?

Slide 11
Thank you
Questions?
Notes: Leave ten minutes for Q&A.`;

const quizDeck: EvalCase = {
  name: 'dev-b3b-slide-deck-notes',
  description:
    'A pub-quiz league pitch deck exported as text: "Slide n" lines, titles, bullets, "Notes:" speaker notes, a competitor landscape with their prices, a "Not in scope" slide, a quarterly timeline and a thank-you slide.',
  input: { message: QUIZ_DECK },
  expect: {
    productName: 'Quizzly',
    notProductName: ['Northern Quiz League', 'Board pitch', 'Slide'],
    facts: [
      fr('each team answers on one phone', /one phone|phone/, /team/, /answer/),
      fr(
        'answers marked automatically; the quizmaster can override',
        /automatic|auto-?mark/,
        /overrid/,
      ),
      fr('live leaderboard on the pub TV', /leaderboard/, /\btv\b/),
      fr('question pack sent 24 hours before', /question pack/, /\b24 hours\b/),
      fr('a team switching away during a round is flagged', /switch/, /flag/),
      req('answers kept when Wi-Fi drops, sent on reconnect', /wi-?fi|reconnect|offline/, /answer/),
      inSection(
        ['Functional requirements', 'Non-functional requirements', 'Problem and goals', 'TL;DR'],
        'landlords pay £15 a month per pub; teams play free',
        /£ ?15\b/,
      ),
      nonGoal('no cash prizes or payouts', /prize/),
      nonGoal('no buzzers or other hardware', /buzzer|hardware/),
      nonGoal('no quizzes outside the league', /outside the league/),
      inSection(GOALS, '40 of the 60 pubs live by the end of Q3', /\b40\b/, /\bq3\b/),
      inSection(GOALS, 'results published within 10 minutes', /\b10 minutes\b|ten minutes/),
      inSection('Milestones', 'Q2 2026: build and pilot in 5 Leeds pubs', /\bq2\b/, /leeds|pilot/),
      inSection('Milestones', 'Q4 2026: question-pack editor', /\bq4\b/, /editor/),
      risk('patchy pub Wi-Fi', /wi-?fi/),
      openQuestion('who writes the question packs after Q4', /question packs?/),
      persona('quizmasters', /quizmaster/),
      persona('teams', /team|player/),
    ],
    forbidden: [
      notIn(BODY, 'a slide number', /\bslide \d+/, 'chatter'),
      notIn(BODY, 'a speaker-notes marker', /\bnotes:/, 'chatter'),
      notIn(
        BODY,
        'speaker-note chatter',
        /dave|cup last week|priya|demo the flag|q&a|thank everyone/,
        'chatter',
      ),
      notIn(REQS, 'the closing slide', /thank you|^questions\??$/, 'chatter'),
      notIn(
        [...REQS, 'Success metrics'],
        'a competitor as our requirement or target',
        /quizxpress|kahoot|speedquizzing|£ ?20\b|pay per quiz|picture rounds/,
        'other',
      ),
      notRequired('buzzers or hardware', /(?<!no |not |without )(buzzers?|hardware)\b/),
      notRequired('cash prizes', /(?<!no )(cash )?prize payouts?|(?<!no )cash prizes/),
    ],
    requirements: { min: 5, max: 10 },
  },
};

// ---------------------------------------------------------------------------------------------
// 4. A German brief sent as an email: subject line, "Hallo Team", the requirements as a list,
// a "Pflicht" constraint (DSGVO, deletion after 90 days, hosting in Germany), "Nicht in Version
// 1", a goal number, a start date, an open point, the closing formula and a full signature.

const SPERRFIX_EMAIL = `Betreff: Sperrfix – Anforderungen für Version 1

Hallo Team,

wie am Dienstag besprochen, hier die Eckpunkte für Sperrfix, die Online-Terminbuchung für die Sperrmüllabholung der Abfallwirtschaft Rheinhessen-Süd (AWRS).

Heute rufen die Bürgerinnen und Bürger für jede Abholung bei unserer Hotline an: rund 1.800 Anrufe pro Woche, die Wartezeit liegt oft über 20 Minuten. Die Termine trägt das Callcenter von Hand in den Tourenplan ein. Zur Größenordnung: 14 Bezirke, 9 Fahrzeuge, davon 2 nur für Elektrogeräte.

Anbei die Liste der Gegenstände aus dem Callcenter (Excel), die können wir übernehmen.

Was Sperrfix können muss:
- Bürger buchen online einen Abholtermin für ihre Adresse; angezeigt werden nur die Termine aus dem Tourenplan ihres Bezirks.
- Pro Haushalt sind zwei Abholungen im Jahr kostenlos, jede weitere kostet 35 € und wird per Rechnung bezahlt.
- Bei der Buchung wählen die Bürger die Gegenstände aus einer Liste (z. B. Sofa, Schrank, Matratze); höchstens 5 m³ pro Abholung.
- Elektrogeräte (Kühlschrank, Waschmaschine) werden als eigene Position erfasst, weil sie mit einem anderen Fahrzeug abgeholt werden.
- Am Tag vor der Abholung bekommen die Bürger eine Erinnerung per E-Mail oder SMS.
- Eine Stornierung ist bis 48 Stunden vor dem Termin möglich.
- Die Disponenten sehen pro Tag und Tour alle Buchungen mit dem geschätzten Volumen.

Pflicht: Die Lösung muss DSGVO-konform sein. Adressdaten werden 90 Tage nach der Abholung gelöscht, gehostet wird ausschließlich in Deutschland.

Nicht in Version 1:
- Online-Bezahlung (PayPal, Kreditkarte) – vorerst nur Rechnung
- Eine eigene App, es bleibt bei der Website
- Gewerbekunden

Ziel: Die Anrufe zum Thema Sperrmüll sollen innerhalb eines Jahres nach dem Start um 60 % sinken.

Der Start ist am 1. Oktober 2026 geplant, vorher testen wir ab Juli im Bezirk Nord.

Offen ist noch, ob auch Mieter selbst buchen dürfen oder nur Eigentümer und Hausverwaltungen.

Bitte gebt mir bis Freitag Bescheid, falls etwas fehlt.

PS: Die Texte für die Erinnerungen schreibt die Pressestelle.

Mit freundlichen Grüßen

Sabine Krüger
Leiterin Kundenservice
Abfallwirtschaft Rheinhessen-Süd
Tel. 06131 555-0142
sabine.krueger@awrs-example.de`;

const sperrfixEmail: EvalCase = {
  name: 'dev-b3b-german-email',
  description:
    'A German brief sent as an email (Betreff, "Hallo Team", "Mit freundlichen Grüßen", a signature with phone and address) for bulky-waste pickup booking: a Pflicht DSGVO constraint, "Nicht in Version 1", a 60 % goal, a start date.',
  input: { message: SPERRFIX_EMAIL },
  expect: {
    productName: 'Sperrfix',
    notProductName: ['Betreff', 'Hallo', 'Abfallwirtschaft', 'AWRS'],
    facts: [
      fr(
        'Abholtermin online buchen, nur Termine des eigenen Bezirks',
        /buch|book/,
        /bezirk|district/,
      ),
      fr('zwei kostenlose Abholungen im Jahr, jede weitere 35 €', /35 ?€|€ ?35\b/),
      fr('Gegenstände aus einer Liste, höchstens 5 m³', /\b5 ?m(³|3)/),
      fr('Elektrogeräte als eigene Position', /elektroger(ä|a)t|appliance/),
      fr('Erinnerung am Vortag per E-Mail oder SMS', /erinnerung|reminder/, /sms/),
      fr('Stornierung bis 48 Stunden vorher', /storn|cancel/, /\b48 (stunden|hours)\b/),
      fr('Disponenten sehen Buchungen pro Tag und Tour', /disponent|dispatcher/, /tour|route/),
      req('DSGVO-konform', /dsgvo|gdpr/),
      req('Adressdaten nach 90 Tagen gelöscht', /\b90 (tagen|tage|days)\b/, /l(ö|o)sch|delet/),
      req('Hosting nur in Deutschland', /deutschland|germany/),
      nonGoal('keine Online-Bezahlung in Version 1', /online-?(be)?zahlung|paypal|online payment/),
      nonGoal('keine eigene App', /\bapp\b/),
      nonGoal('keine Gewerbekunden', /gewerbe|business customers/),
      inSection(GOALS, 'Ziel: 60 % weniger Anrufe', /\b60 ?%/, /anruf|call/),
      inSection(
        'Milestones',
        'Start am 1. Oktober 2026',
        /oktober 2026|\boct(ober)? 2026|2026-10-01/,
      ),
      inSection('Milestones', 'Test ab Juli im Bezirk Nord', /juli|july/, /nord/),
      openQuestion('dürfen Mieter selbst buchen', /mieter|tenant/),
      persona('Bürgerinnen und Bürger', /b(ü|u)rger|resident/),
    ],
    forbidden: [
      notIn(BODY, 'the greeting', /hallo team/, 'chatter'),
      notIn(BODY, 'the closing formula', /freundlichen gr(ü|u)(ß|ss)en/, 'chatter'),
      notIn(BODY, 'the subject line', /betreff/, 'chatter'),
      notIn(BODY, 'the phone number or email address', /06131|555-0142|@awrs/, 'chatter'),
      notIn(REQS, 'the signature', /sabine|kr(ü|u)ger|leiterin kundenservice/, 'chatter'),
      notIn(REQS, 'the request for feedback', /bescheid|bis freitag/, 'chatter'),
      notIn(REQS, 'the attachment remark', /anbei|\(excel\)/, 'chatter'),
      notRequired(
        'online payment',
        /(?<!keine |nicht |no )(online-bezahlung|paypal|kreditkarte|credit card)/,
      ),
      notRequired('business customers', /(?<!keine |nicht |no )gewerbekunden/),
      notRequired('a native app', /(?<!keine |no )eigene app|native app/),
    ],
    requirements: { min: 6, max: 10 },
  },
};

// ---------------------------------------------------------------------------------------------
// 5. A French meeting report (compte rendu): date, participants and an apology, context, the
// decisions as a list, "Hors périmètre", an open point, actions ("X doit … d'ici vendredi"), a
// date and the next meeting.

const CRENO_CR = `Compte rendu – Réunion de lancement Créno
Date : mardi 10 février 2026
Participants : Hélène Marchand (Direction des sports), Karim Benali (DSI), Julie Roux (cheffe de projet), Thomas Petit (Office municipal des sports)
Excusé : Marc Lefèvre (Finances)
Rédactrice : Julie Roux
Ordre du jour : contexte, décisions, suite du projet

1. Contexte
Hélène ouvre la réunion et remercie les participants. La ville gère 9 gymnases. Les 140 associations sportives demandent leurs créneaux sur un formulaire papier en juin, les plannings sont faits sur Excel par la Direction des sports, et environ 25 % des créneaux attribués ne sont jamais utilisés. Créno sera le portail de réservation des gymnases pour les associations.

Objectif fixé par Hélène : moins de 10 % de créneaux non utilisés d'ici juin 2027.

2. Décisions
- Les associations demandent leurs créneaux annuels en ligne (gymnase, jour, horaire, discipline) du 1er au 30 juin.
- La Direction des sports valide ou refuse chaque demande ; quand deux demandes se chevauchent, priorité aux associations qui accueillent des jeunes de moins de 18 ans.
- Un créneau non utilisé 3 semaines de suite est libéré et proposé aux autres associations.
- Les gardiens pointent la présence sur une tablette à l'ouverture de la salle.
- Les associations peuvent aussi réserver un créneau ponctuel (tournoi, stage) au moins 15 jours à l'avance.
- Chaque refus est motivé, et l'association est prévenue par e-mail (Thomas rappelle que les clubs se plaignent de refus sans explication).
- Le portail doit être accessible (RGAA).

3. Hors périmètre
- La facturation des locations aux clubs privés : elle reste dans le logiciel des Finances.
- Les piscines, qui gardent leur propre planning pour cette première version.

4. Point ouvert
Que fait-on des écoles qui utilisent les gymnases en journée ? Karim pense qu'il faut les intégrer, Hélène préfère attendre. À voir avec la Direction de l'éducation.

5. Actions
- Karim doit vérifier d'ici vendredi si les tablettes des gardiens peuvent être réutilisées.
- Julie doit envoyer le planning du projet aux participants d'ici vendredi.
- Thomas doit consulter 5 associations sur le parcours de demande avant le 28 février.

Calendrier : ouverture des demandes en ligne le 1er juin 2026.

6. Divers
- Karim indique que le portail sera hébergé sur les serveurs de la ville.

Prochaine réunion : mardi 24 février à 14 h, salle du conseil.`;

const crenoMeeting: EvalCase = {
  name: 'dev-b3b-french-compte-rendu',
  description:
    'A French meeting report for a gym-slot booking portal: participants, "Décisions", "Hors périmètre", an open point where two people disagree, actions ("X doit … d\'ici vendredi") and the next meeting.',
  input: { message: CRENO_CR },
  expect: {
    productName: 'Créno',
    notProductName: ['Compte rendu', 'Réunion'],
    facts: [
      fr(
        'demande des créneaux annuels en ligne du 1er au 30 juin',
        /cr(é|e)neaux? annuels?|annual/,
        /juin|june/,
      ),
      fr(
        'validation par la Direction des sports, priorité aux moins de 18 ans',
        /valid|approv/,
        /\b18 ans\b|under 18/,
      ),
      fr(
        'créneau non utilisé 3 semaines de suite libéré',
        /\b(3|trois) semaines\b|\b3 weeks\b/,
        /lib(é|e)r|released?/,
      ),
      fr(
        'les gardiens pointent la présence sur une tablette',
        /gardien|caretaker/,
        /tablette|tablet/,
      ),
      fr(
        "créneau ponctuel au moins 15 jours à l'avance",
        /ponctuel|one-off|tournoi|tournament/,
        /\b15 (jours|days)\b/,
      ),
      fr("chaque refus est motivé et l'association prévenue par e-mail", /refus/, /motiv/),
      req('portail accessible (RGAA)', /rgaa/),
      nonGoal('pas de facturation des clubs privés', /factur|billing|invoic/),
      nonGoal('pas les piscines', /piscine|swimming pool/),
      inSection(GOALS, 'objectif : moins de 10 % de créneaux non utilisés', /\b10 ?%/),
      inSection(
        'Milestones',
        'ouverture des demandes le 1er juin 2026',
        /\b1(er)? juin 2026|\b1 june 2026|2026-06-01/,
      ),
      openQuestion('les écoles qui utilisent les gymnases en journée', /(é|e)coles?|schools?/),
      action(
        "Karim vérifie les tablettes d'ici vendredi",
        /karim/,
        /tablette|tablet/,
        /vendredi|friday/,
      ),
      action("Julie envoie le planning d'ici vendredi", /julie/, /planning|plan|schedule/),
      action(
        'Thomas consulte 5 associations avant le 28 février',
        /thomas/,
        /\b5\b|cinq|five/,
        /associations?/,
      ),
      persona('associations sportives', /associations?/),
      persona('Direction des sports', /direction des sports|sports department/),
      persona('gardiens', /gardien|caretaker/),
    ],
    forbidden: [
      notIn(BODY, 'the next meeting', /prochaine r(é|e)union|salle du conseil/, 'chatter'),
      notIn(
        REQS,
        'the participants or the apology',
        /participants|excus(é|e)|marc lef(è|e)vre/,
        'chatter',
      ),
      notIn(
        REQS,
        'an action as a requirement',
        /d'ici vendredi|doit v(é|e)rifier|doit envoyer/,
        'chatter',
      ),
      notRequired('billing of private clubs', /(?<!pas de |sans |hors )facturation/),
      notRequired('swimming pools', /(?<!pas les |hors |sans )piscines?/),
    ],
    requirements: { min: 4, max: 8 },
  },
};

// ---------------------------------------------------------------------------------------------
// 6. A Spanish brief in prose paragraphs, no headings or lists: the return window is corrected
// in the same paragraph (30 days, "mejor 14 días"), and two exclusions said as "no incluye" and
// "queda fuera del alcance".

const PRESTALIBRO = `Queremos lanzar PrestaLibro, la plataforma del banco de libros de texto de los 12 colegios públicos de Villanueva del Campo. Hoy las familias dejan los libros en cajas al final del curso y las AMPAs los reparten en septiembre con listas en papel. El curso pasado 320 alumnos se quedaron sin algún libro durante las primeras tres semanas de clase, y nadie sabía qué libros estaban en qué colegio.

Con PrestaLibro, las familias solicitan en línea el lote de libros del curso de su hijo o hija entre el 1 y el 15 de julio. Cada libro lleva una etiqueta con código de barras, y los voluntarios de la AMPA registran la entrega y la devolución escaneando la etiqueta con el móvil.

Los voluntarios usarán su propio móvil; no vamos a comprar lectores de códigos de barras.

Al devolver un libro, el voluntario marca su estado: bueno, aceptable o no reutilizable. Si un libro no se puede reutilizar por mal uso, la familia lo repone o paga 15 euros.

Las familias tienen 30 días para devolver los libros después de acabar el curso… bueno, mejor 14 días, que en agosto la biblioteca municipal cierra y no hay quien los recoja. Tres días antes de que termine el plazo, las familias reciben un aviso por correo electrónico o SMS.

La dirección de cada colegio ve un panel con los lotes entregados, los pendientes de devolver y los libros que faltan por curso, para pedir a tiempo los que hagan falta.

Como son datos de menores, tenemos que cumplir el RGPD: solo guardamos el nombre del alumno, su curso y su colegio, nada más.

El proyecto no incluye la compra de libros nuevos a las editoriales, que sigue haciendo la Consejería de Educación. La compraventa de libros de segunda mano entre familias queda fuera del alcance.

Los libros de 1.º y 2.º de primaria no entran en el banco, porque son cuadernos en los que los niños escriben.

Lo que queremos conseguir: que ningún alumno empiece el curso sin sus libros, y que el 90 % de los libros se reutilice al menos dos cursos.

Empezaríamos con un piloto en 3 colegios en junio de 2026 y, si sale bien, todos los colegios en septiembre, para el curso 2026-2027.

Una duda que tenemos: ¿qué hacemos con los alumnos que llegan a mitad de curso?`;

const prestalibro: EvalCase = {
  name: 'dev-b3b-spanish-prose',
  description:
    'A Spanish brief in prose paragraphs for a school textbook bank: the return window corrected in passing (30 días… mejor 14 días), "no incluye" and "queda fuera del alcance", a GDPR constraint, goals and a pilot.',
  input: { message: PRESTALIBRO },
  expect: {
    productName: 'PrestaLibro',
    language: 'es',
    facts: [
      fr('las familias solicitan el lote en línea del 1 al 15 de julio', /lote/, /julio/),
      fr(
        'entrega y devolución escaneando el código de barras',
        /c(ó|o)digo de barras|escane/,
        /devoluci(ó|o)n|entrega/,
      ),
      fr('el voluntario marca el estado del libro', /estado/, /reutilizable|aceptable/),
      fr('libro no reutilizable por mal uso: reponer o pagar 15 euros', /\b15 (euros|€)|€ ?15\b/),
      fr('plazo de devolución de 14 días', /\b14 d(í|i)as\b/, /devol/),
      fr('aviso tres días antes del fin del plazo', /aviso/, /\b(3|tres) d(í|i)as\b/),
      fr(
        'panel de la dirección del colegio con lotes y libros que faltan',
        /panel|cuadro de mando|tablero/,
        /direcci(ó|o)n|director/,
      ),
      req('RGPD: solo nombre, curso y colegio del alumno', /rgpd|gdpr/),
      nonGoal('no incluye la compra de libros nuevos a las editoriales', /editorial|libros nuevos/),
      nonGoal('compraventa de segunda mano fuera del alcance', /segunda mano/),
      inSection(
        GOALS,
        'ningún alumno sin libros al empezar el curso',
        /ning(ú|u)n alumno|sin (sus )?libros/,
      ),
      inSection(GOALS, 'el 90 % de los libros se reutiliza dos cursos', /\b90 ?%/),
      inSection('Milestones', 'piloto en 3 colegios en junio de 2026', /piloto/, /junio/),
      inSection('Milestones', 'todos los colegios en septiembre', /septiembre/),
      openQuestion('alumnos que llegan a mitad de curso', /mitad de curso/),
      persona('familias', /familia/),
      persona('voluntarios de la AMPA', /voluntari/),
      persona('dirección del colegio', /direcci(ó|o)n|director/),
    ],
    forbidden: [
      notIn(BODY, 'the superseded 30-day window', /\b30 d(í|i)as\b|treinta d(í|i)as/, 'stale'),
      notIn(BODY, 'the correction talk', /bueno, mejor|no hay quien/, 'chatter'),
      notRequired(
        'buying new books from publishers',
        /(?<!no )compra de libros nuevos|editoriales/,
      ),
      notRequired('second-hand sales', /segunda mano/),
    ],
    requirements: { min: 5, max: 9 },
  },
};

// ---------------------------------------------------------------------------------------------
// 7. A user-story backlog pasted from a spreadsheet as CSV: Epic, Story, Priority, Estimate,
// Status columns, quoted "As a … I want … so that …" stories, four rows "Won't do", one "Spike
// needed", and two lines of context above.

const SIDELINES = `Can you write a PRD for Sidelines from our backlog? Sidelines is the club app for Ashgrove Rovers FC: 14 teams from under-8s to veterans, about 260 players. Goal is every team using it for availability by the start of the season in August 2026. Rows marked Won't do are out for this release.

Epic,Story,Priority,Estimate,Status
Availability,"As a coach, I want to see which players are available for Saturday's match so that I can pick the squad by Thursday",Must,5,Ready
Availability,"As a player or the parent of a junior player, I want to mark availability straight from a notification so that I don't have to reply in the WhatsApp group",Must,3,Ready
Squad,"As a coach, I want to publish the squad with the meeting time and place so that everyone knows where to be",Must,3,In progress
Squad,"As a player, I want a reminder 24 hours before kick-off with the pitch address so that I don't go to the wrong ground",Should,2,Ready
Payments,"As a treasurer, I want players to pay the £4 match fee by card in the app so that I stop chasing cash",Should,8,Ready
Payments,"As a treasurer, I want to see who owes subs at the end of each month so that I can send one reminder",Could,5,Backlog
Payments,"As a parent, I want to pay the season's subs in three instalments so that it's easier on the budget",Could,5,Won't do
Stats,"As a player, I want to see my goals and appearances for the season",Could,3,Backlog
Stats,"As a parent who can't make it, I want live match commentary in the app so that I can follow the game",Could,13,Won't do
Availability,"As a coach, I want an automatic nudge to players who haven't answered by Wednesday evening so that I don't chase them one by one",Should,3,Ready
Comms,"As a coach, I want to message my whole team from the app so that we can leave the WhatsApp group",Should,5,Ready
Comms,"As the club secretary, I want to post club-wide news to every team",Could,3,Backlog
Payments,"As a treasurer, I want a monthly export of all payments for the accounts",Could,2,Backlog
Stats,"As a coach, I want a player-of-the-match vote after each game so that players feel recognised",Could,5,Won't do
Kit,"As a kit manager, I want to track which shirts each team has so that none go missing",Could,5,Won't do
Admin,"As the welfare officer, I want to see which adults have a valid DBS check so that only checked adults coach juniors",Should,5,Ready
Admin,"As the club secretary, I want to add teams and invite coaches by email so that each team runs itself",Must,5,Ready
Admin,"As the club secretary, I want junior players' contact details visible only to their coach and the welfare officer so that we meet safeguarding rules",Must,3,Ready
Fixtures,"As a coach, I want our fixtures imported from the league's Full-Time page so that I don't type them in",Should,8,Spike needed`;

const sidelines: EvalCase = {
  name: 'dev-b3b-csv-user-stories',
  description:
    'A user-story backlog pasted from a spreadsheet as CSV (Epic,Story,Priority,Estimate,Status) for a grassroots football club app, with four "Won\'t do" rows, a "Spike needed" row and the goal in the lines above.',
  input: { message: SIDELINES },
  expect: {
    productName: 'Sidelines',
    notProductName: ['Ashgrove Rovers', 'Epic'],
    facts: [
      fr('coaches see who is available for Saturday', /available|availability/, /coach/, MUST),
      fr('players or parents mark availability from a notification', /notification/, MUST),
      fr('coach publishes the squad with meeting time and place', /squad/, /meeting/, MUST),
      fr(
        'reminder 24 hours before kick-off with the pitch address',
        /\b24 hours\b/,
        /pitch|address/,
        SHOULD,
      ),
      fr('£4 match fee paid by card', /£ ?4\b/, /card/, SHOULD),
      fr('treasurer sees who owes subs each month', /owes?|owing/, /subs/, COULD),
      fr('players see their goals and appearances', /appearances/, COULD),
      fr('club secretary adds teams and invites coaches by email', /invit/, /coach/, MUST),
      req(
        'junior contact details visible only to their coach and the welfare officer',
        /welfare officer/,
        /contact/,
      ),
      fr('fixtures imported from the league Full-Time page', /full-time|fixtures/, /import/),
      nonGoal('no subs in instalments', /instal?ments?/),
      nonGoal('no live match commentary', /commentary/),
      nonGoal('no player-of-the-match vote', /player[- ]of[- ]the[- ]match/),
      inSection(
        [...GOALS, 'Milestones'],
        'every team on availability by the start of the season, August 2026',
        /every team|all (14 )?teams/,
        /aug(ust)? 2026|start of the season/,
      ),
      persona('coaches', /coach/),
      persona('players and parents', /player|parent/),
      persona('the treasurer', /treasurer/),
      persona('the club secretary', /secretary/),
    ],
    forbidden: [
      notIn(
        'Functional requirements',
        'the header row',
        /epic,? ?story|story,? ?priority,? ?estimate|estimate,? ?status/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'a status value as content',
        /\b(backlog|spike needed|in progress|won'?t do)\b|,ready\b/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'an estimate as content',
        /\bestimate\b|\b\d+ (story )?points?\b|,(must|should|could),\d/,
        'chatter',
      ),
      notRequired('subs in instalments', /instal?ments?/),
      notRequired('live match commentary', /commentary/),
      notRequired('player-of-the-match vote', /player[- ]of[- ]the[- ]match/),
      notRequired('kit tracking', /shirts|kit manager/),
      notIn(BODY, 'the request to the tool', /can you write a prd|from our backlog/, 'chatter'),
    ],
    requirements: { min: 12, max: 16 },
  },
};

/** Dev cases, batch 3 (b): written from outside the writer (see docs/eval.md). */
export const BATCH3_B: EvalCase[] = [
  lendboxUpdate,
  porterSpec,
  quizDeck,
  sperrfixEmail,
  crenoMeeting,
  prestalibro,
  sidelines,
];
