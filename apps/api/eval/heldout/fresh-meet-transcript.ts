import {
  action,
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

// A Google Meet transcript as it lands in Docs: a title line, attendees, a timestamp every few
// minutes, people talking over each other, "[inaudible]", a dog, and the item limit lowered
// from five to three later in the call.
const TRANSCRIPT = `Bulky waste booking – weekly sync – Transcript
Attendees: Jon Ferris, Marta Lindqvist, Owen Tatum, Priyanka Shah

00:00:00

Marta Lindqvist: Can everyone hear me? Jon, I think you're on mute.
Jon Ferris: [inaudible] ...sorry, better now?
Marta Lindqvist: Yep. OK so, Haulday. Quick recap for Priyanka since she's new: residents phone the contact centre to book a bulky waste collection, sofas, fridges, mattresses, and every call takes about eight minutes. We want them to book it online themselves.
Priyanka Shah: And pay online too?
Marta Lindqvist: Pay online by card, £18 per collection. Residents on council tax reduction pay nothing, they tick a box and we check it against the council tax system.
Owen Tatum: Do we let them choose the day or do we—
Jon Ferris: —choose the day, yeah, from the free slots for their ward—
Owen Tatum: —sorry, go on.
Jon Ferris: No, same thing. They see the free slots for their ward for the next four weeks and pick one.
Marta Lindqvist: And they list the items. I had up to five items per booking.

00:04:37

Owen Tatum: Fridges and freezers go on a different truck, so if there's a fridge in the list it has to go into a fridge slot, not a normal one.
Marta Lindqvist: Good point, put that in.
Priyanka Shah: What about same-day collections? People ask for that all the time.
Marta Lindqvist: No. We're not doing same-day, the crews are planned the night before.
Jon Ferris: The crews need the day's jobs on the tablet in the cab, in route order, and they mark each job collected or "not out" with a photo.
Priyanka Shah: And the resident gets a text the day before, [inaudible] so they remember to put it out.
Marta Lindqvist: Yes, an SMS reminder the day before, and an email confirmation when they book.

00:09:12

Jon Ferris: Sorry, my dog's going mad at the postman, one sec.
Owen Tatum: Ha. Coming back to items: five is too many, the trucks are full by eleven. Can we say three?
Marta Lindqvist: Fine, three items per booking then, not five. If they have more they make a second booking.
Priyanka Shah: Businesses? Some shops have tried to book through the residents' line.
Marta Lindqvist: Commercial waste is out, that's a separate paid service. And garden waste has its own subscription, not part of this.
Jon Ferris: What about stuff dumped on the pavement without a booking, do people report that through here?
Marta Lindqvist: Don't know yet, that's the fly-tipping team's call. Let's park it as an open question.

00:13:50

Marta Lindqvist: Target: half of all bulky bookings made online within six months of launch. We go live on the first of October.
Owen Tatum: I'll get the slot capacity per ward from fleet by Thursday.
Marta Lindqvist: Great. Can someone stop the recording? Thanks all.

Meeting ended after 00:14:32`;

const VALUES = ['Functional requirements', 'Non-functional requirements', 'TL;DR'] as const;

export const freshMeetTranscript: EvalCase = {
  name: 'heldout-fresh-meet-transcript',
  description:
    'A Google Meet transcript: speaker labels, crosstalk, [inaudible], an item limit lowered from five to three.',
  input: { message: TRANSCRIPT },
  expect: {
    productName: 'Haulday',
    facts: [
      fr('residents book a collection from the free slots of their ward', /slot/, /ward/),
      req('slots shown for the next four weeks', /\b(4|four) weeks\b/),
      fr('card payment of £18 per collection', /£ ?18\b|\b18 ?£|\b18 (gbp|pounds)/),
      fr(
        'council tax reduction residents pay nothing',
        /council tax reduction/,
        /free|nothing|no (fee|charge)|exempt|waiv|not (pay|charged)|£ ?0\b/,
      ),
      req('at most three items per booking', /\b(3|three)\b/, /item/),
      fr('fridges and freezers go into a fridge slot', /fridge|freezer/, /slot|truck/),
      fr('crews see the day in route order and mark jobs with a photo', /crew/, /photo/),
      fr('SMS reminder the day before', /sms|text message|\btext\b/, /day before/),
      fr('email confirmation on booking', /email/, /confirm/),
      nonGoal('no same-day collections', /same-?day/),
      nonGoal('no commercial waste', /commercial|business/),
      nonGoal('no garden waste', /garden/),
      persona('residents', /resident/),
      persona('collection crews', /crew/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'half of bookings online within six months',
        /half|50 ?%/,
        /\b(6|six) months\b/,
      ),
      inSection('Milestones', 'go-live on 1 October', /october/),
      openQuestion('reports of items dumped without a booking', /fly-?tip|dump|without a booking/),
      action('Owen gets slot capacity per ward from fleet by Thursday', /owen/, /capacity/),
    ],
    forbidden: [
      notIn(
        [...VALUES],
        'the superseded five-item limit',
        /\b(5|five) (bulky )?items\b|up to (5|five)\b/,
        'stale',
      ),
      notRequired('same-day collection', /^(?!.*\b(no|not|never)\b).*same-?day/),
      notRequired('commercial waste', /^(?!.*\b(no|not|never|excluded)\b).*commercial waste/),
      chatter('the dog and the postman', /\bdog\b|postman/),
      chatter('audio check', /hear me|on mute|better now/),
      chatter('the recording', /stop the recording/),
      notIn(
        BODY,
        'a transcript marker',
        /\[?inaudible\]?|meeting ended|\b00:\d\d:\d\d\b/,
        'chatter',
      ),
    ],
    requirements: { min: 5, max: 11 },
  },
};
