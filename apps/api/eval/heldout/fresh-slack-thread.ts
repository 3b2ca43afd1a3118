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

// A Slack channel copied from the desktop app: name and time on their own lines, join lines,
// reactions written out (":+1: 4"), "(edited)", a thread pasted under its parent with
// "3 replies", and parking spaces cut from v1 inside that thread.
const EXPORT = `#deskhop-v1
Ines Carvalho  8:58 AM
joined #deskhop-v1.
Rafael Mendes  8:58 AM
joined #deskhop-v1.
Ines Carvalho  9:03 AM
hi both :wave: so facilities signed off on the hybrid desk thing. Leeds and Porto offices both moving to unassigned desks from spring, and right now people turn up on Tuesdays and there's nowhere to sit
:sweat_smile: 2
Ines Carvalho  9:05 AM
Working name is Deskhop. Employees book a desk for a day from a floor map on their phone or laptop
:+1: 4
Kwame Asante  9:07 AM
joined #deskhop-v1.
Kwame Asante  9:09 AM
desks have different kit tho. can people filter for standing desks and dual monitors?
Ines Carvalho  9:10 AM
yes, tag the desks and let them filter by tag
Rafael Mendes  9:12 AM
how far ahead? if it's open ended people will hoard the window seats
Ines Carvalho  9:14 AM
two weeks ahead max
:+1: 3
Rafael Mendes  9:20 AM
and no-shows? last place I worked half the booked desks were empty
Kwame Asante  9:21 AM
QR code on each desk, you check in by scanning it. if you haven't checked in by 10:30 the desk goes back to the pool (edited)
:fire: 2  :+1: 2
Ines Carvalho  9:25 AM
love it. also team leads should be able to reserve a whole zone for their team day
Rafael Mendes  9:26 AM
and it should drop into people's Outlook calendar when they book, otherwise they forget
Ines Carvalho  9:27 AM
agreed
Rafael Mendes  9:31 AM
what about parking? half the Leeds people drive in and the car park has 40 spaces
3 replies
Ines Carvalho  9:40 AM
parking is a whole other can of worms (permits, EV chargers, blue badges)
Kwame Asante  9:42 AM
+1, would double the scope
Ines Carvalho  9:44 AM
ok decision: parking spaces are NOT in v1. desks only. we can look at it after launch
:white_check_mark: 3
Kwame Asante  9:50 AM
meeting rooms too? or do they stay in Outlook
Ines Carvalho  9:51 AM
meeting rooms stay in Outlook, we don't touch them
Rafael Mendes  10:02 AM
pizza in the kitchen for whoever's in :pizza:
:heart_eyes: 5
Kwame Asante  10:15 AM
q: what do we do about visitors and contractors who need a desk for a day? they're not in the directory
Ines Carvalho  10:17 AM
no idea yet, let's keep it open. @Rafael can you get the floor plans for both offices from facilities by Wednesday?
Rafael Mendes  10:17 AM
on it
Ines Carvalho  10:30 AM
success = at least 80% of booked desks actually checked in, and zero "nowhere to sit" tickets to facilities. pilot on the 3rd floor in Leeds in April
:rocket: 4`;

export const freshSlackThread: EvalCase = {
  name: 'heldout-fresh-slack-thread',
  description:
    'A Slack channel copied from the desktop app: join lines, reactions, a thread that cuts parking from v1.',
  input: { message: EXPORT },
  expect: {
    productName: 'Deskhop',
    notProductName: ['deskhop-v1', 'Ines Carvalho'],
    facts: [
      fr('employees book a desk for a day from a floor map', /desk/, /floor (map|plan)|map/),
      fr(
        'desks tagged, filter by standing desk or dual monitors',
        /standing|dual monitor/,
        /tag|filter/,
      ),
      req('book at most two weeks ahead', /\b(2|two) weeks\b/),
      fr('check in by scanning the desk QR code', /qr/, /check.?in|scan/),
      req('unchecked desks released at 10:30', /10[:.]30/, /release|back to the pool|free|pool/),
      fr('team leads reserve a zone for a team day', /team lead/, /zone/),
      fr('booking goes into the Outlook calendar', /outlook|calendar/, /book/),
      nonGoal('no parking spaces in v1', /parking|car park/),
      nonGoal('meeting rooms stay in Outlook', /meeting room/),
      persona('employees', /employee|staff/),
      persona('team leads', /team lead/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '80% of booked desks checked in',
        /80 ?%/,
      ),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'no "nowhere to sit" tickets',
        /nowhere to sit|zero|\bno\b/,
        /ticket/,
      ),
      inSection(
        'Milestones',
        'pilot on the 3rd floor in Leeds in April',
        /leeds|3rd floor|third floor/,
        /april/,
      ),
      openQuestion('desks for visitors and contractors', /visitor|contractor/),
      action('Rafael gets the floor plans from facilities by Wednesday', /rafael/, /floor plan/),
    ],
    forbidden: [
      notRequired(
        'parking spaces',
        /^(?!.*\b(no|not|excluded|out of scope)\b).*(parking|car park)/,
      ),
      notRequired('meeting room booking', /^(?!.*\b(no|not|stay|stays)\b).*meeting room/),
      chatter('the pizza', /pizza/),
      notIn(BODY, 'a join line', /joined #/, 'chatter'),
      notIn(
        BODY,
        'a reaction code',
        /:(wave|sweatsmile|sweat smile|\+1|fire|whitecheckmark|white check mark|pizza|hearteyes|heart eyes|rocket):/,
        'chatter',
      ),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a message time or thread marker',
        /\b(8:5\d|9:\d\d|10:[0-2]\d) ?(am|pm)\b|\b\d+ replies\b|\(edited\)/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'EV chargers or permits as scope',
        /ev charger|permit|blue badge/,
        'other',
      ),
    ],
    requirements: { min: 5, max: 10 },
  },
};
