import {
  action,
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

// A Slack channel copied from the browser: "Name  10:42 AM" headers, thread replies shown as
// "replied to a thread:" with the parent's first words, reply counts, "View thread", emoji
// reactions with their counts on the next line, "(edited)", a fire-alarm notice, an overdue
// threshold changed in the thread (30 → 45 days) and ordering "not for v1".
const THREAD = `#brewhouse-ops
Lena Fischer  9:58 AM
Morning all 👋 writing up the keg tracking thing so we stop losing kegs. Calling it Kegtrack for now
Lena Fischer  10:02 AM
Problem: we lost 140 kegs last year at about £90 each. Nobody knows which pub has which keg until the pub rings us
😱
3
Lena Fischer  10:05 AM
v1 plan:
• every keg gets a QR label
• we scan it when it's filled, when it goes on the van and when it comes back empty
• a dashboard shows which pub has which keg and for how many days
5 replies
Last reply today at 10:42 AM
View thread
Tomás Ruiz  10:09 AM
replied to a thread: v1 plan: • every keg gets a QR label • we scan it when it's filled…
flag kegs that have been out more than 30 days?
Lena Fischer  10:11 AM
replied to a thread: v1 plan: • every keg gets a QR label • we scan it when it's filled…
yes, flag anything out more than 30 days and email the pub a reminder
Aoife Byrne  10:30 AM
replied to a thread: v1 plan: • every keg gets a QR label • we scan it when it's filled…
30 is too short for the quiet country pubs, they take weeks to get through a keg of the stout
Lena Fischer  10:34 AM
replied to a thread: v1 plan: • every keg gets a QR label • we scan it when it's filled…
fair – make it 45 days then. 45, not 30 (edited)
👍
4
Aoife Byrne  10:41 AM
can the drivers see what to pick up too? like an empties list per run
Lena Fischer  10:42 AM
yes! the driver's app shows the empty kegs to collect at each pub on their route
Tomás Ruiz  10:50 AM
what about pubs ordering online? half of them text me their orders at midnight 😅
Lena Fischer  10:52 AM
not for v1. an ordering portal is its own project, let's get the kegs sorted first
🙏
2
Sam Patel  10:55 AM
reminder the fire alarm test is at 11, don't panic
Aoife Byrne  10:56 AM
🔥🔥
Sam Patel  11:03 AM
one thing from the cellar: scanning has to work with gloves on, so big buttons, and it has to work with no signal in the cold store and sync when you're back out
Lena Fischer  11:05 AM
100%. that's a must
Lena Fischer  11:12 AM
goal: lost kegs down from 140 a year to under 20
📈
3
Tomás Ruiz  11:15 AM
who finished the pilot batch of the hazy IPA 👀
Aoife Byrne  11:15 AM
no comment
Lena Fischer  11:18 AM
@Tomás can you count what's actually in the yard by Friday so we have a starting number?
Tomás Ruiz  11:20 AM
on it`;

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements', 'TL;DR'];
const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

export const moreSlackThread: EvalCase = {
  name: 'dev-more-slack-thread',
  description:
    'A Slack channel pasted from the browser: "Name  10:42 AM" headers, "replied to a thread:", reactions with counts, an overdue limit raised from 30 to 45 days, online ordering "not for v1".',
  input: { message: THREAD },
  expect: {
    productName: 'Kegtrack',
    facts: [
      fr('every keg gets a QR label', /qr/, /label/),
      fr('kegs scanned when filled, loaded and returned', /scan/, /fill/),
      fr('a dashboard shows which pub has which keg and for how long', /pub/, /days|how long/),
      fr('kegs out more than 45 days are flagged and the pub reminded', /\b45 ?days\b/),
      fr('drivers see the empty kegs to collect on their route', /driver/, /collect|empt/),
      req('scanning works with gloves on', /glove/),
      req('works with no signal in the cold store and syncs after', /signal|offline/, /sync/),
      nonGoal('no online ordering portal in v1', /order/),
      inSection(GOALS, 'lost kegs down to under 20 a year', /\b20\b/, /keg/),
      inSection([...GOALS, 'TL;DR'], '140 kegs lost last year', /\b140\b/),
      persona('drivers', /driver/),
      action('Tomás counts the kegs in the yard by Friday', /tom[aá]s/, /yard|count/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 30-day limit', /\b30 ?days\b/, 'stale'),
      notRequired('online ordering', /order(ing)? (portal|online)|online order/),
      chatter('the fire alarm test', /fire alarm/),
      chatter('the hazy IPA', /hazy|pilot batch/),
      notIn(BODY, 'a Slack time', /\b\d{1,2}:\d\d ?(am|pm)\b/, 'chatter'),
      notIn(
        BODY,
        'Slack thread furniture',
        /replied to a thread|view thread|last reply|\b\d+ replies\b/,
        'chatter',
      ),
      notIn(BODY, 'an emoji', /[👋😱👍😅🙏🔥📈👀]/u, 'chatter'),
      notIn(BODY, '"(edited)"', /\(edited\)/, 'chatter'),
      notIn('Title', 'the channel as the name', /brewhouse/, 'invented'),
    ],
    requirements: { min: 4, max: 9 },
  },
};
