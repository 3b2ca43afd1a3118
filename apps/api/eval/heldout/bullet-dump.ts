import {
  chatter,
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
import type { EvalCase } from '../types.js';

// A terse bullet dump typed in a hurry: typos, abbreviations, arrows, no product name.
const NOTES = `pickup app notes (for eng kickoff thurs)

- parnets add the ppl allowed to pick up there kid, max 5 per child
- each authorised adult gets a QR code in the app. one-time guests (grandma etc) get a QR that expires after 24h
- teacher scans QR at the gate -> sees photo of the adult + the kids name + class
- if QR doesnt match a kid in that class -> DONT release, alert goes to front office
- notfy parent when child is picked up (push, sms fallback)
- gate wifi is terrible, scanner has to work offline w/ todays list cached
- photos deleted 30 days after child leaves the school (gdpr)
- pilot: 3 schools in leeds, sept term
- not doing: bus tracking, lunch payments
- ?? divorced parents w/ court orders - who can block whom. ask legal
- success = calls to front office about pickups down 50%
- risk: teachers wont use it if a scan takes more than 3 sec`;

export const bulletDump: EvalCase = {
  name: 'heldout-bullet-dump',
  description: 'A terse bullet dump with typos and no product name.',
  input: { message: NOTES },
  expect: {
    facts: [
      fr('parents add up to 5 authorised adults per child', /parent|parnet/, /\b5\b|five/),
      fr(
        'a QR code per adult; one-time guest codes expire after 24 hours',
        /qr/,
        /\b24 ?(h|hours?)\b/,
      ),
      fr('the teacher scans at the gate and sees the photo', /scan/, /photo/),
      fr('no match: do not release, alert the front office', /front office/, /release|alert/),
      fr('the parent is told when the child is picked up (SMS fallback)', /sms/, /pick/),
      req("the scanner works offline with the day's list cached", /offline/),
      req('photos deleted 30 days after the child leaves', /photo/, /\b30\b/, /delet/),
      nonGoal('no bus tracking', /\bbus\b/),
      nonGoal('no lunch payments', /lunch/),
      persona('parents', /parent/),
      persona('teachers', /teacher/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'front-office calls about pickups down 50%',
        /50 ?%/,
        /call/,
      ),
      inSection(
        ['Milestones', 'Problem and goals'],
        'pilot in 3 Leeds schools in the September term',
        /leeds/,
        /sept/,
      ),
      risk(
        'teachers give up if a scan takes more than 3 seconds',
        /\b3 ?(s|secs?|seconds?)\b|three seconds/,
      ),
      openQuestion('divorced parents with court orders (ask legal)', /court order|custody|divorc/),
    ],
    forbidden: [
      notIn('Title', 'the note heading as the title', /notes|kickoff/),
      chatter('the kickoff meeting', /kickoff/),
      notRequired('bus tracking', /\bbus\b/),
      notRequired('lunch payments', /lunch/),
    ],
  },
};
