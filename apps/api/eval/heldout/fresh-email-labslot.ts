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

// An email thread pasted from Outlook, newest first, with "On Tue, … wrote:" lines and nested
// "> " quotes. Two proposals for the daytime session cap (4 hours, then 3) and a late-cancellation
// fee are overridden by the facility director's decision at the top: 2 hours, no fee, a ban.
const THREAD = `From: Dr Miriam Achterberg <m.achterberg@calder-uni.ac.uk>
Sent: Thursday, 12 February 2026 17:48
To: Tomasz Wróbel; Elif Demir
Cc: Imaging Core Staff
Subject: RE: RE: Labslot - booking rules for the microscopes

Thanks both. I've read the whole thread and here is the decision, so we can stop going round in circles:

- Daytime sessions (Mon–Fri, 9:00–17:00) are capped at 2 hours per booking. Not 4, not 3. The confocals are oversubscribed and 2 hours is plenty for most imaging.
- Evenings and weekends: no cap.
- No late-cancellation fee. Finance won't process £20 charges across departments. Instead: 3 no-shows or late cancellations (less than 24 hours before) in a term means no booking for 2 weeks.
- Only users who have passed the induction for that specific microscope can book it. Non-negotiable, these instruments cost more than my house.
- Usage is billed monthly to the group's cost code, as today.

Tomasz, please write this up as the PRD for Labslot. Elif, can you send Tomasz the list of inducted users per instrument by the 20th?

Miriam

Dr Miriam Achterberg
Director, Imaging Core Facility | Calder University
Tel +44 113 496 0718

On Wed, 11 Feb 2026 at 10:02, Elif Demir <e.demir@calder-uni.ac.uk> wrote:
> I'd go with 3 hours daytime, 4 is too generous. And honestly a £20 fee for late cancellations would
> sort out the no-shows overnight.
>
> Also, could Labslot show the live status of each microscope (free / in use / down for service)?
> Users walk over to the lab just to find it's broken.
>
> Elif
>
> On Tue, 10 Feb 2026 at 16:31, Tomasz Wróbel <t.wrobel@calder-uni.ac.uk> wrote:
>> Hi all,
>>
>> First stab at the rules for Labslot, the new booking system for the 6 microscopes in the
>> Imaging Core (it replaces the shared Google calendar, which nobody keeps up to date):
>>
>> - users book slots in 30-minute steps, max 4 hours per booking
>> - a waiting list per instrument: when a slot is cancelled, the first person waiting gets an email
>> - facility staff can block an instrument for service, which cancels the bookings and tells those users
>>
>> Not part of this: booking the wet lab benches, and ordering consumables.
>>
>> Open question: do external (industry) users get the same rules?
>>
>> Tomasz
>>
>> Sent from my iPhone`;

const VALUES = [
  'Functional requirements',
  'Non-functional requirements',
  'TL;DR',
  'User experience flow',
] as const;

export const freshEmailLabslot: EvalCase = {
  name: 'heldout-fresh-email-labslot',
  description:
    "An email thread, newest first with nested quotes; the director's decision overrides two caps and a fee.",
  input: { message: THREAD },
  expect: {
    productName: 'Labslot',
    notProductName: ['RE', 'Calder University', 'Imaging Core Facility'],
    facts: [
      fr('slots in 30-minute steps', /\b30 ?-?min/),
      req(
        'daytime sessions capped at 2 hours',
        /\b(2|two) ?(hours?|hrs?|h)\b/,
        /day ?time|9:00|weekday|mon-fri|monday/,
      ),
      req('no cap evenings and weekends', /evening|weekend/, /no (cap|limit)|uncapped|unlimited/),
      fr(
        '3 no-shows or late cancellations in a term ban booking for 2 weeks',
        /\b(3|three)\b/,
        /\b(2|two) weeks\b/,
      ),
      req('only inducted users can book an instrument', /induct/),
      fr('usage billed monthly to the cost code', /cost code|bill/, /month/),
      fr('waiting list per instrument, first in line emailed', /waiting list|wait ?list/),
      fr('staff block an instrument for service', /service|maintenance/, /block|cancel/),
      inSection(
        ['Functional requirements', 'Open questions'],
        'live status of each microscope (proposed, not decided)',
        /status/,
        /in use|free|down/,
      ),
      nonGoal('no wet lab bench booking', /bench|wet lab/),
      nonGoal('no consumables ordering', /consumable/),
      persona('microscope users', /user|researcher|scientist/),
      persona('facility staff', /staff|facility/),
      openQuestion('external (industry) users and the rules', /external|industry/),
    ],
    forbidden: [
      notIn(
        [...VALUES],
        'a superseded daytime cap (4 or 3 hours)',
        /\b(4|four|3|three) ?(hours?|hrs?|h)\b/,
        'stale',
      ),
      notIn(
        [...VALUES, 'Success metrics'],
        'the rejected late-cancellation fee',
        /^(?!.*\b(no|not a|without a?|never a|instead of a|rather than a)\s+(£ ?20 )?(late-?cancellation )?(fee|charge)).*(£ ?20|\bfee\b)/,
        'stale',
      ),
      notRequired('wet lab benches', /^(?!.*\b(no|not|never)\b).*(bench|wet lab)/),
      notIn(
        BODY,
        'a signature, phone number or address',
        /\+44|496 0718|@calder-uni|sent from my iphone/,
        'other',
      ),
      chatter("the director's house", /house/),
      chatter('going round in circles', /round in circles/),
    ],
    requirements: { min: 5, max: 11 },
  },
};
