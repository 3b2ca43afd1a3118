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

// A Microsoft Teams chat copied from the desktop client: names with dates on their own lines,
// "Like"/"Heart" reactions with counts, a meeting notice, a reply quoting an earlier message.
const TEAMS = `Housekeeping app - Chat
Adaeze Obi, 09/06 08:15
Morning! Writing down where we landed on the housekeeping app. We're calling it Roomready.
Adaeze Obi, 09/06 08:16
Problem: front desk phones housekeeping to ask if a room is clean. Guests wait in the lobby, at the Riverside hotel the average is 25 minutes past check-in time on busy days.
Like
3
Lukas Brandt, 09/06 08:20
Housekeepers mark a room Clean on their phone when they finish and the front desk sees it straight away
Heart
2
Adaeze Obi, 09/06 08:21
Yes. And a supervisor inspects and marks it Inspected before it can be given to a guest, VIP rooms only
Meeting started
Meeting ended: 22m 10s
Lukas Brandt, 09/06 09:02
Adaeze Obi
VIP rooms only
Changed my mind after the meeting: every room gets the inspection step, not just VIPs. Quality scores dropped last quarter.
Like
4
Adaeze Obi, 09/06 09:05
Fair. Every room then.
Priya Raman, 09/06 09:10
housekeepers also need to report maintenance issues (broken lamp, leaking tap) from the room with a photo, goes to the maintenance queue
Lukas Brandt, 09/06 09:12
and rooms are assigned to housekeepers each morning by the supervisor, drag and drop
Priya Raman, 09/06 09:14
Laundry tracking was on the wishlist — not in this release.
Like
2
Adaeze Obi, 09/06 09:20
Must work in English, Polish and Tagalog, most of the team reads one of those better than English
Lukas Brandt, 09/06 09:25
anyone know where the spare lanyards went?
Priya Raman, 09/06 09:26
reception drawer 😄
Adaeze Obi, 09/06 09:40
Goal: guests wait under 10 minutes past check-in time. Not sure yet if we integrate with the PMS (Opera) or run standalone first.
Surprised
1`;

export const teamsExport: EvalCase = {
  name: 'dev-teams-export',
  description:
    'A Teams chat: names and dates on their own lines, reactions, a quoted reply that changes a rule.',
  input: { message: TEAMS },
  expect: {
    productName: 'Roomready',
    facts: [
      fr('housekeepers mark a room clean; the front desk sees it', /clean/, /front desk/),
      fr(
        'every room is inspected before a guest gets it',
        /inspect/,
        /every room|all rooms|each room/,
      ),
      fr('maintenance issues with a photo go to the maintenance queue', /maintenance/, /photo/),
      fr('the supervisor assigns rooms each morning', /assign/, /supervisor/),
      req('English, Polish and Tagalog', /polish/, /tagalog/),
      nonGoal('no laundry tracking in this release', /laundry/),
      persona('housekeepers', /housekeeper/),
      persona('supervisors', /supervisor/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'guests wait under 10 minutes',
        /\b10 ?min/,
      ),
      inSection(['Problem and goals', 'TL;DR'], 'average wait of 25 minutes', /\b25 ?min/),
      openQuestion('PMS (Opera) integration or standalone', /opera|pms/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded VIP-only inspection',
        /vip/,
        'stale',
      ),
      notRequired('laundry tracking', /(?<!no |not )laundry/),
      chatter('lanyards', /lanyard/),
      notIn(BODY, 'a reaction line', /^(like|heart|surprised)$/m, 'chatter'),
      notIn(BODY, 'a meeting notice', /meeting (started|ended)|22m/, 'chatter'),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a date stamp',
        /09\/06/,
        'chatter',
      ),
    ],
    requirements: { min: 4, max: 10 },
  },
};
