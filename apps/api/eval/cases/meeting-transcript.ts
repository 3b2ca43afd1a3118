import type { EvalCase } from '../types.js';
import {
  action,
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
} from './helpers.js';

// Four speakers, chatter, a rejected idea, a date superseded later in the call, action items.
const TRANSCRIPT = `Weekly sync – ShiftSwap (rota app for Bellamy's restaurants)
Attendees: Priya (PM), Marco (eng lead), Jen (ops), Tom (design)

Priya: ok let's start, Tom are you there?
Tom: yep, can you hear me? my mic is being weird
Priya: yes. So, ShiftSwap. Quick recap: staff at our 14 restaurants swap shifts in WhatsApp groups today and the managers lose track.
Jen: last month we had 23 no-shows because a swap was agreed in a group chat and nobody told the manager.
Marco: so the core loop is: someone offers a shift, a colleague claims it, the manager approves.
Priya: yes, that's the must-have. A swap is only final once the manager approves it.
Tom: what if we let people swap without approval when it's the same role? less friction
Jen: no, managers want to see every swap, there are working time rules behind it.
Priya: ok, auto-approval is out then.
Marco: for notifications I'd say SMS.
Jen: SMS costs us money per message and everyone has smartphones anyway.
Priya: push notifications then. No SMS in this release.
Marco: timeline – I said we could ship on March 30, but with the payroll export it's more like April 20.
Priya: fine, April 20 for the pilot then, in 3 restaurants.
Jen: the payroll export has to be a weekly CSV in the Paycor import format.
Tom: sounds good. haha I'll need more coffee for this one
Priya: one more: nobody may go over 48 hours in a week because of a swap. Block the claim if it would.
Marco: risk wise, the Paycor format isn't documented, we only have one sample file from finance.
Priya: open point – can part-timers on minimum-hour contracts claim extra shifts? HR needs to answer that.
Jen: I'll ask them.
Priya: action items then.
- Marco: get the Paycor import spec from finance by Friday
- Tom: wireframes for the claim flow by next Tuesday
- Jen: ask HR about minimum-hour contracts
Priya: thanks all, talk next week!
Tom: cheers`;

export const meetingTranscript: EvalCase = {
  name: 'meeting-transcript',
  description: 'A messy 4-speaker call: chatter, a rejected idea, a superseded date, action items.',
  input: { message: TRANSCRIPT },
  expect: {
    productName: 'ShiftSwap',
    facts: [
      fr('offer and claim a shift', /offer/, /claim/),
      fr('manager approval before a swap is final', /manager/, /approv/),
      fr('push notifications', /push/),
      fr('weekly Paycor CSV export', /paycor/, /csv/),
      req('48-hour weekly cap blocks the claim', /\b48\b/, /hour/),
      nonGoal(
        'auto-approval (rejected)',
        /auto-?approv|automatic(ally)? approv|approved automatically|without (a |manager )?approval/,
      ),
      nonGoal('no SMS in this release', /sms/),
      persona('restaurant staff', /staff|employee|worker/),
      persona('managers', /manager/),
      inSection(
        'Milestones',
        'pilot on April 20 in 3 restaurants',
        /april 20/,
        /3 restaurants|three restaurants|pilot/,
      ),
      risk('Paycor format undocumented', /paycor/, /document|sample/),
      openQuestion('part-timers on minimum-hour contracts', /minimum-hour|part-tim/),
      action('Marco: Paycor spec by Friday', /marco/, /paycor/),
      action('Tom: wireframes', /tom/, /wireframe/),
      action('Jen: ask HR', /jen/, /hr\b/),
    ],
    forbidden: [
      notRequired('auto-approval', /(?<!(?:no|not|never) )(auto-?approv|approved automatically)/),
      notRequired('SMS', /(?<!(?:no|not|never|without) )\bsms\b/),
      chatter('"sounds good"', /sounds good/),
      chatter('coffee joke', /coffee/),
      chatter('mic check', /can you hear|are you there|\bmic\b/),
      chatter('goodbyes', /thanks all|cheers|talk next week/),
      notIn(
        'Milestones',
        'the superseded March 30 date as the plan',
        /ship on march 30|launch.*march 30/,
        'stale',
      ),
      chatter('a speaker label in a requirement', /\b(priya|marco|jen|tom):/),
    ],
    requirements: { min: 4, max: 12 },
  },
};
