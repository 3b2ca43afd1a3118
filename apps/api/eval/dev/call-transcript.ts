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

// An auto-transcribed call: speaker labels, timestamps, crosstalk, a launch date corrected in
// the same breath, a fee changed later in the call and an idea turned down.
const CALL = `Bulky waste pickup – weekly sync (auto-transcript)
Attendees: Rosa Mendel (Product), Gavin Tull (Operations), Hana Sato (Engineering), Olu Adeyemi (Customer Services)

[00:00:04] Rosa Mendel: Can everyone hear me? Gavin you're on mute I think.
[00:00:09] Gavin Tull: Sorry, sorry. Yes. Go.
[00:00:12] Rosa Mendel: OK so. Binday. Residents book a pickup for big stuff, sofas, fridges, mattresses, online instead of phoning the council.
[00:00:25] Olu Adeyemi: Which would be amazing because we take about 400 of those calls a week.
[00:00:29] Hana Sato: [crosstalk] — sorry, go on.
[00:00:31] Rosa Mendel: So the resident picks a date from the collection days for their street, lists the items, and pays online.
[00:00:44] Gavin Tull: Up to five items per booking. More than that is a trade job, not ours.
[00:00:51] Rosa Mendel: Five items, yep. And the fee, I had £25 per booking in the draft.
[00:00:58] Hana Sato: Is that with the address lookup by postcode? We need that or crews get lost.
[00:01:03] Rosa Mendel: Yes, address by postcode lookup, definitely.
[00:01:10] Olu Adeyemi: Residents on council tax support pay nothing, that's the policy already.
[00:01:16] Rosa Mendel: Right, free for council tax support. Good.
[00:01:30] Gavin Tull: Can we do a photo upload so crews know what they're lifting?
[00:01:36] Hana Sato: Not for v1, honestly, storage and moderation, we'd be opening a can of worms.
[00:01:40] Rosa Mendel: Agreed, no photo upload for now.
[00:01:52] Olu Adeyemi: And a text the day before with the collection window. People forget.
[00:01:58] Rosa Mendel: Text reminder the evening before, yes.
[00:02:10] Gavin Tull: Can we — [crosstalk] — sorry, the crews need a route sheet each morning from the bookings.
[00:02:17] Rosa Mendel: Yes, printable route sheet per crew per day.
[00:02:30] Hana Sato: Launch date?
[00:02:33] Rosa Mendel: Go-live March 3rd… no, sorry, March 17, the 3rd is the budget meeting.
[00:02:41] Hana Sato: March 17. Fine.
[00:02:50] Gavin Tull: Someone asked if we could collect garden waste too.
[00:02:54] Rosa Mendel: Garden waste is a different service, out of scope.
[00:03:05] Olu Adeyemi: Going back to the fee, finance emailed this morning, it's £30 not £25 from April.
[00:03:11] Rosa Mendel: OK, £30 then, let's just use £30 from day one so we don't change it twice.
[00:03:20] Gavin Tull: Has anyone seen the parking permit for the van? [laughs]
[00:03:24] Hana Sato: Not me.
[00:03:30] Rosa Mendel: What about cancellations, refunds?
[00:03:34] Olu Adeyemi: No idea what the policy is, I'll ask finance.
[00:03:38] Rosa Mendel: Thanks Olu, can you get the refund policy from finance by Thursday? Hana, can you check the payment provider contract?
[00:03:44] Hana Sato: Will do.
[00:03:50] Rosa Mendel: Target is halving those 400 calls a week by summer. OK, thanks all, bye.
[00:03:53] Gavin Tull: Bye!`;

export const callTranscript: EvalCase = {
  name: 'dev-call-transcript',
  description:
    'A transcribed call: speaker labels, crosstalk, a date corrected in the same breath.',
  input: { message: CALL },
  expect: {
    productName: 'Binday',
    facts: [
      fr('residents book a bulky-waste pickup online', /book/, /pickup|collection/),
      fr('the date is picked from the street collection days', /date|day/, /street|collection day/),
      req('up to five items per booking', /\b(5|five) items\b/),
      fr('£30 per booking', /£ ?30\b/),
      fr('free for council tax support', /council tax support/),
      fr('address lookup by postcode', /postcode/),
      fr('text reminder the evening before', /text|sms/, /before/),
      fr('route sheet per crew per day', /route sheet/),
      nonGoal('no photo upload in v1', /photo/),
      nonGoal('garden waste is out of scope', /garden/),
      inSection('Milestones', 'go-live on March 17', /march 17|17 march/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'halve the 400 calls a week',
        /400/,
        /half|halv|50 ?%/,
      ),
      persona('residents', /resident/),
      persona('crews', /crew/),
      openQuestion('cancellation and refund policy', /refund|cancel/),
      action('Olu gets the refund policy from finance by Thursday', /olu/, /refund/),
      action('Hana checks the payment provider contract', /hana/, /contract/),
    ],
    forbidden: [
      notIn(BODY, 'the corrected March 3rd date', /march 3(rd)?\b|3 march/, 'stale'),
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded £25 fee',
        /£ ?25\b/,
        'stale',
      ),
      notRequired('photo upload', /(?<!no )photo upload/),
      notRequired('garden waste', /(?<!no |not )garden waste/),
      chatter('the van parking permit', /parking permit|van/),
      notIn(BODY, 'a timestamp', /\[00:\d\d/, 'chatter'),
      notIn(BODY, 'crosstalk markers', /crosstalk|laughs/, 'chatter'),
      chatter('greetings and mute talk', /on mute|hear me|bye/),
    ],
    requirements: { min: 5, max: 12 },
  },
};
