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

// A Slack channel pasted as it is exported: join and leave lines, timestamps, emoji reactions,
// coffee orders, a cut-off changed an hour later, a rejected idea and a task given to someone.
const EXPORT = `#proj-shift-swaps
[Mon 9:02 AM] Priya Nair joined #proj-shift-swaps.
[Mon 9:02 AM] Tom Becker joined #proj-shift-swaps.
[Mon 9:04 AM] Priya Nair: morning all :wave: spinning this channel up for the shift swap thing. Store managers are drowning, Kev at the Bristol store says he spends ~3 hrs a week just texting people to cover shifts
[Mon 9:05 AM] Tom Becker: :joy: only 3?
[Mon 9:05 AM] Dana Okafor joined #proj-shift-swaps.
[Mon 9:07 AM] Priya Nair: so proposal: in our scheduling app an employee can post a shift they can't work and a coworker picks it up. We're calling it Swapboard
    :+1: 4  :fire: 2
[Mon 9:09 AM] Dana Okafor: only people with the same role at the same store should see it tho. a cashier can't take a forklift shift
[Mon 9:10 AM] Priya Nair: yes 100%
[Mon 9:12 AM] Tom Becker: does the manager have to approve every swap?
[Mon 9:14 AM] Priya Nair: no, only if the swap would push the person taking it over 40 hours that week. otherwise it goes straight through
[Mon 9:15 AM] Dana Okafor: and cut-off? I'd say swaps close 24h before the shift starts
[Mon 9:31 AM] Tom Becker: anyone grabbing coffee? ☕
[Mon 9:31 AM] Dana Okafor: oat flat white pls :pray:
[Mon 10:48 AM] Priya Nair: back from the ops call. ops want a shorter cut-off: swaps close 12 hours before the shift starts, not 24. Let's go with 12
    :white_check_mark: 3
[Mon 10:50 AM] Tom Becker: fine by me
[Mon 10:52 AM] Dana Okafor: when a shift is posted, everyone eligible should get a push notification. and the person who posted it stays responsible for the shift until someone actually picks it up
[Mon 10:53 AM] Priya Nair: agreed, put both in (edited)
[Mon 11:20 AM] Tom Becker: web version?
[Mon 11:21 AM] Priya Nair: not for v1. iOS + Android only, web can wait
[Mon 11:22 AM] Tom Becker: someone in the store survey suggested paying a bonus to whoever picks up a last-minute shift
[Mon 11:25 AM] Priya Nair: no bounties. legal said no, don't want to go near that
    :100: 2
[Mon 11:40 AM] Dana Okafor: how do we handle under-18s? there are rules on how late they can work
[Mon 11:41 AM] Priya Nair: good q, no idea yet. @Dana can you check the under-18 rules with legal by Friday?
[Mon 11:41 AM] Dana Okafor: on it 👍
[Mon 11:55 AM] Priya Nair: targets: pilot in 12 stores in March, and manager time spent on cover goes from ~3 hrs to under 1 hr a week
    :rocket: 5
[Mon 12:03 PM] Tom Becker: who took my charger from the big meeting room lol
[Mon 12:04 PM] Tom Becker left #proj-shift-swaps.`;

export const slackExport: EvalCase = {
  name: 'heldout-slack-export',
  description: 'A Slack export: join lines, timestamps, emoji, chatter, a changed cut-off.',
  input: { message: EXPORT },
  expect: {
    productName: 'Swapboard',
    facts: [
      fr(
        'an employee posts a shift and a coworker picks it up',
        /post|offer|give up|release/,
        /pick|take|claim|accept/,
      ),
      req('only the same role at the same store can see or take it', /same role/, /store/),
      fr('manager approval only when the taker goes over 40 hours', /approv/, /\b40\b/),
      req(
        'swaps close 12 hours before the shift',
        /\b12 ?(h|hrs?|hours?)\b/,
        /before|cut-?off|close/,
      ),
      fr(
        'push notification to eligible coworkers',
        /push|notif/,
        /eligible|same role|coworker|colleague/,
      ),
      fr('the poster stays responsible until it is picked up', /responsib/),
      nonGoal('no web version in v1', /\bweb\b/),
      nonGoal('no bonus or bounty for picking up shifts', /bount|bonus/),
      persona('store managers', /manager/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'manager time on cover under 1 hour a week',
        /\b(1|one) ?(hrs?|hours?)\b/,
        /week/,
      ),
      inSection(
        ['Milestones', 'Problem and goals'],
        'pilot in 12 stores in March',
        /12 stores/,
        /march/,
      ),
      openQuestion('rules for under-18s', /under-?18|minor/),
      action('Dana checks the under-18 rules with legal by Friday', /dana/, /legal/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded 24-hour cut-off',
        /\b24 ?(h|hrs?|hours?)\b/,
        'stale',
      ),
      chatter('coffee orders', /coffee|flat white/),
      chatter('the lost charger', /charger/),
      notIn(BODY, 'a join or leave line', /(joined|left) #/, 'chatter'),
      notIn(
        BODY,
        'an emoji code',
        /:(wave|joy|fire|pray|rocket|100|\+1|whitecheckmark|white check mark):/,
        'chatter',
      ),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a timestamp',
        /\[mon \d/,
        'chatter',
      ),
      notRequired('bonus for picking up a shift', /bount|bonus/),
      notRequired('web version', /\bweb (app|version|client)\b/),
    ],
  },
};
