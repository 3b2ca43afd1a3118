import type { SourceChunk } from '../../src/modules/prd/writers/types.js';
import {
  BODY,
  chatter,
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

const FILE = 'ClaimSnap_kickoff_v3.pdf';
const FOOTER = (n: number) => `Harbour Mutual | Confidential – do not distribute | ${n} / 9`;

// A kickoff deck exported to PDF: one chunk per slide, a slide title, short bullets and
// fragments, the company footer and page number on every page, and a "Thank you" slide.
const SLIDES = [
  `ClaimSnap
Motor claims from the roadside
Kickoff – Product & Claims Operations
14 January 2026`,
  `Why now
• Motor claims take 23 days on average to settle
• 38% of first notifications still come in by phone – avg call 12 min
• Customers email blurry photos, handlers chase for more
• Competitors already offer app claims`,
  `What ClaimSnap does (customer)
• Report a motor claim from the phone at the roadside
• Guided photo capture: all 4 corners of the car, close-ups of the
damage, the other car's number plate
• GPS location and time added automatically
• Other driver's details + insurer entered or scanned from their
documents
• Goal: whole report in under 5 minutes`,
  `What ClaimSnap does (claims handler)
• New claims arrive in the handler queue with photos and location
• Triage rules:
– estimated damage under £1,500 → fast-track to an approved repair
at a partner garage
– injury ticked → routed to the injury team, never fast-tracked
• Handler can request more photos from the customer in the app`,
  `Out of scope for v1
• Home insurance claims
• Booking the repair with the garage (partner garages call the
customer)
• Payments / settlement in the app`,
  `Quality bar
• Photos stored in UK data centres only
• Poor signal at the roadside: photos upload in the background and
resume after a dropped connection
• WCAG 2.1 AA`,
  `Success measures
• 50% of first notifications through the app by end of year
• Average time to settle: 23 → 12 days`,
  `Timeline & risks
• Alpha (staff claims only): March
• Beta (500 customers): May
• General availability: September
Risk: edited or reused photos (fraud) – how do we detect them?
Open: do we accept video as well as photos?`,
  `Thank you!
Questions?`,
];

const chunks: SourceChunk[] = SLIDES.map((text, i) => ({
  file: FILE,
  locator: `page ${i + 1}`,
  text: `${text}\n${FOOTER(i + 1)}`,
}));

export const freshDeckClaims: EvalCase = {
  name: 'heldout-fresh-deck-claims',
  description:
    'A kickoff deck as PDF pages: slide titles, fragments, "Confidential – do not distribute" footers, page numbers.',
  input: {
    message: 'kickoff deck attached – can I get a PRD out of this before Monday?',
    files: [{ name: FILE, kind: 'document' }],
    chunks,
  },
  expect: {
    productName: 'ClaimSnap',
    notProductName: ['Harbour Mutual', 'Confidential', 'ClaimSnap_kickoff_v3', 'Why now'],
    facts: [
      fr('customers report a motor claim from the phone', /claim/, /phone|roadside/),
      fr(
        'guided photo capture: four corners, damage, other plate',
        /photo/,
        /corner|close-?up|plate/,
      ),
      fr('GPS location and time added automatically', /gps|location/, /automatic|time/),
      fr('other driver and insurer details', /other driver|other party|third party|insurer/),
      fr('new claims in the handler queue', /handler/, /queue|new claims/),
      fr('under £1,500 fast-tracked to a partner garage', /1,?500/, /fast-?track|partner garage/),
      fr('injury routed to the injury team, never fast-tracked', /injur/, /team|route|fast/),
      fr('handler requests more photos in the app', /handler/, /request|more photos|ask/),
      inSection(
        [
          'Success metrics',
          'Problem and goals',
          'Non-functional requirements',
          'Functional requirements',
        ],
        'report in under 5 minutes',
        /\b(5|five) ?min/,
      ),
      req('photos stored in UK data centres only', /\buk\b/, /stor|data cent/),
      req('background upload that resumes on poor signal', /background|resum/),
      req('WCAG 2.1 AA', /wcag/),
      nonGoal('no home insurance claims', /home/),
      nonGoal('no repair booking with the garage', /repair|garage/),
      nonGoal('no payments or settlement in the app', /payment|settle/),
      persona('customers', /customer|policyholder|driver/),
      persona('claims handlers', /handler/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '50% of first notifications through the app',
        /50 ?%/,
      ),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'time to settle from 23 to 12 days',
        /\b12 days\b/,
      ),
      inSection('Milestones', 'alpha in March', /alpha|march/),
      inSection('Milestones', 'beta with 500 customers in May', /\b500\b|\bmay\b/, /beta/),
      inSection('Milestones', 'general availability in September', /september/),
      inSection(
        ['Risks', 'Open questions'],
        'edited or reused photos (fraud)',
        /fraud|edited|reused/,
      ),
      openQuestion('video as well as photos', /video/),
    ],
    forbidden: [
      notIn(BODY, 'the footer', /confidential|do not distribute/, 'chatter'),
      notIn(BODY, 'a page number', /\b\d \/ 9\b/, 'chatter'),
      chatter('the closing slide', /thank you|questions\?/),
      chatter(
        'a slide title as a requirement',
        /^(why now|quality bar|success measures|timeline & risks)\b/,
      ),
      notRequired('home insurance claims', /^(?!.*\b(no|not|never)\b).*home insurance/),
      notRequired(
        'payments in the app',
        /^(?!.*\b(no|not|never)\b).*(payments?|settlement) in the app/,
      ),
    ],
    requirements: { min: 5, max: 11 },
  },
};
