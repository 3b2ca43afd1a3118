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
  risk,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// The fourth held-out part: written by someone who read neither the writer nor the dev set.
// Ten cases, each in a shape and a domain the earlier parts do not have; each has a faithful
// hand-written PRD in fixtures/ (and, for the two conversations, faithful replies in
// fourth-conversations.ts) that passes it whole.

/** Everything but the title and the open questions, where an old value would be stale. */
const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');
const REQS = ['Functional requirements', 'Non-functional requirements'] as const;
const GOALS = ['Success metrics', 'Problem and goals'] as const;

// 1. A long informal prose brief from a volunteer coordinator: features in present tense,
// passives and "you can", almost no "must"; a joke about chainsaws that is no requirement,
// three things the place will not do, and the launch plan told as a story.
const TOOLS = `Toolpost – some thoughts before Thursday

Hi all, I promised a write-up of where we've landed on the tool library app, so here it is. It's long, sorry, grab a coffee.

Background. The Eastfield Tool Library has been running out of the old scout hut for three years now. We have about 450 tools (drills, ladders, a tile cutter, two pressure washers, the famous carpet cleaner) and roughly 600 members who pay £25 a year. Everything is tracked on a clipboard and a shared spreadsheet, which means nobody outside opening hours knows what's actually on the shelf, and the Saturday volunteers spend most of the shift writing things down instead of helping people. Last year 38 tools simply went missing because we couldn't tell who had them.

So, Toolpost. The idea is simple: members see the whole catalogue on their phone, with a photo of each tool and whether it's in right now. If something is out, you can reserve it and you're told by text when it comes back. A member can have up to 3 tools out at a time, and a loan lasts a week. Renewing once is fine as long as nobody else has reserved the tool; after that it comes back.

At the counter, the volunteer scans the member's card and the tool's QR sticker, and that's the loan recorded – no more clipboard. Returns are the same scan in reverse. When a tool comes back the volunteer is asked to note its condition (fine / needs a look / broken), and anything marked broken is taken out of the catalogue until one of our repair volunteers has signed it off.

Late returns: members get a reminder the day before a tool is due, and another one each day it's overdue. We don't charge late fees – we've talked about it a lot and it goes against the whole point of the place. What we do instead is pause borrowing: if something is more than 14 days late, your account is paused until it's back.

Some tools need a safety briefing before you take them home (the chainsaw... just kidding, we don't lend chainsaws. I mean the tile cutter, the floor sander, the pressure washers). Those are flagged in the catalogue, and the loan doesn't go through until a volunteer has ticked that the member had the briefing.

Membership fees stay as they are, by standing order through the bank, so Toolpost doesn't take payments at all. We're also not doing delivery, however much people ask – you come and collect. And a marketplace where members lend their own tools to each other came up again; it's a nice idea but it isn't part of this.

Who uses it: members, obviously, most of them on phones, a fair number in their seventies, so big text and no tiny buttons please. Then the Saturday volunteers at the counter, who use the old laptop at the hut. And Priya, our coordinator, who wants a weekly list of overdue tools and of the tools borrowed most, so we know what to buy twice.

Data-wise we keep members' names, phone numbers and addresses, nothing more, and someone's loan history is deleted two years after they leave.

What good looks like: missing tools down from 38 a year to under 10, and the Saturday queue gone – today people wait up to 20 minutes at busy times.

The plan. We'd like to try it with the Saturday crew for the whole of March, with the clipboard kept as a backup. If that goes OK we switch everyone over at the AGM on 12 April and the clipboard goes in the bin. Ideally the catalogue photos are all done before the trial; Tom said he'd photograph the lot over February half-term.

Worries: the Wi-Fi in the hut is awful, so if the scan needs the internet we're in trouble on Saturdays. Also not everyone has a smartphone – I think people still need to be able to reserve by phoning the hut, but we haven't decided how that works.

Open question for Thursday: do we let members see who has a tool out, so they can sort it out among themselves? Privacy-wise I'm not sure.

Cheers, Marta`;

