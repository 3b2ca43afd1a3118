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
import type { EvalCase, SectionName } from '../types.js';

// A Zoom auto-transcript copied as it comes: "HH:MM:SS Speaker Name" on a line of its own, the
// words below, fillers ("um", "you know"), a dog, and the shift length decided early in the call
// (four hours) and changed near its end (three hours at most).
const TRANSCRIPT = `Zoom transcript – Flagpost kickoff
Recorded 14 Jan 2026

00:00:02 Priya Nair
Okay, um, I think it's recording now. Can everyone see my screen?

00:00:07 Tom Okafor
Yep, yeah, we can see it.

00:00:09 Priya Nair
Cool. So, um, Flagpost. This is the volunteer rota thing for the Riverside Half Marathon. Right now it's, you know, one giant spreadsheet and a couple of hundred emails.

00:00:21 Gemma Hill
A couple of hundred is generous. It's more like, um, four hundred.

00:00:25 Priya Nair
Ha, okay. So, the basic idea: volunteers pick a marshal point on the course map and sign up for a shift there.

00:00:34 Tom Okafor
And each point has a minimum number of marshals, right? Like the water stations need six.

00:00:39 Priya Nair
Yeah, every point has a minimum, and the volunteer coordinator sees which points are short. That's, you know, the whole reason we're doing this.

00:00:47 Gemma Hill
Shifts – are we saying four hours?

00:00:50 Priya Nair
Um, yeah, let's say four-hour shifts for now.

00:00:55 Dev Malhotra
Sorry, my dog is going absolutely mental, one sec.

00:01:02 Tom Okafor
Ha, no worries.

00:01:05 Gemma Hill
Under-sixteens. We had loads of, um, Scouts last year.

00:01:10 Priya Nair
Under-16s can sign up, but only with a parent or guardian on the same shift. That's the insurance rule.

00:01:18 Dev Malhotra
Back, sorry. So, race morning, how do we know who actually turned up?

00:01:23 Priya Nair
Check-in. Volunteers scan a QR code at their point when they arrive, and the team leader sees who hasn't checked in yet.

00:01:31 Dev Malhotra
Okay, that's easy enough. I can do the QR bit.

00:01:35 Gemma Hill
And the briefing pack? We usually email a PDF.

00:01:39 Priya Nair
Yeah, the briefing pack goes out by email a week before race day, automatically.

00:01:45 Tom Okafor
Could we, um, do expenses? Like people claiming their travel?

00:01:49 Priya Nair
No, not in this. Expenses stay with finance, we're not doing that.

00:01:54 Tom Okafor
Fair. What about t-shirt sizes?

00:01:57 Gemma Hill
Oh god, the t-shirts.

00:02:00 Priya Nair
Um, you know what, t-shirt size can be one question on the sign-up form. That's it.

00:02:08 Dev Malhotra
When does sign-up need to open?

00:02:11 Priya Nair
Sign-ups open 1 June, race day is 13 September.

00:02:18 Gemma Hill
Last year the last slots filled, like, three days before the race. Nightmare.

00:02:23 Priya Nair
So the goal is all 180 marshal slots filled two weeks before race day.

00:02:30 Dev Malhotra
Do we need DBS checks for the ones at the kids' fun run?

00:02:34 Priya Nair
Honestly, no idea. Tom, can you find out from the council by Friday?

00:02:39 Tom Okafor
Yep, will do.

00:02:43 Gemma Hill
Going back to shifts – four hours is too long for the early points, people were freezing last year. Can we cap it?

00:02:50 Priya Nair
Yeah, okay, good point. Let's change that: shifts are three hours max, not four.

00:02:56 Tom Okafor
Three hours, cool.

00:02:59 Priya Nair
Alright, um, I think that's it. Thanks everyone. Dev, good luck with the dog.

00:03:03 Dev Malhotra
Ha, thanks. Bye!`;

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements', 'TL;DR'];

export const moreZoomTranscript: EvalCase = {
  name: 'dev-more-zoom-transcript',
  description:
    'A Zoom auto-transcript ("00:01:23 Name" lines, fillers, a dog): four-hour shifts changed to three hours at most later in the call.',
  input: { message: TRANSCRIPT },
  expect: {
    productName: 'Flagpost',
    notProductName: ['Zoom', 'Riverside Half Marathon'],
    facts: [
      fr('volunteers sign up for a shift at a marshal point on the course map', /map/, /shift/),
      fr('each point has a minimum number of marshals', /minimum/),
      req('shifts are three hours at most', /\b(3|three)[- ]?(h|hours?)\b/),
      req('under-16s only with a parent or guardian', /16|sixteen/, /parent|guardian/),
      fr('check-in by scanning a QR code at the point', /check/, /qr|scan/),
      fr('the team leader sees who has not checked in', /team leader/),
      fr('briefing pack emailed a week before race day', /briefing/, /week/),
      fr('t-shirt size asked on the sign-up form', /t-?shirt/),
      nonGoal('no expenses claims', /expense/),
      inSection('Milestones', 'sign-ups open 1 June', /\b1 june|june 1\b/),
      inSection('Milestones', 'race day 13 September', /\b13 sep|sep(tember)? 13\b/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'all 180 slots filled two weeks before race day',
        /\b180\b/,
        /\b(2|two) weeks\b/,
      ),
      persona('volunteers', /volunteer/),
      persona('the volunteer coordinator', /coordinator/),
      openQuestion('DBS checks for the kids’ fun run', /dbs/),
      action('Tom finds out about DBS checks from the council by Friday', /tom/, /council|dbs/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded four-hour shifts', /\b(4|four)[- ]?(h|hours?)\b/, 'stale'),
      notRequired('expenses claims', /(?<!no |not )expense/),
      chatter('the dog', /\bdog\b|mental/),
      chatter('screen sharing and recording', /see my screen|recording/),
      notIn(BODY, 'a timestamp', /\b00:0\d:\d\d\b/, 'chatter'),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a filler',
        /\bum\b|you know/,
        'chatter',
      ),
      notIn('Title', 'the meeting as the name', /zoom|kickoff|transcript/, 'invented'),
    ],
    requirements: { min: 5, max: 10 },
  },
};
