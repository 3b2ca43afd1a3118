import {
  BODY,
  chatter,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';

// A VP's email on top, with "Decision:" and "Please drop …" lines, and the proposal it answers
// forwarded below "---------- Forwarded message ---------": the VP's lines replace the photo
// count and the paper copy, and cut two features; signatures and phone numbers on both.
const EMAIL = `From: Renata Silva <renata.silva@drivewell.co.uk>
Sent: Monday, 16 February 2026 08:47
To: Callum Reid; Ops Leads
Subject: FW: Walkaround – proposal for the damage app

Callum, all,

Read through the thread below over the weekend. A few calls so we can get moving:

Decision: 8 photos per vehicle at check-out and at return, not 12. Twelve takes too long at the Heathrow counters on a Friday night.
Decision: customers sign on the tablet and get the report as a PDF by email. No paper copies any more.
Please drop the AI damage detection from v1. It's not ready and I'm not having a tool accuse a customer of damage they didn't do.
Please drop the self-inspection on the customer's own phone as well, we'll look at it next year.

Everything else in Callum's proposal is fine. I want it live at Heathrow and Gatwick by the end of May, the other 14 branches after the summer.

Thanks,
Renata

Renata Silva
VP Operations | Drivewell Car Hire
M: +44 7700 900412

---------- Forwarded message ---------
From: Callum Reid <callum.reid@drivewell.co.uk>
Date: Thu, 12 Feb 2026 at 17:20
Subject: Walkaround – proposal for the damage app
To: Renata Silva <renata.silva@drivewell.co.uk>
Cc: Ops Leads <opsleads@drivewell.co.uk>

Hi Renata,

Proposal for Walkaround, the tablet app our counter staff use to record a car's condition when it goes out and when it comes back. Damage disputes cost us about £380k last year, mostly because our paper diagrams are unreadable.

- Staff walk round the car and take 12 photos from fixed angles, guided by an outline of the car on screen.
- Any damage is marked on the outline with a tap and a close-up photo, and its type (scratch, dent, chip) is picked from a list.
- At return the app shows the return photos next to the check-out photos, side by side, so staff can spot new damage.
- AI damage detection highlights possible new damage automatically.
- The customer signs on the tablet, and we print a paper copy for them.
- Customers can do the check-out inspection themselves on their own phone if the counter is busy.
- Every inspection is linked to the rental agreement number and kept for 2 years.

Success would be disputes down by half in the first year.

Not in this project: fuel level and mileage, those stay in the rental system.

Cheers,
Callum
--
Callum Reid
Product Manager, Counter Systems
Drivewell Car Hire`;

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements', 'TL;DR'];

export const moreVpEmail: EvalCase = {
  name: 'dev-more-vp-email',
  description:
    'A VP’s email with "Decision:" and "Please drop" lines over a forwarded proposal: 12 photos become 8, the paper copy becomes a PDF, two features cut.',
  input: { message: EMAIL },
  expect: {
    productName: 'Walkaround',
    notProductName: ['Drivewell Car Hire', 'FW'],
    facts: [
      req('8 photos per vehicle at check-out and return', /\b(8|eight) photos\b/),
      fr('photos from fixed angles, guided by an outline of the car', /outline|angle/),
      fr('damage marked on the outline with a close-up photo', /close-?up/),
      fr('damage type picked from a list (scratch, dent, chip)', /scratch|dent|chip/),
      fr('return photos shown side by side with check-out photos', /side by side|next to/),
      fr('customer signs on the tablet and gets a PDF by email', /sign/, /pdf/),
      req('each inspection linked to the rental agreement number', /rental agreement/),
      req('inspections kept for 2 years', /\b(2|two) years\b/),
      nonGoal('no AI damage detection in v1', /\bai\b|detection/),
      nonGoal('no self-inspection on the customer’s own phone', /own phone|self-?inspection/),
      nonGoal('fuel level and mileage stay in the rental system', /fuel|mileage/),
      inSection(
        'Milestones',
        'live at Heathrow and Gatwick by the end of May',
        /heathrow|gatwick/,
        /may/,
      ),
      inSection('Milestones', 'the other 14 branches after the summer', /\b14\b|summer/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'disputes down by half in the first year',
        /dispute/,
        /half|50 ?%/,
      ),
      persona('counter staff', /staff|counter/),
      persona('customers', /customer/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 12 photos', /\b(12|twelve) photos\b/, 'stale'),
      notIn(
        REQS,
        'the superseded paper copy',
        /print(ed|s)? (a )?paper cop(y|ies)|paper copy for/,
        'stale',
      ),
      notRequired(
        'AI damage detection',
        /(?<!no )\bai damage detection|highlights possible new damage/,
      ),
      notRequired(
        'self-inspection on the own phone',
        /(?<!no )self-inspection|themselves on their own phone/,
      ),
      notIn(BODY, 'a phone number or email address', /\+44|7700 900412|@drivewell/, 'other'),
      notIn(BODY, 'a mail header', /forwarded message|^(from|sent|to|cc|subject): /, 'chatter'),
      chatter('the weekend reading', /over the weekend/),
      notIn('Title', 'the company as the name', /drivewell|^fw\b/, 'invented'),
    ],
    requirements: { min: 5, max: 10 },
  },
};