const fourthProseTools: EvalCase = {
  name: 'heldout-fourth-prose-tools',
  description:
    'A long chatty prose brief for a tool library app: features said in present tense and passives, no late fees, a chainsaw joke, the launch plan in words.',
  input: { message: TOOLS },
  expect: {
    productName: 'Toolpost',
    notProductName: ['Eastfield Tool Library', 'Marta', 'some thoughts'],
    facts: [
      fr(
        'catalogue on the phone with a photo and whether each tool is in',
        /catalog/,
        /photo/,
        /\bin\b|availab|on the shelf|out/,
      ),
      fr('reserve a tool that is out, text when it is back', /reserv/, /text|sms|notif|told/),
      req('up to 3 tools out at a time', /\b(3|three)\b/, /tool|loan/, /time|once|at most|up to/),
      req('a loan lasts a week', /loan/, /\b(a|one|1) week\b|\b7 days\b/),
      fr('renew once unless someone reserved it', /renew/, /once|one/, /reserv/),
      fr('loans and returns by scanning card and QR sticker', /scan/, /qr|sticker/, /card/),
      fr(
        'condition noted on return, broken tools out until a repair volunteer signs them off',
        /broken/,
        /repair/,
      ),
      fr(
        'reminder the day before due and each overdue day',
        /remind/,
        /day before|due/,
        /overdue|each day|every day|daily/,
      ),
      fr('borrowing paused when more than 14 days late', /paus|suspend|block/, /\b14 days\b/),
      fr(
        'safety briefing ticked by a volunteer before flagged tools go out',
        /briefing/,
        /volunteer|tick|confirm/,
      ),
      fr(
        'weekly list of overdue and most borrowed tools for the coordinator',
        /overdue/,
        /most|popular/,
      ),
      req('large text, no tiny buttons', /text|font|button/, /large|big|tiny|small/),
      req('loan history deleted two years after leaving', /\b(two|2) years\b/, /delet|remov/),
      nonGoal('no late fees', /late fee|fine/),
      nonGoal('no payments: fees stay by standing order', /pay|fee|standing order/),
      nonGoal('no delivery', /deliver/),
      nonGoal('no member-to-member marketplace', /marketplace|their own tools|each other/),
      persona('members', /member/),
      persona('Saturday volunteers', /volunteer/),
      persona('the coordinator', /coordinator/),
      inSection(['Problem and goals', 'TL;DR'], '38 tools missing last year', /\b38\b/),
      inSection([...GOALS], 'missing tools under 10 a year', /\b10\b/, /missing|lost/),
      inSection([...GOALS], 'no Saturday queue', /queue|wait/),
      inSection('Milestones', 'trial with the Saturday crew in March', /march/),
      inSection('Milestones', 'everyone switched over at the AGM on 12 April', /april|agm/),
      risk('hut Wi-Fi is awful', /wi-?fi|internet|connection/),
      inSection(
        ['Open questions', 'Risks'],
        'reserving by phone for people without a smartphone',
        /smartphone|phon/,
      ),
      openQuestion('can members see who has a tool out', /who has|borrower|who is borrowing/),
      inSection(
        ['Action items', 'Milestones'],
        'Tom photographs the tools over February half-term',
        /\btom\b/,
        /photo/,
      ),
    ],
    forbidden: [
      notRequired('late fees', /^(?!.*\b(no|not|never|without|instead)\b).*late fee/),
      notIn([...REQS], 'the chainsaw joke', /chainsaw/, 'chatter'),
      notRequired('delivery', /^(?!.*\b(no|not|never)\b).*\bdeliver/),
      notRequired('a peer lending marketplace', /^(?!.*\b(no|not|never)\b).*marketplace/),
      notIn(
        [...REQS],
        'taking payments',
        /^(?!.*\b(no|not|never|doesn't|does not)\b).*(take|takes|accept|accepts|collect|collects|process)[^.]*payment/,
        'other',
      ),
      notIn(
        BODY,
        'the letter around the brief',
        /grab a coffee|some thoughts|it's long|cheers|just kidding|before thursday/,
        'chatter',
      ),
    ],
    requirements: { min: 8, max: 16 },
  },
};

// 2. A Mattermost channel copied from the web app: name and time on their own lines, join
// lines, reactions as emoji and counts, "Commented on …'s message", a battery threshold
// changed mid-thread (20% → 15%) and a feature cut (parts ordering).
const MATTERMOST = `~fleet-maintenance
Velora Ops

anika.roy
9:12 AM
morning all 👋 kicking off the spec for Spokefix, the mechanics' app for the Velora e-bike fleet. first cut of what I've heard so far:
• mechanics see the bikes flagged for repair on a map, nearest first
• riders report a fault from the rider app (flat tyre, brakes, battery won't charge, other) and it lands on that map with the bike's last GPS position
• a bike with a brake report is locked straight away so nobody can rent it until a mechanic clears it
• mechanics log what they fixed and the parts used, per bike
• battery swap run: the app lists every bike under 20% charge so the swap van can plan its route
• mechanics order parts from the depot inside the app
• leads get a daily summary: bikes out of service, average time to fix
👀 2  👍 4

joel.park joined the channel.

joel.park
9:20 AM
hi! I drive the swap van. 20% is too early, we'd be swapping batteries that still have a day in them. 15% please

anika.roy
9:22 AM
makes sense, 15% it is

mo.okafor
9:31 AM
parts ordering – the depot already runs stock in Partsbase, if we build ordering we end up with two systems. can we leave that out?

liesel.b joined the channel.

liesel.b
9:40 AM
Commented on mo.okafor's message: parts ordering – the depot already runs stock in Partsbase
agree with Mo. cut parts ordering, mechanics keep using Partsbase
💯 3

anika.roy
9:41 AM
ok, parts ordering is out of Spokefix. logging the parts used stays, that's for our records

liesel.b
9:44 AM
one thing from the ops side: time from report to fix is our KPI with the city. the contract says 90% of brake faults fixed within 4 hours. I'd want that tracked

anika.roy
9:45 AM
yes, that's the headline metric: 90% of brake faults fixed within 4 hours of the report

mo.okafor
9:50 AM
re locking: mechanics also need to unlock a bike themselves once it's fixed, from the app, not only through the control room

anika.roy
9:51 AM
good catch, adding it

joel.park
10:03 AM
lol the map in the current tool takes like a minute to load on the van tablet. please make it fast 😅
😂 2

anika.roy
10:05 AM
noted: the map loads in under 3 seconds on the van tablets over 4G

mo.okafor
10:12 AM
what about the dockless bikes in Harbourside, they have a different lock vendor. same lock API?

anika.roy
10:14 AM
don't know yet. @liesel.b can you ask Lockwise by Friday?

liesel.b
10:15 AM
will do 👍

anika.roy
10:20 AM
plan: pilot with the north depot team from 1 June, all depots in July if the brake numbers hold. I'll write it up, thanks all 🙏
🎉 3`;

const fourthMattermostBikes: EvalCase = {
  name: 'heldout-fourth-mattermost-bikes',
  description:
    'A Mattermost channel for an e-bike maintenance app: join lines, emoji reactions, the swap threshold lowered 20% → 15% and parts ordering cut mid-thread.',
  input: { message: MATTERMOST },
  expect: {
    productName: 'Spokefix',
    notProductName: ['Velora Ops', 'fleet-maintenance', 'anika.roy', 'morning all'],
    facts: [
      fr('flagged bikes on a map, nearest first', /map/, /nearest|flag|repair/),
      fr(
        'riders report a fault with the last GPS position',
        /rider/,
        /report|fault/,
        /gps|position|location/,
      ),
      fr('a brake report locks the bike', /brake/, /lock/),
      fr('mechanics unlock a fixed bike from the app', /unlock/),
      fr('fixes and parts used logged per bike', /log|record/, /parts?/),
      req('swap list of bikes under 15%', /\b15 ?%/, /batter|swap|charge/),
      fr('daily summary for leads', /daily|summary/, /out of service|time to fix/),
      req('the map loads in under 3 seconds over 4G', /\b3 ?(seconds?|s)\b/, /map|load/),
      nonGoal('no parts ordering: it stays in Partsbase', /order/, /parts?/),
      persona('mechanics', /mechanic/),
      persona('riders', /rider/),
      persona('the swap van driver', /swap|van|driver/),
      persona('leads', /lead/),
      inSection(
        [...GOALS],
        '90% of brake faults fixed within 4 hours',
        /90 ?%/,
        /\b4 ?(hours?|h)\b/,
      ),
      inSection('Milestones', 'pilot with the north depot from 1 June', /june/, /pilot|north/),
      inSection('Milestones', 'all depots in July', /july/),
      openQuestion(
        'do the Harbourside dockless bikes use the same lock API',
        /harbourside|dockless|lock (api|vendor)/,
      ),
      action('liesel.b asks Lockwise by Friday', /liesel/, /lockwise/),
    ],
    forbidden: [
      notIn(
        VALUES,
        'the superseded 20% threshold',
        /^(?!.*\b(not|instead of|was|from)\b).*\b20 ?%/,
        'stale',
      ),
      notRequired(
        'parts ordering',
        /^(?!.*\b(no|not|out|cut|partsbase)\b).*(order(s|ing)? (the )?parts|parts? order)/,
      ),
      notIn(BODY, 'join lines', /joined the channel|commented on/, 'chatter'),
      notIn(BODY, 'reactions', /👀|👍|💯|😂|🎉|🙏|😅|👋/, 'chatter'),
      chatter(
        'channel talk',
        /makes sense|good catch|will do|thanks all|\blol\b|morning all|kicking off/,
      ),
      notIn(BODY, 'message times', /\b\d{1,2}:\d\d ?(am|pm)\b/, 'chatter'),
    ],
    requirements: { min: 6, max: 11 },
  },
};

// 3. An Otter.ai transcript: "Name  0:04" speaker lines, a mute, crosstalk, a camera foot
// scan decided against and replaced by the shoe size plus a fitting in the shop, a launch
// date corrected in the same breath, action items said aloud.
const OTTER = `Ski rental pre-fit – weekly sync
Thu, Jan 8 · 32 mins
Otter.ai

Clara Weiss  0:04
Okay, can everyone hear me? Sebastian, you're on mute.

Sebastian Roth  0:09
Sorry – yes. Go ahead.

Clara Weiss  0:12
So, Fitfirst. Quick recap for Noor, who's new: guests at Alpenhof Sport queue up to an hour on Saturday mornings for rental fitting. Fitfirst lets them fill in the fitting form online before they arrive, so the kit is set up and waiting.

Noor Haddad  0:31
Got it. What goes in the form?

Clara Weiss  0:35
Height, weight, age, skier level – beginner, intermediate, advanced – and boot size. From that the fitter sets the binding DIN before they come in.

Sebastian Roth  0:48
And the boot size – last time we said we'd do the foot scan with the phone camera.

Clara Weiss  0:53
Right, that was the plan.

Noor Haddad  0:55
I looked into that. The scan vendors want –

Sebastian Roth  0:57
– it's, yeah –

Noor Haddad  0:58
– sorry, go on.

Sebastian Roth  0:59
No, you go.

Noor Haddad  1:01
The scan vendors want eighteen months of integration and a fee per scan, and the accuracy with thick socks is bad. I'd drop it.

Clara Weiss  1:12
Okay. So, decision: no camera foot scan. Guests enter their usual shoe size, and the fitter does the final boot fit in the shop. Everyone okay with that?

Sebastian Roth  1:20
Yes.

Noor Haddad  1:21
Yep.

Clara Weiss  1:24
Next, payment. Guests pay the full rental when they book online, card only.

Sebastian Roth  1:30
Can they change dates?

Clara Weiss  1:32
Free changes up to 48 hours before pick-up. After that, no refund.

Noor Haddad  1:38
And helmets. Helmets are free for under-16s, we should show that.

Clara Weiss  1:42
Yes, a helmet is added automatically and free for anyone under 16.

Sebastian Roth  1:50
For the shop side, the fitters need a list of tomorrow's pre-fits, sorted by pick-up time, on the tablet by the bench, so they can set up the skis the evening before.

Clara Weiss  2:01
Good. And when the guest picks up, the fitter scans the booking QR code and the guest signs the rental agreement on the tablet.

Noor Haddad  2:10
What about the waiver for kids, do both parents –

[crosstalk]

Clara Weiss  2:14
Let's park that. Sebastian, can you check with our lawyer whether one parent's signature is enough for under-18s? By the 20th?

Sebastian Roth  2:21
Yep, I'll do it.

Clara Weiss  2:24
Languages: German and English at launch. Italian later maybe, not now.

Noor Haddad  2:30
One risk – the DIN setting. If someone lies about their weight or level, the binding's wrong and that's an injury. The fitter has to check the DIN with the guest in person, not just trust the form.

Clara Weiss  2:42
Agreed. The fitter confirms the DIN with the guest at pick-up before the skis are handed over. That's a must.

Sebastian Roth  2:50
Are we doing snowboards?

Clara Weiss  2:52
Not this winter. Skis and boots only. Snowboards next season maybe.

Clara Weiss  2:58
Success: Saturday morning wait under 15 minutes, and 40% of rentals booked with a pre-fit by the end of the season.

Noor Haddad  3:05
When do we go live?

Clara Weiss  3:07
Soft launch at the Lech shop over the Christmas holidays – hmm, no, far too busy then. Let's say soft launch in the first week of February at Lech, then all three shops for the Easter holidays.

Sebastian Roth  3:18
Works for me.

Clara Weiss  3:20
Great, thanks everyone. Noor, can you send the vendor notes round to the group?

Noor Haddad  3:24
Will do.`;

const fourthOtterSkifit: EvalCase = {
  name: 'heldout-fourth-otter-skifit',
  description:
    'An Otter.ai transcript for a ski rental pre-fit: crosstalk, the camera foot scan replaced by shoe size plus an in-shop fit, a Christmas soft launch corrected to February.',
  input: { message: OTTER },
  expect: {
    productName: 'Fitfirst',
    notProductName: ['Otter.ai', 'Ski rental pre-fit', 'Alpenhof Sport', 'Clara Weiss'],
    facts: [
      fr('online fitting form: height, weight, level', /height|weight/, /level/),
      fr('guests enter their shoe size', /shoe size/),
      fr('full payment by card when booking', /pay/, /card/),
      fr('free date changes up to 48 hours before pick-up', /\b48 ?(hours?|h)\b/, /chang/),
      fr('free helmet added for under-16s', /helmet/, /\b16\b/),
      fr(
        "fitters see tomorrow's pre-fits sorted by pick-up time",
        /fitter/,
        /tomorrow|next day|evening before|day before/,
        /pick-?up time|sorted|order/,
      ),
      fr('QR code scanned and the agreement signed on the tablet', /qr/, /sign|agreement/),
      req('the fitter confirms the DIN with the guest at pick-up', /\bdin\b/, /confirm|check/),
      req('German and English at launch', /german/, /english/),
      nonGoal('no camera foot scan', /scan/, /foot|camera/),
      nonGoal('no Italian yet', /italian/),
      nonGoal('no snowboards this winter', /snowboard/),
      persona('guests', /guest/),
      persona('fitters', /fitter/),
      inSection([...GOALS], 'Saturday wait under 15 minutes', /\b15 ?(minutes?|min)\b/),
      inSection([...GOALS], '40% of rentals with a pre-fit', /40 ?%/),
      inSection('Milestones', 'soft launch at Lech in the first week of February', /february/),
      inSection('Milestones', 'all three shops for Easter', /easter/),
      risk('a wrong DIN from a lie about weight or level is an injury', /din|binding/, /injur/),
      inSection(
        ['Open questions', 'Action items'],
        "is one parent's signature enough for under-18s",
        /parent/,
        /sign/,
      ),
      action('Sebastian checks with the lawyer by the 20th', /sebastian/, /lawyer|legal/),
      action('Noor sends the vendor notes', /noor/, /vendor|notes/),
    ],
    forbidden: [
      notRequired(
        'the dropped foot scan',
        /^(?!.*\b(no|not|instead|dropped|without|replaces?d?)\b).*(foot scan|camera)/,
      ),
      notIn('Milestones', 'the corrected Christmas soft launch', /christmas/, 'stale'),
      notRequired('snowboards', /^(?!.*\b(no|not|only)\b).*snowboard/),
      notRequired('Italian', /^(?!.*\b(no|not|later)\b).*italian/),
      notIn(
        BODY,
        'call talk',
        /on mute|hear me|go ahead|you go|sorry, go on|crosstalk|works for me|otter\.ai/,
        'chatter',
      ),
      notIn(BODY, 'speaker timestamps', /\b[0-3]:[0-5]\d\b/, 'chatter'),
    ],
    requirements: { min: 7, max: 12 },
  },
};

// 4. An Outlook email thread, newest on top, with the older mails under "-----Original
// Message-----" and a "> " quoted summary: the newest mail moves go-live from 4 May to 1 June
// and lowers the van visits from 12 to 6 a year.
const EMAIL = `From: Gareth Lewis <g.lewis@bryncoed.gov.uk>
Sent: 3 March 2026 16:05
To: Sian Morgan; Digital Team
Subject: RE: RE: Tipslot – booking for the recycling centres

Sian, all,

Cabinet signed it off this morning with two changes:

- Go-live is now Monday 1 June, not 4 May. The new ANPR cameras at Cwm Road won't be in before the end of May.
- Vans and trailers: 6 visits a year per household, not 12. Commercial waste has been getting through as "household" and 12 is too generous.

Everything else in Sian's summary stands. Please get the PRD together on that basis.

Gareth

Gareth Lewis | Head of Waste Services | Bryncoed County Council
01632 960512

-----Original Message-----
From: Sian Morgan
Sent: 27 February 2026 11:48
To: Gareth Lewis
Cc: Digital Team
Subject: RE: Tipslot – booking for the recycling centres

Hi Gareth,

Summary of Tuesday's workshop:

> Residents book a 30-minute slot at one of our 3 recycling centres, up to 14 days ahead.
> Booking asks for the postcode (Bryncoed households only) and the vehicle registration.
> Cars: no limit on visits. Vans and trailers: up to 12 visits a year per household.
> The ANPR camera at the gate checks the registration against the day's bookings; no booking, no entry.
> Residents get a confirmation email with their slot, and can cancel or move it up to 1 hour before.
> Site staff see the slot list on a tablet at the gate and can let a resident in without a booking if the site is quiet.
> Go-live 4 May at all 3 sites.
> Goal: no queue back onto the main road at Cwm Road on bank holiday weekends, and fewer fly-tipping reports.

Not included: commercial waste (that stays with the trade waste permit scheme), and charging residents for visits.

Still to decide: do we need a phone booking line for people without internet? I've asked Customer Services to come back to us by 13 March.

Thanks,
Sian

-----Original Message-----
From: Gareth Lewis
Sent: 24 February 2026 09:02
To: Sian Morgan
Subject: Tipslot – booking for the recycling centres

Sian, can you write up where the workshop landed so I can take it to Cabinet? Needs to be short.
G.`;

const fourthEmailTipslot: EvalCase = {
  name: 'heldout-fourth-email-tipslot',
  description:
    'An Outlook thread for recycling centre bookings: the newest mail moves go-live 4 May → 1 June and van visits 12 → 6 a year over the quoted workshop summary.',
  input: { message: EMAIL },
  expect: {
    productName: 'Tipslot',
    notProductName: ['RE', 'Gareth Lewis', 'Bryncoed County Council', 'Sian'],
    facts: [
      fr('30-minute slot up to 14 days ahead', /\b30.?min/, /\b14 days\b/),
      fr('postcode and vehicle registration at booking', /postcode/, /registration|number plate/),
      fr('cars: no limit on visits', /\bcars?\b/, /no limit|unlimited/),
      req('vans and trailers: 6 visits a year', /\b(6|six) visits\b/, /van|trailer/),
      fr(
        'ANPR checks the registration against the bookings',
        /anpr|camera/,
        /registration|booking/,
      ),
      fr(
        'confirmation email; cancel or move up to 1 hour before',
        /cancel|move/,
        /\b(1|one) hour\b/,
      ),
      fr(
        'staff see the slots on a tablet and can let a resident in without a booking',
        /tablet/,
        /without (a )?booking|quiet/,
      ),
      nonGoal('no commercial waste', /commercial|trade/),
      nonGoal('no charge for visits', /charg|fee|pay/),
      persona('residents', /resident/),
      persona('site staff', /staff/),
      inSection(
        ['TL;DR', 'Problem and goals', 'Functional requirements', 'Milestones'],
        'the 3 recycling centres',
        /\b(3|three)\b/,
        /centres|sites/,
      ),
      inSection(
        [...GOALS],
        'no queue onto the main road on bank holidays',
        /queue/,
        /bank holiday|main road/,
      ),
      inSection([...GOALS], 'fewer fly-tipping reports', /fly.?tipping/),
      inSection('Milestones', 'go-live on 1 June', /\b1 june|june 1\b/),
      inSection(
        ['Risks', 'Technical considerations', 'Milestones'],
        'the new ANPR cameras at Cwm Road are in by the end of May',
        /camera/,
        /end of may/,
      ),
      openQuestion('a phone booking line for people without internet', /phone|internet/),
      inSection(
        ['Action items', 'Open questions'],
        'Customer Services answer by 13 March',
        /customer services/,
        /13 march/,
      ),
    ],
    forbidden: [
      notIn(
        VALUES,
        'the superseded 4 May go-live',
        /^(?!.*\b(not|instead of|was|from|moved)\b).*\b4 may\b/,
        'stale',
      ),
      notIn(
        VALUES,
        'the superseded 12 van visits',
        /^(?!.*\b(not|instead of|was|from|down)\b).*\b(12|twelve) visits\b/,
        'stale',
      ),
      notIn(
        BODY,
        'signatures, addresses and mail headers',
        /01632|@bryncoed|head of waste services|original message|sent: /,
        'chatter',
      ),
      notRequired('commercial waste', /^(?!.*\b(no|not|stays?|excluded|out)\b).*commercial waste/),
      notRequired(
        'charging for visits',
        /^(?!.*\b(no|not|free|never)\b).*(charg(e|es|ing) (residents|for)|visit fee|pay for (a |each )?visit)/,
      ),
      notIn(
        BODY,
        'the requests between the mails',
        /please get the prd|write up where|needs to be short|take it to cabinet/,
        'chatter',
      ),
    ],
    requirements: { min: 6, max: 10 },
  },
};

// 5. A Notion page copied whole: page properties, emoji headings, a Markdown requirements
// table with priority and status columns, then comments that widen the public page from 30 to
// 90 days and make it P0, and answer one of the open questions (the duty editor at weekends).
const NOTION = `Erratum – corrections tracker
Status: In review
Owner: Dev Malhotra
Team: Standards desk
Target launch: Q3 2026
Tags: newsroom, trust, CMS
Last edited: 11 March 2026

💡 Why
Readers email corrections@ and the standards desk tracks them in a shared inbox. Last year we published 412 corrections; 60 took more than 48 hours and two turned into complaints to the press regulator. Nobody can say how many reports are still open.

🎯 Goals
- Every reader-reported error triaged within 24 hours
- Median time from report to published correction under 12 hours

📋 Requirements
| Requirement | Priority | Status | Notes |
| --- | --- | --- | --- |
| Readers report an error from a "Report an error" link under every article, with the article URL filled in | P0 | Agreed | |
| Each report lands in a queue for the standards desk with the article, the reader's text and the section editor | P0 | Agreed | |
| The standards editor marks a report as correction needed, clarification or no action, with a reason | P0 | Agreed | |
| A published correction adds a dated note at the foot of the article, in house style | P0 | Agreed | wording approved by the standards editor |
| Public corrections page listing every correction of the last 30 days | P1 | Draft | see comments |
| The reader gets an email when their report is closed | P1 | Agreed | |
| Weekly digest to section editors of the corrections in their section | P2 | Idea | |

🚫 Out of scope
- Corrections in print: the print desk keeps its own log
- Moderating reader comments
- Legal complaints: they go straight to the legal team, not through Erratum

❓ Open questions
- Do we show corrections on syndicated copies (partner sites)?
- Who can publish a correction at weekends?

💬 Comments
Ines Duarte · 9 Mar
The public page should cover 90 days, not 30 – that's what IPSO expects us to keep visible.
Dev Malhotra · 9 Mar
Fair, 90 days then. Moving it to P0 as well.
Tomasz Nowak · 10 Mar
For weekends: the duty editor can publish. Answered, I think?
Dev Malhotra · 10 Mar
Yes, duty editor at weekends. Resolved.
Ines Duarte · 11 Mar
The foot note is written into our CMS (Arc) through its API, not pasted in by hand.`;

const fourthNotionCorrections: EvalCase = {
  name: 'heldout-fourth-notion-corrections',
  description:
    'A Notion page for a newsroom corrections tracker: properties, a requirements table, and comments that make the public page 90 days and P0 and answer the weekend question.',
  input: { message: NOTION },
  expect: {
    productName: 'Erratum',
    notProductName: ['Dev Malhotra', 'Standards desk', 'Status'],
    facts: [
      fr('"Report an error" link under every article', /report/, /article/, /link/),
      fr('reports land in a queue for the standards desk', /queue/, /standards/),
      fr(
        'standards editor marks correction, clarification or no action, with a reason',
        /clarification/,
        /no action/,
        /reason/,
      ),
      fr('a dated note at the foot of the article', /foot|bottom|end of the article/, /dated|date/),
      fr(
        'public corrections page of the last 90 days, P0',
        /public|corrections page/,
        /\b90 days\b/,
        /p0|must/,
      ),
      fr('email when the report is closed (P1)', /email/, /clos/, /p1|should/),
      fr('weekly digest to section editors (P2)', /digest|weekly/, /p2|could|nice/),
      req('the duty editor publishes at weekends', /duty editor/, /weekend/),
      inSection(
        [...REQS, 'Technical considerations'],
        'the foot note written into Arc through its API',
        /\barc\b|cms/,
        /\bapi\b/,
      ),
      nonGoal('no print corrections', /print/),
      nonGoal('no comment moderation', /comment/),
      nonGoal('no legal complaints', /legal/),
      persona('readers', /reader/),
      persona('the standards editor or desk', /standards/),
      persona('section editors', /section editor/),
      inSection([...GOALS], 'triaged within 24 hours', /\b24 ?(hours?|h)\b/, /triag/),
      inSection([...GOALS], 'median under 12 hours', /\b12 ?(hours?|h)\b/, /median/),
      inSection(['Problem and goals', 'TL;DR'], '412 corrections last year', /\b412\b/),
      inSection('Milestones', 'target launch Q3 2026', /\bq3\b/),
      openQuestion('corrections on syndicated copies', /syndicat|partner/),
    ],
    forbidden: [
      notIn(
        VALUES,
        'the superseded 30 days',
        /^(?!.*\b(not|instead of|was|from)\b).*\b30 days\b/,
        'stale',
      ),
      notIn('Open questions', 'the answered weekend question left open', /weekend/, 'stale'),
      notIn(
        BODY,
        'Notion chrome and comment lines',
        /last edited|💡|🎯|📋|🚫|❓|💬|· (9|10|11) mar|\bresolved\b|answered, i think/,
        'chatter',
      ),
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(requirement|priority|status|notes)( |\||$)/,
        'chatter',
      ),
      notRequired('print corrections', /^(?!.*\b(no|not|own log|out)\b).*\bprint\b/),
      notRequired('legal complaints', /^(?!.*\b(no|not|straight to|out)\b).*legal complaint/),
      notRequired('comment moderation', /^(?!.*\b(no|not|out)\b).*moderat/),
    ],
    requirements: { min: 7, max: 10 },
  },
};

// 6. A Markdown PRD pasted under a typed update: "GR-4 is now P0, we dropped GR-6", and the
// launch moves from August to 1 September. The ids are the document's own (GR-n), kept.
const GARAGE = `update this: GR-4 is now P0 (courtesy cars are our #1 complaint), and we dropped GR-6, loyalty stamps aren't happening. Also both workshops go live on 1 September, not August. Keep the rest as is.

# Pitlane – PRD v0.3

**Owner:** Rhys Carter · **Status:** Draft · **Updated:** 2 Feb

## Summary
Pitlane lets customers of Carter & Sons Motors (two workshops, Leeds and Wakefield) book a service or MOT online and follow their car through the workshop, instead of phoning the front desk.

## Problem
The front desk takes around 120 calls a day, half of them "is my car ready?". Customers can't see free slots, so Mondays are overbooked and Thursdays are empty.

## Users
- Customers booking a service, MOT or repair
- Service advisors at the front desk
- Technicians in the workshop

## Requirements

| ID | Requirement | Priority |
| --- | --- | --- |
| GR-1 | Customers book a service or MOT online by registration number; make and model are filled in from the DVLA lookup | P0 |
| GR-2 | Customers see the free slots of the next 4 weeks at the workshop they choose | P0 |
| GR-3 | Customers get a text at each stage: checked in, in the workshop, ready to collect | P0 |
| GR-4 | Customers can book one of the 5 courtesy cars with their service | P1 |
| GR-5 | Technicians send photos of extra work needed; the customer approves or declines it in the app before any of it starts | P0 |
| GR-6 | Loyalty stamps: every 5th service gets 10% off | P2 |
| GR-7 | Service advisors see the day's bookings per workshop and move them between bays | P1 |

## Out of scope
- Selling parts or tyres online
- Fleet and business accounts

## Success
- Calls to the front desk down 40% within 3 months
- No more overbooked Mondays: at most 10 cars booked per workshop per day

## Timeline
- Pilot in Wakefield: June
- Both workshops: August

## Open questions
- Do we take a deposit when a customer books a courtesy car?`;

const fourthPastedGarage: EvalCase = {
  name: 'heldout-fourth-pasted-garage',
  description:
    'A Markdown PRD with an ID | Requirement | Priority table under "update this: GR-4 is now P0, we dropped GR-6", and both workshops live on 1 September instead of August.',
  input: { message: GARAGE },
  expect: {
    productName: 'Pitlane',
    notProductName: ['update this', 'Carter & Sons Motors', 'PRD v0.3'],
    facts: [
      inSection('Anywhere', 'GR-1 kept, P0', /\bgr-1\b/, /registration|dvla/, /\bp0\b/),
      inSection('Anywhere', 'GR-2 kept, P0', /\bgr-2\b/, /\b4 weeks\b/, /\bp0\b/),
      inSection('Anywhere', 'GR-3 kept, P0', /\bgr-3\b/, /text|sms/, /\bp0\b/),
      inSection('Anywhere', 'GR-4 now P0', /\bgr-4\b/, /courtesy/, /\b5\b/, /\bp0\b/),
      inSection('Anywhere', 'GR-5 kept, P0', /\bgr-5\b/, /photo/, /approv/, /\bp0\b/),
      inSection('Anywhere', 'GR-7 kept, P1', /\bgr-7\b/, /bays?\b/, /\bp1\b/),
      nonGoal('no selling parts or tyres', /parts|tyres/),
      nonGoal('no fleet or business accounts', /fleet|business/),
      nonGoal('loyalty stamps dropped', /loyalty|stamp/),
      persona('customers', /customer/),
      persona('service advisors', /advisor/),
      persona('technicians', /technician/),
      inSection(['Problem and goals', 'TL;DR'], 'about 120 calls a day', /\b120\b/),
      inSection([...GOALS], 'front desk calls down 40% within 3 months', /40 ?%/, /call/),
      inSection([...GOALS], 'at most 10 cars per workshop per day', /\b10 cars\b/),
      inSection('Milestones', 'pilot in Wakefield in June', /june/, /wakefield|pilot/),
      inSection('Milestones', 'both workshops on 1 September', /\b1 september|september 1\b/),
      openQuestion('a deposit for a courtesy car', /deposit/),
    ],
    forbidden: [
      notIn([...REQS], 'GR-6 still a requirement', /loyalty|stamp|\bgr-6\b|10 ?% off/, 'stale'),
      notIn(
        'Anywhere',
        'GR-4 left at P1',
        /^(?![\s\S]*\bp0\b)[\s\S]*\bgr-4\b[\s\S]*\bp1\b/,
        'stale',
      ),
      notIn(
        'Milestones',
        'the old August go-live',
        /^(?!.*\b(not|moved|from|was|instead)\b).*august/,
        'stale',
      ),
      notIn(
        BODY,
        'the typed instruction',
        /update this|keep the rest|#1 complaint|we dropped/,
        'chatter',
      ),
      notRequired('selling parts or tyres', /^(?!.*\b(no|not|out)\b).*sell[^.]*(parts|tyres)/),
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(id|requirement|priority)( |\||$)/,
        'chatter',
      ),
    ],
    rawMustNotMatch: [
      { label: 'the GR ids renumbered as FR-n', pattern: /^###\s+FR-\d/m },
      { label: 'GR-7 renumbered to GR-6', pattern: /GR-6\b[^\n]*(advisor|bay)/i },
    ],
    requirements: { min: 6, max: 7 },
  },
};

// 7. A French brief sent by email ("Objet :"): a wine cooperative's booking of grape
// delivery slots at harvest, "Ce qui n'est pas prévu", constraints, a risk, a question and a
// next step. Expected in French, so the stems are French with English alternatives.
const VENDANGES = `Objet : cahier des charges – Vendangeo

Bonjour à tous,

Comme convenu lundi, voici le brief pour Vendangeo, l'outil de prise de rendez-vous pour les apports de vendange à la Cave coopérative de Saint-Aubin.

Le problème
Pendant les vendanges, les 85 adhérents arrivent tous en fin d'après-midi : l'an dernier, l'attente au quai de réception a dépassé 3 heures certains soirs, et le raisin attend au soleil dans les bennes. La cave ne sait pas à l'avance quels cépages vont arriver ni en quelle quantité.

Ce que fait l'outil
- Chaque adhérent réserve un créneau de réception de 20 minutes, au plus tard la veille à 18 h.
- À la réservation, il indique la parcelle, le cépage et une estimation du poids en kilos.
- Un adhérent réserve au maximum 3 créneaux par jour.
- Le chef de cave voit le planning de la journée par quai et par cépage, et peut bloquer un quai (panne du pressoir, nettoyage).
- À l'arrivée, le réceptionnaire saisit le poids réel et le degré mesuré ; l'adhérent reçoit un SMS avec ces valeurs.
- Au-delà de 30 minutes de retard, le créneau est libéré.
- Les apports de chaque adhérent sont exportés chaque soir vers le logiciel de gestion de la cave (Oenoges), pour le calcul de la rémunération.

Ce qui n'est pas prévu
- Le paiement des adhérents : il reste dans Oenoges.
- La vente de vin aux particuliers.
- Le suivi des traitements dans les vignes.

Contraintes
- Beaucoup d'adhérents ont plus de 60 ans : tout doit pouvoir se faire par SMS depuis un téléphone simple, pas seulement dans une application.
- Les données restent hébergées en France.

Objectifs
- Aucune attente de plus de 45 minutes au quai.
- 80 % des apports sur rendez-vous dès la première saison.

Calendrier
Test avec 10 adhérents volontaires en août sur les premiers blancs, puis tous les adhérents pour les vendanges de septembre.

Risque : si la météo change, tout le monde voudra vendanger le même jour et les créneaux ne suffiront pas.

Question ouverte : faut-il donner la priorité aux adhérents qui apportent des raisins pour la cuvée prestige ?

Prochaine étape : Hélène Roussel valide le format d'export avec l'éditeur d'Oenoges avant le 15 mai.

Merci,
Julien Marchand
Directeur, Cave coopérative de Saint-Aubin`;

const fourthFrenchVendanges: EvalCase = {
  name: 'heldout-fourth-french-vendanges',
  description:
    'A French brief ("Objet :") for booking grape delivery slots at a wine cooperative: features, "Ce qui n\'est pas prévu", SMS-only constraint, risk, question, next step.',
  input: { message: VENDANGES },
  expect: {
    productName: 'Vendangeo',
    notProductName: ['Objet', 'Cave coopérative de Saint-Aubin', 'Julien Marchand', 'Bonjour'],
    facts: [
      fr('créneau de 20 minutes', /cr(é|e)neau|slot/, /\b20 ?(minutes|min)\b/),
      fr('réservation au plus tard la veille à 18 h', /veille|day before/, /18 ?h|18[:.]00|6 ?pm/),
      fr(
        'parcelle, cépage et poids estimé à la réservation',
        /parcelle|plot/,
        /c(é|e)page|variet/,
        /poids|weight/,
      ),
      req(
        '3 créneaux par jour au maximum',
        /\b(3|trois|three)\b/,
        /cr(é|e)neaux|slots/,
        /jour|day/,
      ),
      fr(
        'le chef de cave voit le planning et bloque un quai',
        /chef de cave|cellar master/,
        /bloqu|block/,
      ),
      fr('poids réel et degré saisis, SMS à l’adhérent', /degr(é|e)/, /sms/),
      fr('créneau libéré après 30 minutes de retard', /\b30 ?(minutes|min)\b/, /retard|late/),
      fr('export chaque soir vers Oenoges', /export/, /oenoges/),
      req(
        'tout par SMS depuis un téléphone simple',
        /sms/,
        /t(é|e)l(é|e)phone simple|basic phone|pas seulement|not only/,
      ),
      req('données hébergées en France', /france/, /h(é|e)berg|host/),
      nonGoal('pas de paiement des adhérents', /paiement|payment/),
      nonGoal('pas de vente de vin', /vente|sell|sale/),
      nonGoal('pas de suivi des traitements', /traitement|treatment/),
      persona('adhérents', /adh(é|e)rent|grower/),
      persona('chef de cave', /chef de cave|cellar master/),
      persona('réceptionnaire', /r(é|e)ceptionnaire|reception/),
      inSection(
        ['Problem and goals', 'TL;DR'],
        'attente de plus de 3 heures',
        /\b3 ?(heures|hours)\b/,
      ),
      inSection([...GOALS], 'aucune attente de plus de 45 minutes', /\b45 ?(minutes|min)\b/),
      inSection([...GOALS], '80 % des apports sur rendez-vous', /80 ?%/),
      inSection('Milestones', 'test avec 10 adhérents en août', /ao(û|u)t|august/, /\b10\b/),
      inSection('Milestones', 'tous les adhérents en septembre', /septembre|september/),
      risk('la météo fait venir tout le monde le même jour', /m(é|e)t(é|e)o|weather/),
      openQuestion('priorité pour la cuvée prestige', /prestige/),
      action(
        'Hélène Roussel valide le format d’export avant le 15 mai',
        /h(é|e)l(è|e)ne/,
        /export/,
      ),
    ],
    forbidden: [
      notRequired(
        'paiement des adhérents',
        /^(?!.*\b(pas|aucun|non|no|not|reste|stays)\b).*(paiement des adh(é|e)rents|pay(ing)? (the )?(members|growers))/,
      ),
      notRequired(
        'vente de vin',
        /^(?!.*\b(pas|aucune?|non|no|not|hors)\b).*(vente de vin|sell(ing)? wine|wine sales)/,
      ),
      notRequired(
        'suivi des traitements',
        /^(?!.*\b(pas|aucun|non|no|not|hors)\b).*(suivi des traitements|treatment tracking)/,
      ),
      notIn(
        BODY,
        'le courriel autour du brief',
        /bonjour à tous|comme convenu|^merci|directeur, cave/,
        'chatter',
      ),
      notIn('Title', 'la ligne Objet comme titre', /objet|cahier des charges/, 'other'),
    ],
    requirements: { min: 7, max: 12 },
  },
};

// 8. Two lines: what the app does and its working name. Nothing else may be invented: no
// personas with ages, no prices, no features that were never asked for.
const fourthTwoLinerHives: EvalCase = {
  name: 'heldout-fourth-two-liner-hives',
  description:
    'Two lines: "PRD for an app that lets the members of our beekeeping club log their hive inspections. Working name: Hivelog".',
  input: {
    message:
      'PRD for an app that lets the members of our beekeeping club log their hive inspections.\nWorking name: Hivelog',
  },
  expect: {
    mayAsk: true,
    productName: 'Hivelog',
    notProductName: ['PRD for an app', 'Working name'],
    facts: [
      inSection(
        ['Functional requirements', 'TL;DR', 'Problem and goals'],
        'logging hive inspections is the subject',
        /hive/,
        /inspection/,
      ),
      inSection(
        ['TL;DR', 'Problem and goals', 'Personas and user stories'],
        'for the members of a beekeeping club',
        /club/,
        /member|beekeep/,
      ),
      openQuestion('asks what is missing', '?'),
    ],
    forbidden: [
      notIn(
        'Personas and user stories',
        'a made-up named persona ("Margaret, 67")',
        /\b[a-z]+, (\d{2}|aged \d{2})\b/,
        'invented',
      ),
      notIn(
        [...REQS],
        'features nobody asked for',
        /varroa|honey sales|sell(ing)? honey|marketplace|sensor|hive scale|weather|swarm alert|queen rearing/,
        'invented',
      ),
      notIn(
        [...REQS],
        'an empty template requirement',
        /the action succeeds|lorem ipsum/,
        'chatter',
      ),
      notIn('Title', 'the request as the title', /prd for|working name/, 'other'),
    ],
    rawMustNotMatch: [
      {
        label: 'a price or fee not marked as an assumption',
        pattern:
          /^(?!.*assum).*([$€£] ?\d|\d+ ?% (commission|fee|cut)|(commission|fee|cut)\D{0,30}\d+ ?%)/im,
      },
    ],
    requirements: { min: 1, max: 6 },
    maxChars: 12_000,
  },
};

// 9. A conversation: a laundry room booking brief, then the slot length changed (60 → 75
// minutes), criteria for the out-of-order requirement named by its words, a question about the
// PRD, and a newsletter announcement the built-in writer must decline.
const LAUNDRY = `Spinslot – booking the washing machines in Marlowe Hall

Marlowe Hall has 420 students and one laundry room: 8 washers and 6 dryers. Right now it's first come, first served, and there are arguments over full machines left for hours.

What we want:
- Students book a washer for a 60-minute slot from the app, up to 2 days ahead.
- Max 2 washer slots per student per week.
- The app pings you 10 minutes before your slot ends, and again when it ends.
- If you don't start the machine within 15 minutes of your slot starting, the slot goes back to the pool.
- Dryers aren't bookable; the app just shows which ones are free right now.
- Payment stays on the existing laundry card, Spinslot doesn't handle money.
- Hall staff can mark a machine out of order, which cancels its bookings and tells the students affected.

Not doing: machines in other halls, a laundry pickup service.
Success: complaints about the laundry down by half in the first term.
Launch for the start of the autumn term, 21 September.`;

const fourthConvLaundry: EvalCase = {
  name: 'heldout-fourth-conv-laundry',
  description:
    'A laundry booking brief, then: slots 60 → 75 minutes, criteria for "the out-of-order requirement", a question about no-shows, a newsletter announcement declined.',
  input: { message: LAUNDRY },
  expect: {
    productName: 'Spinslot',
    notProductName: ['Marlowe Hall'],
    facts: [
      fr('a washer for a 60-minute slot, up to 2 days ahead', /\b60.?min/, /\b2 days\b/),
      req('at most 2 washer slots a week', /\b(2|two)\b/, /slots/, /week/),
      fr('a ping 10 minutes before the slot ends', /\b10 ?min/, /ping|notif|remind|alert/),
      fr(
        'slot back to the pool if not started within 15 minutes',
        /\b15 ?min/,
        /pool|released|freed|cancel/,
      ),
      fr('dryers not bookable, free ones shown', /dryer/, /free|availab/),
      fr('staff mark a machine out of order, bookings cancelled', /out of order/, /cancel/),
      nonGoal('no payments: the laundry card stays', /payment|money|laundry card/),
      nonGoal('no machines in other halls', /other halls/),
      nonGoal('no laundry pickup', /pick-?up/),
      persona('students', /student/),
      persona('hall staff', /staff/),
      inSection([...GOALS], 'laundry complaints down by half', /complaint/, /half|50 ?%/),
      inSection('Milestones', 'launch on 21 September', /\b21\b/, /september/),
    ],
    forbidden: [
      notRequired(
        'booking dryers',
        /^(?!.*\b(not|aren't|no|only|just)\b).*book[^.]*dryer|^(?!.*\b(not|aren't|no)\b).*dryers? (is|are|can be) book/,
      ),
      notRequired(
        'taking payments',
        /^(?!.*\b(no|not|doesn't|does not|stays|existing)\b).*(payment|pay for)/,
      ),
      notRequired('laundry pickup', /^(?!.*\b(no|not)\b).*pick-?up service/),
    ],
    requirements: { min: 5, max: 9 },
  },
  followUps: [
    {
      message: 'Make the slots 75 minutes instead of 60, the new eco cycle is longer.',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Spinslot',
        facts: [
          fr('75-minute washer slots', /\b75.?min/),
          fr('still up to 2 days ahead', /\b2 days\b/),
          fr('the 15-minute start window stays', /\b15 ?min/),
          fr('the 10-minute ping stays', /\b10 ?min/),
        ],
        forbidden: [
          notIn(VALUES, 'the old 60-minute slots', /\b60.?min/, 'stale'),
          notIn(VALUES, 'the value applied to the wrong thing', /\b75 (days|slots)\b/, 'other'),
        ],
        changes: [/\b75\b/],
      },
    },
    {
      message:
        "Add acceptance criteria to the out-of-order requirement: students whose bookings were cancelled get a push notification within 5 minutes, and the machine can't be booked until staff mark it working again.",
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Spinslot',
        facts: [
          fr(
            'out-of-order criteria: a push within 5 minutes, no bookings until working again',
            /out of order/,
            /\b5 ?min/,
            /push|notif/,
            /working again|until/,
          ),
          fr('the 75-minute slots stay', /\b75.?min/),
        ],
        forbidden: [notIn(VALUES, 'the old 60-minute slots back', /\b60.?min/, 'stale')],
        changes: [/out.of.order|FR-6/i],
      },
    },
    {
      message: "What happens if someone doesn't turn up for their slot?",
      expect: {
        intent: 'question',
        kind: 'answer',
        citesRequirement: true,
        mentions: [/\b15 ?min/, /pool|released|freed|someone else|others/],
        maxChars: 1_500,
      },
    },
    {
      message: 'Can you also write the launch announcement for the hall newsletter?',
      expect: {
        intent: ['format', 'question', 'smalltalk'],
        kind: 'answer',
        maxChars: 600,
        mentions: [
          /announcement|newsletter|marketing|copy/,
          /can('|’)?t|cannot|unable|not able|not possible|decline/,
        ],
      },
    },
  ],
};

// 10. A conversation: a terse school trip brief, then one message that drops a feature and
// raises a cap (instalments out, £60 → £80), "add: …" a new requirement with a condition, and a
// translation into Polish the built-in writer must decline.
const TRIPS = `hey, need a PRD for Tripslip. it's for Oakfield Primary – school trips are all paper slips and cash in envelopes right now and the office loses about one in ten.

- teachers create a trip: date, place, cost, deadline for replies
- parents get an email + text with the trip details and give consent in the app
- parents pay online by card, cost is whatever the teacher set, max £60 a trip for now
- parents on free school meals aren't charged, the office marks them
- parents can pay in 3 instalments if the trip is over £30
- teacher sees a live list per trip: consented / paid / no reply, and can send a reminder to the no-replies
- office staff export the payments for the finance system at the end of each month

not doing: residential (overnight) trips, clubs and wraparound care bookings
goal: no paper slips at all from the summer term, office time on trips down from about 6 hours a week to 1
pilot with Year 4 in May, whole school from September`;

const fourthConvTrips: EvalCase = {
  name: 'heldout-fourth-conv-trips',
  description:
    'A terse school trip brief, then: instalments dropped and the cap raised £60 → £80 in one message, "add: …" medical info with the consent, "translate it into Polish" declined.',
  input: { message: TRIPS },
  expect: {
    productName: 'Tripslip',
    notProductName: ['hey', 'Oakfield Primary'],
    facts: [
      fr('teachers create a trip with a reply deadline', /teacher/, /deadline/),
      fr('parents get the trip by email and text and consent', /consent/, /email|text|sms/),
      fr('card payment online, at most £60 a trip', /card|online/, /£ ?60\b/),
      fr(
        'free school meals families are not charged',
        /free school meals/,
        /not (be )?charged|no charge|exempt|pay nothing|don't pay|do not pay/,
      ),
      fr('3 instalments for trips over £30', /instal/, /\b(3|three)\b/, /£ ?30\b/),
      fr('live list per trip and reminders to the no-replies', /no.?repl/, /remind/),
      fr('monthly export of payments for finance', /export/, /month/),
      nonGoal('no residential trips', /residential|overnight/),
      nonGoal('no clubs or wraparound care', /club|wraparound/),
      persona('teachers', /teacher/),
      persona('parents', /parent/),
      persona('office staff', /office/),
      inSection(
        ['Problem and goals', 'TL;DR'],
        'the office loses about one in ten paper slips',
        /paper|envelope|cash/,
        /lose|lost|one in ten/,
      ),
      inSection([...GOALS], 'no paper slips from the summer term', /paper/, /summer/),
      inSection([...GOALS], 'office time down from 6 hours a week to 1', /\b6\b/, /\b1\b|\bone\b/),
      inSection('Milestones', 'pilot with Year 4 in May', /\bmay\b/, /year 4|pilot/),
      inSection('Milestones', 'whole school from September', /september/),
    ],
    forbidden: [
      notRequired('residential trips', /^(?!.*\b(no|not)\b).*(residential|overnight)/),
      notRequired('clubs or wraparound care', /^(?!.*\b(no|not)\b).*(wraparound|\bclubs?\b)/),
      notIn(BODY, 'the request to the tool', /need a prd|^hey\b/, 'chatter'),
    ],
    requirements: { min: 6, max: 9 },
  },
  followUps: [
    {
      message: 'drop the instalments, finance says no. and the max per trip goes up to £80',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Tripslip',
        facts: [
          nonGoal('instalments dropped', /instal/),
          fr('at most £80 a trip', /£ ?80\b/),
          fr('free school meals unchanged', /free school meals/),
        ],
        forbidden: [
          notIn(VALUES, 'the old £60 cap', /£ ?60\b/, 'stale'),
          notIn(
            [...REQS],
            'instalments still a requirement',
            /^(?!.*\b(no|not|dropped|removed)\b).*instal/,
            'stale',
          ),
        ],
        changes: [/instal/i, /\b80\b/],
      },
    },
    {
      message:
        'add: parents fill in medical info and an emergency contact with the consent, and the teacher can see them on the trip day even with no signal',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Tripslip',
        facts: [
          fr(
            'medical info and an emergency contact with the consent',
            /medical/,
            /emergency contact/,
          ),
          fr(
            'the teacher sees them on the trip day without signal',
            /medical|emergency/,
            /no signal|offline|without (a )?(signal|connection)/,
          ),
          fr('the £80 cap stays', /£ ?80\b/),
          nonGoal('instalments stay out', /instal/),
        ],
        forbidden: [
          notIn(
            [...REQS],
            'instalments back as a requirement',
            /^(?!.*\b(no|not|dropped|removed)\b).*instal/,
            'stale',
          ),
          notIn(VALUES, 'the old £60 cap back', /£ ?60\b/, 'stale'),
        ],
        changes: [/medical|emergency/i],
      },
    },
    {
      message: 'can you translate it into Polish? lots of our parents read Polish',
      expect: {
        intent: ['format', 'question', 'smalltalk'],
        kind: 'answer',
        maxChars: 600,
        mentions: [/polish|translat/, /\b(ai|model|llm|language model)\b/],
      },
    },
  ],
};

/** The held-out set's fourth part: written from outside the writer, never used for tuning. */
export const FOURTH_BATCH: EvalCase[] = [
  fourthProseTools,
  fourthMattermostBikes,
  fourthOtterSkifit,
  fourthEmailTipslot,
  fourthNotionCorrections,
  fourthPastedGarage,
  fourthFrenchVendanges,
  fourthTwoLinerHives,
  fourthConvLaundry,
  fourthConvTrips,
];
