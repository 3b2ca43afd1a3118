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
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A Slack thread copied with its export noise: date dividers, "(edited)", threads, reactions,
// a bot message, a pick limit changed mid-thread and a request turned down.
const EXPORT = `#wh-picklight
--- Tuesday, October 14th ---
Jakub Nowak  10:02
hey folks, kicking off the handheld picking thing. Working name is Picklight. Pickers at the Leeds DC walk ~14 km a shift because the pick lists are in SKU order, not aisle order
Sinead Kelly  10:04
lol my Fitbit would love that
Jakub Nowak  10:05
so v1: the handheld shows the pick list sorted by walking route through the aisles, picker scans each item's barcode, wrong item = the scanner buzzes and won't confirm
:eyes: 3  :raised_hands: 2
Marco Ferri  10:09
batch picking? one trolley, several orders at once
Jakub Nowak  10:10
yes, up to 6 orders per trolley
Marco Ferri  10:11
6 is a lot for the small trolleys tbh
Jakub Nowak  10:40
talked to Sinead's shift leads, we'll cap it at 4 orders per trolley. 4, not 6 (edited)
:+1: 5
Sinead Kelly  10:42
when an item is short, the picker marks it short and the system sends a replen task to the nearest reach-truck driver
Jakub Nowak  10:43
:100: yes
WMS Bot  10:45
:robot_face: Reminder: stand-up in 15 minutes in Teams Room 2
Marco Ferri  10:51
can we do voice picking? headsets, no screens
Jakub Nowak  10:53
don't build voice for now, headsets are a whole procurement thing
Sinead Kelly  11:02
hard requirement from IT: scanners have to keep working when the Wi-Fi drops in the freezer aisles, queue the scans and sync later
Jakub Nowak  11:03
yep that's a must
Marco Ferri  11:15
who wants pizza friday :pizza:
Sinead Kelly  11:15
me!!
Jakub Nowak  11:30
goal: walking distance per shift down from ~14 km to under 9 km, and pick errors below 0.5% of lines
:chart_with_upwards_trend: 4
Marco Ferri  11:34
what about the returns area, do they use it too?
Jakub Nowak  11:35
unsure. @Marco can you ask the returns manager by Monday?
Marco Ferri  11:35
👍`;

export const slackExport: EvalCase = {
  name: 'dev-slack-export',
  description:
    'A Slack export: date divider, names and times on their own lines, a bot, reactions.',
  input: { message: EXPORT },
  expect: {
    productName: 'Picklight',
    facts: [
      fr('pick list sorted by walking route', /route|aisle order/, /pick list|sort/),
      fr('scan each item; a wrong item buzzes and cannot be confirmed', /scan/, /wrong item/),
      fr('batch picking of up to 4 orders per trolley', /\b(4|four) orders\b/, /trolley/),
      fr('a short item sends a replenishment task', /short/, /replen/),
      inSection(
        'Non-functional requirements',
        'scanners keep working offline and sync later',
        /wi-?fi|offline/,
        /queue|sync/,
      ),
      nonGoal('no voice picking for now', /voice/),
      persona('pickers', /picker/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'walking distance under 9 km a shift',
        /\b9 ?km\b/,
      ),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'pick errors below 0.5% of lines',
        /0[.,]5 ?%/,
      ),
      openQuestion('whether the returns area uses it', /return/),
      action('Marco asks the returns manager by Monday', /marco/, /return/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded 6 orders per trolley',
        /\b(6|six) orders\b/,
        'stale',
      ),
      notRequired('voice picking', /(?<!no |not )voice picking|headset/),
      chatter('pizza and the Fitbit', /pizza|fitbit/),
      chatter('the bot reminder', /stand-?up|teams room/),
      notIn(
        BODY,
        'an emoji code',
        /:(eyes|raised_hands|raised hands|\+1|100|pizza|robot_face|robot face):/,
        'chatter',
      ),
      notIn(BODY, 'the date divider', /--- tuesday|october 14th/, 'chatter'),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a timestamp',
        /\b1[01]:\d\d\b/,
        'chatter',
      ),
      notIn(BODY, '"(edited)"', /\(edited\)/, 'chatter'),
    ],
    requirements: { min: 4, max: 10 },
  },
};
