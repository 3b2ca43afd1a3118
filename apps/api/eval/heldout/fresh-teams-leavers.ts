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

// A Microsoft Teams group chat copied from the desktop client: "[10:42] Name" headers, the
// "Like" and "Reply" buttons copied as lines, "has context menu", an image placeholder, a
// reminder window shortened from 14 to 7 days and a buy-back scheme ruled out.
const CHAT = `IT leavers kit – Kitback
[10:42] Hannah Okoye
Morning! Starting a chat for the leavers kit project, we're calling it Kitback. Last quarter we lost track of 63 laptops from people who left 😬
Like
Reply
[10:43] Sam Whitfield
ouch
[10:45] Hannah Okoye
Idea: when HR marks someone as leaving in Workday, IT automatically gets a return task listing every device that person has in the asset register (laptop, phone, monitor, headset, whatever)
2 Like
Reply
[10:47] Lena Fischer
Remote people will need a way to send it back. Can we email them a prepaid return label + a box?
[10:48] Hannah Okoye
yes, remote leavers get a prepaid courier label by email and the box is posted to them. office people just drop it at the IT desk
Like
[10:51] Sam Whitfield
And once it's back IT checks it in, wipes it and records the condition, A, B or C grade, so we know if it can be reissued
has context menu
[10:52] Lena Fischer
Who chases if they don't send it?
[10:55] Hannah Okoye
the leaver gets a reminder if nothing is back 14 days after their last day, and their line manager is copied
Reply
[10:58] Sam Whitfield
image
[10:58] Sam Whitfield
lol that's my desk after the last leaver clear-out
1 Like
[11:06] Lena Fischer
14 days is long, a lot of them have moved on by then. Legal are fine with 7
[11:08] Hannah Okoye
ok, reminder at 7 days after the last day then, manager copied. Updating the notes
3 Like
[11:10] Sam Whitfield
someone asked if leavers could buy their old laptop instead of returning it
[11:12] Hannah Okoye
no buy-back scheme, finance and security both said no. everything comes back
Like
Reply
[11:14] Lena Fischer
what about starters? same kit, other direction
[11:15] Hannah Okoye
new starter setup is a separate project, not Kitback
[11:20] Sam Whitfield
also devices must be wiped before anyone can mark them ready to reissue, that's non negotiable from security
[11:22] Lena Fischer
Open point: contractors' devices belong to their agency sometimes. do we track those at all?
[11:23] Hannah Okoye
don't know, need to check with procurement. Lena can you ask procurement by Friday?
[11:23] Lena Fischer
will do 👍
[11:30] Hannah Okoye
goal: 95% of leaver devices back within 30 days of the last day. first version live for UK leavers in June
2 Like
Reply
[11:31] Sam Whitfield
🎉
[11:31] Sam Whitfield
going for lunch, back at 12:30`;

export const freshTeamsLeavers: EvalCase = {
  name: 'heldout-fresh-teams-leavers',
  description:
    'A Teams chat with "[10:42] Name" headers and Like/Reply noise; a reminder window shortened from 14 to 7 days.',
  input: { message: CHAT },
  expect: {
    productName: 'Kitback',
    facts: [
      fr(
        'a leaver in Workday creates a return task listing their devices',
        /workday|hr/,
        /return task|task/,
      ),
      fr('devices come from the asset register', /asset register/),
      fr('remote leavers get a prepaid courier label by email', /prepaid|label/, /remote/),
      fr('office leavers drop devices at the IT desk', /it desk/),
      fr('IT checks in, wipes and grades the device', /wipe/, /grade|condition/),
      req('reminder 7 days after the last day, manager copied', /\b(7|seven) days\b/, /manager/),
      req('no reissue before the device is wiped', /wipe/, /reissu/),
      nonGoal('no buy-back scheme', /buy.?back|buy (their|the) (old )?laptop/),
      nonGoal('new starter setup is a separate project', /starter/),
      persona('leavers', /leaver/),
      persona('IT', /^it\b|\bit (team|desk|staff|support|technicians?)\b|service desk/),
      persona('line managers', /manager/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '95% of devices back within 30 days',
        /95 ?%/,
        /\b30 days\b/,
      ),
      inSection('Milestones', 'live for UK leavers in June', /june/),
      openQuestion('contractor devices owned by agencies', /contractor|agenc/),
      action('Lena asks procurement by Friday', /lena/, /procurement/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR', 'User experience flow'],
        'the superseded 14-day reminder',
        /\b14 days\b|\bfourteen days\b/,
        'stale',
      ),
      notRequired(
        'buying back the laptop',
        /^(?!.*\b(no|not|never)\b).*buy.?back|^(?!.*\b(no|not|never)\b).*buy their/,
      ),
      chatter('lunch', /lunch|12:30/),
      chatter('the desk picture', /my desk|clear-out/),
      notIn(BODY, 'Teams UI text', /has context menu|^(like|reply)$|\b\d like\b/, 'chatter'),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a message header',
        /\[1[01]:\d\d\]/,
        'chatter',
      ),
    ],
    requirements: { min: 5, max: 10 },
  },
};
