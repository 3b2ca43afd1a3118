import type { SourceChunk } from '../../src/modules/prd/writers/types.js';
import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';

const FILE = 'Kerbwatch one-page spec v0.3.pdf';

// A one-page spec that ran onto a second page, as the PDF extractor gives it: the council's
// header and the spec's footer on both pages, and a two-column Function | Detail table whose
// rows come out as lines (the function name glued to the first line of its detail, the rest of
// the detail wrapped onto the lines below).
const PAGES = [
  `NORTHBRIDGE BOROUGH COUNCIL · Parking Services OFFICIAL
Kerbwatch – handheld app for Civil Enforcement Officers
One-page spec · prepared by J. Osei, Parking Services
Why
Our 38 Civil Enforcement Officers (CEOs) issue about 5,200 Penalty Charge Notices (PCNs) a
month on handhelds that are eight years old. 9% of PCNs are cancelled on appeal because of
officer error: a wrong contravention code, no photos, or a vehicle that had a valid virtual
permit the handheld could not see.
What it does
Function Detail
Vehicle check Officer types the number plate or reads it with the camera; the
app shows any valid permit and any paid cashless parking session
for that vehicle at that location
Observation In loading bays the app starts a 5-minute observation and will
not let a PCN be issued before it ends
Contravention codes Officer picks from the contravention codes valid for that street
only, not the full list
Evidence At least 2 photos per PCN, each stamped with the time and GPS
position
Printing PCN printed on the officer's Bluetooth printer; a copy goes to
the back-office system straight away
No signal Works without signal; PCNs queue on the handheld and upload
when signal returns
Kerbwatch spec v0.3 · Page 1 of 2 · OFFICIAL`,
  `NORTHBRIDGE BOROUGH COUNCIL · Parking Services OFFICIAL
Supervisors
Supervisors see each officer's beat on a map in real time and can reassign streets during a
shift.
Not included
Clamping and vehicle removals. Appeals and payments stay in the existing back-office system
(PCN Manager); Kerbwatch only sends PCNs to it.
Measure
PCNs cancelled on appeal because of officer error: from 9% to under 4% in the first year.
Rollout
Pilot with 6 officers in the town centre in June; all officers by October.
Kerbwatch spec v0.3 · Page 2 of 2 · OFFICIAL`,
];

const chunks: SourceChunk[] = PAGES.map((text, i) => ({
  file: FILE,
  locator: `page ${i + 1}`,
  text,
}));

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements'];

export const morePdfSpec: EvalCase = {
  name: 'dev-more-pdf-spec',
  description:
    'A one-page parking-enforcement spec as PDF text over two pages: the council header and the spec footer on each page, a Function | Detail table flattened into wrapped lines.',
  input: {
    message: 'Parking services sent this spec over, can you make it a proper PRD?',
    files: [{ name: FILE, kind: 'document' }],
    chunks,
  },
  expect: {
    productName: 'Kerbwatch',
    notProductName: ['Northbridge Borough Council', 'Parking Services'],
    facts: [
      fr('vehicle check by number plate shows valid permits and paid sessions', /plate/, /permit/),
      fr('5-minute observation in loading bays before a PCN', /loading bay/, /\b5[- ]?min/),
      fr('only the contravention codes valid for the street', /contravention/, /street/),
      req('at least 2 photos per PCN, stamped with time and GPS', /\b(2|two) photos\b/),
      fr('PCN printed on a Bluetooth printer, copy to the back office', /bluetooth|print/),
      req('works without signal: PCNs queue and upload later', /signal|offline/, /queue|upload/),
      fr('supervisors see beats on a live map and reassign streets', /supervisor/, /reassign/),
      nonGoal('no clamping or vehicle removals', /clamp/),
      nonGoal('appeals and payments stay in the back-office system', /appeal/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'officer-error cancellations under 4%',
        /\b4 ?%/,
      ),
      inSection('Milestones', 'pilot with 6 officers in June', /june/),
      inSection('Milestones', 'all officers by October', /october/),
      persona('civil enforcement officers', /officer|\bceos?\b/),
      persona('supervisors', /supervisor/),
    ],
    forbidden: [
      notIn(BODY, 'the page footer', /page [12] of 2/, 'chatter'),
      notIn(
        REQS,
        'the running header or footer',
        /\bofficial\b|northbridge borough council ·/,
        'chatter',
      ),
      notIn(REQS, 'the table header row', /function detail/, 'chatter'),
      notRequired('clamping', /(?<!no )clamp/),
      notRequired(
        'appeals handling',
        /(?<!no |not )(handl|process|manag)(e|es|ing) (appeals|payments)/,
      ),
      notIn('Title', 'the file name or version as the name', /v0\.3|one-page|pdf/, 'invented'),
    ],
    rawMustMatch: [{ label: 'a page locator of the PDF', pattern: /page [12]/i }],
    requirements: { min: 5, max: 10 },
  },
};
