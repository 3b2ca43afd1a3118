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
  req,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const FILE = 'Earshot_concept_v2_FINAL.pdf';

// A PDF sent without typed text, one chunk per page as the extractor gives it: lines wrapped
// mid-sentence, a running header, and a footer with the page number on every page.
const PAGES = [
  `Harbour Museum of Science — Digital
Earshot: a phone audio guide for the permanent collection
Concept paper, v2
Visitors today rent a handheld audio guide at the desk for £4. Only 6% of
visitors take one, the devices break, and the recordings have not been updated
since 2017.
Earshot replaces the rented handsets with the visitor's own phone. Visitors scan
the number plate next to an exhibit and hear its track, or type the number in
when the camera cannot read it.
Page 1 of 3 · Harbour Museum of Science · Internal`,
  `Harbour Museum of Science — Digital
Requirements
Tracks play without an account and without installing an app: the guide is a
web page opened from a QR code at the entrance.
Every track has a transcript on screen, and the page works with the phone's
screen reader.
Tracks are available in English, Welsh and Mandarin at launch.
Visitors can download the whole tour before the visit (about 150 MB) because the
basement galleries have no signal.
The desk keeps 20 loan phones with headphones for visitors who have no phone.
Page 2 of 3 · Harbour Museum of Science · Internal`,
  `Harbour Museum of Science — Digital
Out of scope for this phase
Indoor positioning (beacons) that plays a track automatically.
Selling tickets or memberships through the guide.
Success
Guide use from 6% to 30% of visitors within the first year.
Open question
Do we keep the £4 charge for loan phones, or make them free?
Page 3 of 3 · Harbour Museum of Science · Internal`,
];

const chunks: SourceChunk[] = PAGES.map((text, i) => ({
  file: FILE,
  locator: `page ${i + 1}`,
  text,
}));

export const pdfExport: EvalCase = {
  name: 'dev-pdf-export',
  description: 'A PDF alone: wrapped lines, a running header and "Page n of 3" footers.',
  input: { message: '', files: [{ name: FILE, kind: 'document' }], chunks },
  expect: {
    productName: 'Earshot',
    notProductName: ['Harbour Museum of Science', 'FINAL'],
    facts: [
      fr('scan the number plate next to an exhibit to hear its track', /scan/, /track|exhibit/),
      fr('type the number in when the camera cannot read it', /type/, /number/),
      req('no account and no app install: a web page from a QR code', /account|install/, /web|qr/),
      req('a transcript for every track', /transcript/),
      req('works with the screen reader', /screen reader/),
      req('English, Welsh and Mandarin', /welsh/, /mandarin/),
      fr('download the whole tour before the visit', /download/),
      fr('20 loan phones at the desk', /\b20\b/, /loan|phone/),
      nonGoal('no indoor positioning or beacons', /beacon|indoor positioning/),
      nonGoal('no ticket or membership sales', /ticket|membership/),
      persona('visitors', /visitor/),
      inSection(['Success metrics', 'Problem and goals'], 'guide use from 6% to 30%', /30 ?%/),
      openQuestion('the £4 charge for loan phones', /loan|£ ?4/),
    ],
    forbidden: [
      notIn(BODY, 'the page footer', /page \d of 3|internal$/m, 'chatter'),
      notRequired('beacons', /(?<!no |not )beacon/),
      notRequired('ticket sales', /(?<!no |not )sell(ing)? tickets/),
    ],
    rawMustMatch: [{ label: 'a page locator of the PDF', pattern: /page [123]/i }],
    requirements: { min: 3, max: 12 },
  },
};
