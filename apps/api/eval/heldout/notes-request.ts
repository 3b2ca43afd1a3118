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

// "Write a PRD from these notes": an instruction on top of a PM's notes, with scope cut stated
// three ways ("OUT of v1:", "are not v1 either", "- not v1").
const NOTES = `Can you write a PRD from these notes? Product is Slotback. Need it for Thursday's review, keep it tight pls

Slotback - waitlist for cancelled appointments (physio & dental clinics)
problem: ~11% of appointments get cancelled less than 24h before, and the slot usually goes unused. clinics lose the money, patients on long waits get nothing
idea: a patient joins a waitlist for their clinician and we text them when a slot frees up

- patients join the waitlist from the booking confirmation page or at reception
- patients set the days/times they could make (e.g. weekday mornings)
- when a slot is cancelled we SMS the best-matching waitlisted patients, up to 3 at once
- first one to reply YES gets it, the others get a "sorry, taken" text
- an offer expires after 15 min
- reception sees a live list of who was offered what and can still book by hand
- never text anyone after 8pm
- metric: fill 40% of late-cancelled slots in the first 3 months

OUT of v1:
- video consults
- insurance eligibility checks
payments are not v1 either (clinics take payment at the visit like today)
multi-clinic groups - not v1, single site only

open: do we need SMS consent separately from the booking T&Cs? (ask Ruth, DPO)`;

export const notesRequest: EvalCase = {
  name: 'heldout-notes-request',
  description:
    'A "write a PRD from these notes" request with scope stated as "not v1" / "OUT of v1".',
  input: { message: NOTES },
  expect: {
    productName: 'Slotback',
    facts: [
      fr(
        'join the waitlist from the confirmation page or at reception',
        /waitlist/,
        /confirmation|reception/,
      ),
      fr(
        'patients set the days and times they can make',
        /days|times|availab/,
        /patient|set|choose|prefer/,
      ),
      fr('SMS up to 3 matching patients at once', /sms|text/, /\b(3|three)\b/),
      fr('the first YES gets the slot, the others are told it is taken', /first/, /yes|repl/),
      fr('an offer expires after 15 minutes', /\b15 ?(min|minutes?)\b/, /expir/),
      fr('reception sees a live list and can book by hand', /reception/, /list|manual|by hand/),
      req('no texts after 8pm', /8 ?pm|20:00/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'fill 40% of late-cancelled slots in 3 months',
        /40 ?%/,
      ),
      inSection(
        ['Problem and goals', 'TL;DR'],
        'about 11% of appointments cancelled late',
        /11 ?%/,
      ),
      nonGoal('no video consults', /video/),
      nonGoal('no insurance eligibility checks', /insurance/),
      nonGoal('no payments', /payment/),
      nonGoal(
        'no multi-clinic groups (single site)',
        /multi-?clinic|single[- ]site|multiple clinics|clinic groups/,
      ),
      openQuestion('separate SMS consent (ask the DPO)', /consent/),
      persona('patients', /patient/),
      persona('reception staff', /reception/),
    ],
    forbidden: [
      notIn('Title', 'the request as the title', /write a prd|these notes|can you|keep it tight/),
      notIn(BODY, 'the request itself', /thursday's review|keep it tight|can you write/, 'chatter'),
      notRequired('video consults', /video/),
      notRequired('insurance checks', /insurance/),
      notRequired('payments', /payment/),
      notRequired('multi-clinic groups', /multi-?clinic|multiple clinics|clinic groups/),
    ],
  },
};
