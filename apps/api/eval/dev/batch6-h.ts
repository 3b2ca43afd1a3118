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
import type { EvalCase, SectionName, TurnExpectations } from '../types.js';

// Batch 6 (h): written from outside the writer, see docs/eval.md. Features said without
// "must/should" (present tense, passives, "X lets Y do Z", terse noun phrases), milestones said
// as people say them ("after Easter", "go-live for the spring term"), non-goals in many wordings.

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements', 'TL;DR'];
const FR_NFR: SectionName[] = ['Functional requirements', 'Non-functional requirements'];
const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];
// Everything but the title and the open questions, where an old value would be stale.
const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

/** A request the built-in writer cannot do well without a model: a short, clean decline. */
const DECLINE: Pick<TurnExpectations, 'intent' | 'kind' | 'maxChars'> = {
  intent: ['format', 'question', 'smalltalk'],
  kind: 'answer',
  maxChars: 600,
};
const NAMES_A_MODEL = /\b(ai|model|llm|language model)\b/;

// 1. A Mattermost channel copied from the desktop app: "Name  8:47 AM" lines, "(edited)",
// "Commented on X's message:" replies, a join line and a GitLab bot; features in the present
// tense ("Drivers see their route"), the delivery window 30 → 20 minutes, ordering and invoicing
// turned down as "Nobody asked for X, skip it" and "X stays in Sage".
const MATTERMOST = `~ovenrun-planning

Dom Fletcher  8:47 AM
Morning all. Right, the van app. We're calling it Ovenrun. Point is to kill the clipboard and the 6am phone calls.

Dom Fletcher  8:49 AM
How it works today: Gary prints the drop sheets at 4am, the drivers do 3 runs (north, city, coast) with about 140 cafés and shops between them, and when a café says the bread never came nobody can prove otherwise. We credited £11,400 last year for "missing" deliveries.

sam.okafor joined the channel.

Dom Fletcher  8:55 AM
What it does:
- Drivers see their route for the day on the phone, drops in order, with the café's own notes ("round the back, key in the blue box")
- The customer signs on the driver's phone at each drop, or the driver takes a photo of the crates at the door when nobody's in
- Each drop gets a delivery window of 30 minutes, sent to the café the night before
- The office gets an alert when a van is running more than 15 min behind its route
- Short or damaged items are logged at the drop, and the credit note is raised from that, not from a phone call
(edited)

Gary Hume  9:02 AM
Commented on Dom Fletcher's message: Each drop gets a delivery window of 30 minutes
30 is tight for the coast run, the A-road is a car park in summer. But the cafés want it tighter not looser tbh

Dom Fletcher  9:05 AM
Commented on Dom Fletcher's message: Each drop gets a delivery window of 30 minutes
Spoke to the three biggest accounts, they'd rather have a window they can trust. Actually make it 20 minutes, and it's re-sent when the van leaves the bakery.

Sam Okafor  9:11 AM
hi! new ops analyst, started monday 👋 can cafés order through it too? the email orders are chaos

Dom Fletcher  9:14 AM
Nobody asked for ordering in the app, skip it. Orders keep coming in by email and the order desk keys them in like now.

Gary Hume  9:16 AM
and invoicing?

Dom Fletcher  9:17 AM
Invoicing stays in Sage. Not touching it.

Gary Hume  9:31 AM
who's nicked the good van keys again

Lena Kowal  9:40 AM
From the IT side: the phones are the old Androids and there's no data on half the coast run. Drop data is saved on the phone and sent when signal comes back. Photos and signatures are kept for 12 months in case of disputes.

Dom Fletcher  9:44 AM
Target: credits for missing deliveries down by half, and no more 6am calls from the office to find out where a van is.
Pilot with the city run in March, north and coast after Easter.

Lena Kowal  9:47 AM
one thing I don't know: do we need the café's consent to keep the signature images? the GDPR people will ask

Dom Fletcher  9:49 AM
fair, not sure. can you find out?

Lena Kowal  9:50 AM
will ask our DPO this week

Gary Hume  9:53 AM
Worry: drivers on the 4am start won't bother with photos if it takes more than a couple of taps. Then we're back to arguing with cafés.

GitLab  BOT  10:02 AM
Pipeline #4412 passed for ovenrun/main`;

const mattermostRoutes: EvalCase = {
  name: 'dev-b6h-mattermost-bakery-routes',
  description:
    'A Mattermost channel for a wholesale bakery’s delivery app ("Name  8:47 AM", "(edited)", "Commented on X\'s message:", a join line, a GitLab bot): features in the present tense and passive, the delivery window 30 → 20 minutes, "Nobody asked for ordering in the app, skip it", "Invoicing stays in Sage".',
  input: { message: MATTERMOST },
  expect: {
    productName: 'Ovenrun',
    notProductName: ['Mattermost', 'GitLab', 'Sage'],
    facts: [
      fr('drivers see their route for the day, drops in order', /driver/, /route/),
      fr('the café’s own notes shown with each drop', /notes?|instructions?/, /caf|customer/),
      fr('proof of delivery: a signature or a photo of the crates', /sign/, /photo/),
      req('a 20-minute delivery window per drop', /\b20 ?min/, /window/),
      fr(
        'the window is sent the night before and again when the van leaves',
        /night before/,
        /leav|depart/,
      ),
      fr('the office is alerted when a van is over 15 minutes behind', /\b15 ?min/, /behind|late/),
      fr('short or damaged items logged at the drop raise the credit note', /damaged/, /credit/),
      req('drop data saved on the phone and sent when signal returns', /signal|offline/),
      req('photos and signatures kept 12 months', /\b12 months\b/),
      nonGoal('no ordering in the app: orders stay by email', /order/),
      nonGoal('invoicing stays in Sage', /invoic|sage/),
      inSection(GOALS, 'credits for missing deliveries down by half', /credit/, /half|50 ?%/),
      inSection(GOALS, 'no more 6am calls to find a van', /\b6 ?am\b|phone calls?/),
      inSection('Milestones', 'pilot with the city run in March', /city/, /march/),
      inSection('Milestones', 'north and coast runs after Easter', /easter/),
      persona('drivers', /driver/),
      persona('the office', /office/),
      openQuestion('consent to keep signature images', /consent|gdpr/),
      action('Lena asks the DPO this week', /lena/, /\bdpo\b|data protection/),
      risk('drivers skip the photos if they take more than a couple of taps', /tap|bother/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 30-minute window', /\b30 ?(min|minutes?)\b/, 'stale'),
      notRequired(
        'ordering in the app',
        /\bordering\b|place (an )?orders?|orders? (through|in) the app/,
      ),
      notRequired('invoicing', /invoic/),
      chatter('the van keys', /van keys|nicked/),
      chatter('the A-road aside', /a-road|car park/),
      notIn(BODY, 'the new starter’s intro', /ops analyst|started monday/, 'chatter'),
      notIn(BODY, 'a Mattermost time', /\b\d{1,2}:\d\d ?(am|pm)\b/, 'chatter'),
      notIn(
        BODY,
        'Mattermost furniture',
        /commented on|joined the channel|\(edited\)|pipeline|gitlab|#4412/,
        'chatter',
      ),
      notIn(BODY, 'an emoji', /👋/u, 'chatter'),
      notIn('Title', 'the channel as the name', /planning|mattermost/, 'invented'),
    ],
    requirements: { min: 5, max: 10 },
  },
};

// 2. A Webex meeting transcript ("Name 00:01:03" lines, "you're on mute", a dog, "(inaudible)",
// a Webex Assistant "Action item detected" line, a birthday): leavers' kit returns said in the
// passive ("a prepaid returns box goes out", "it's wiped and re-imaged"), the manager's chaser
// 10 → 7 days, phones "left to the mobile contract team", pay deductions "stay manual",
// contractors "not this time", "soft launch to the Leeds office first, everyone in June".
const WEBEX = `Handback – kickoff
Webex meeting recording · Tuesday, 3 February 2026 · 34 min
Transcript

Ruth Okonkwo 00:00:05
Okay, I think it's recording now. Can everyone see the board? Tom, sorry, you're on mute.

Tom Vance 00:00:14
Sorry. Yes, I'm here. Is that your dog?

Ruth Okonkwo 00:00:17
Yes, he's decided he wants to join. Right. So, the leavers' kit thing. We're calling it Handback, the comms team liked it. Quick background: last year we wrote off 38 laptops because nobody chased them after people left, and the service desk spends about two days a month emailing leavers.

Grace Lin 00:00:52
And the ones that do come back turn up in a padded envelope with no charger, half the time.

Ruth Okonkwo 00:01:03
Exactly. So how it works. When someone resigns, HR puts the leaving date into Workday, and that kicks everything off. The leaver gets an email listing the kit that's registered to them, laptop, monitor, headset, whatever's on their asset record.

Tom Vance 00:01:31
From the asset register, yeah. That's all in ServiceNow already.

Ruth Okonkwo 00:01:36
Right. Then a prepaid returns box goes out to their home address five working days before their last day. Remote people pick a courier collection slot from the email. Office people can just drop it at the service desk instead.

Grace Lin 00:02:02
And the manager gets a chaser if the kit isn't back ten days after the leaving date.

Ruth Okonkwo 00:02:09
Um, actually, HR's policy says a week. Let's make it seven days, not ten. Seven days after the leaving date, the manager is chased.

Grace Lin 00:02:20
Fine by me.

Tom Vance 00:02:24
On our side, when a laptop comes in it's wiped and re-imaged before it's reissued, and the wipe is logged against the asset tag. That's an audit thing, we got picked up on it last year.

Ruth Okonkwo 00:02:41
Good. And the service desk sees a list of everything that's outstanding, by leaving date.

Tom Vance 00:02:50
What about phones? Mobiles are a nightmare.

Ruth Okonkwo 00:02:54
We're leaving phones to the mobile contract team, they have their own process with the carrier. And before anyone asks, deducting unreturned kit from final pay stays manual, HR does that case by case.

Grace Lin 00:03:12
Contractors?

Ruth Okonkwo 00:03:14
Not this time. Employees only for now.

Tom Vance 00:03:19
(inaudible) ... the courier, do they give us tracking?

Ruth Okonkwo 00:03:25
They do, and the leaver and the service desk both see the tracking link. Oh, and only the service desk and the leaver's manager see the return status, nobody else.

Grace Lin 00:03:41
Sorry, I need to jump at quarter past, I've got the all-hands.

Ruth Okonkwo 00:03:45
No worries. Goal for me is kit back within 14 days of leaving for 95% of leavers. Today it's about 60%. And no more write-offs because we lost track.

Ruth Okonkwo 00:04:02
Timeline: soft launch to the Leeds office first, everyone in June.

Tom Vance 00:04:10
One thing that worries me, people who've left on bad terms just won't send anything back, and then we've paid for a courier for nothing.

Ruth Okonkwo 00:04:19
Yeah, fair. Open point: what do we do for people who leave while they're on long-term sick leave? Do we still send the box?

Grace Lin 00:04:27
I'll check that with HR.

Tom Vance 00:04:31
I'll get the courier's API pricing by next Friday.

Webex Assistant 00:04:36
Action item detected: Tom Vance to get courier API pricing by next Friday.

Ruth Okonkwo 00:04:40
Great. Oh and happy birthday, Tom! Right, that's us.`;

const webexReturns: EvalCase = {
  name: 'dev-b6h-webex-laptop-returns',
  description:
    'A Webex meeting transcript on leavers returning their laptops ("Name 00:01:03" lines, "on mute", a dog, "(inaudible)", a Webex Assistant action line, a birthday): passive features, the manager’s chaser 10 → 7 days, phones "left to the mobile contract team", pay deductions "stay manual", contractors "not this time", "soft launch to the Leeds office first, everyone in June".',
  input: { message: WEBEX },
  expect: {
    productName: 'Handback',
    notProductName: ['Webex', 'Workday', 'ServiceNow'],
    facts: [
      fr('the leaving date entered in Workday starts the return', /workday/),
      fr('the leaver is emailed the kit registered to them', /leaver/, /registered|asset record/),
      fr(
        'a prepaid box sent five working days before the last day',
        /box/,
        /\b(5|five) working days\b/,
      ),
      fr('remote leavers pick a courier collection slot', /courier|collection/, /slot/),
      fr('office leavers drop the kit at the service desk', /service desk/, /drop|hand/),
      req(
        'the manager is chased 7 days after the leaving date',
        /manager/,
        /\b(7|seven) days\b|\ba week\b/,
      ),
      req('a laptop is wiped and re-imaged, logged against the asset tag', /wipe/, /asset tag/),
      fr('the service desk sees outstanding kit by leaving date', /outstanding/),
      fr('the leaver and the service desk see the courier tracking link', /track/),
      req('only the service desk and the manager see the return status', /only/, /status/),
      nonGoal('phones are left to the mobile contract team', /phone|mobile/),
      nonGoal('deductions from final pay stay manual', /deduct|final pay/),
      nonGoal('contractors not this time', /contractor/),
      inSection(GOALS, 'kit back within 14 days for 95% of leavers', /\b95 ?%/, /\b14 days\b/),
      inSection(GOALS, 'no more write-offs', /write-?offs?/),
      inSection('Milestones', 'soft launch to the Leeds office first', /leeds/),
      inSection('Milestones', 'everyone in June', /june/),
      persona('leavers', /leaver/),
      persona('the service desk', /service desk/),
      persona('managers', /manager/),
      openQuestion('leavers on long-term sick leave', /sick/),
      action('Tom gets the courier’s API pricing by next Friday', /tom/, /pricing/),
      action('Grace checks the sick-leave case with HR', /grace/, /\bhr\b/),
      risk('leavers on bad terms send nothing back', /bad terms/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 10-day chaser', /\b(10|ten) days\b/, 'stale'),
      notRequired('phones', /^(?!.*\b(no|not)\b).*\b(phones?|mobiles?)\b/),
      notRequired('pay deductions', /^(?!.*\b(no|not)\b).*deduct/),
      notRequired('contractors', /^(?!.*\b(no|not|only)\b).*contractor/),
      chatter('the dog', /\bdog\b/),
      notIn(BODY, 'the birthday', /birthday/, 'chatter'),
      notIn(BODY, 'the all-hands', /all-hands|quarter past/, 'chatter'),
      notIn(BODY, 'a transcript time', /\b\d\d:\d\d:\d\d\b/, 'chatter'),
      notIn(
        BODY,
        'Webex furniture',
        /on mute|webex assistant|action item detected|inaudible|see the board/,
        'chatter',
      ),
      notIn('Title', 'the meeting as the name', /webex|kickoff|transcript/, 'invented'),
    ],
    requirements: { min: 6, max: 12 },
  },
};

// 3. A Fireflies.ai meeting summary (Overview, Notes with emoji headings and time ranges, Action
// items with timestamps, Outline, Keywords, Sentiment, an "Upgrade to Pro" footer) of a village
// hall committee: the deposit £50 → £75, regular hirers "stay on the paper diary", the bar
// "left to the parish council", chat "dropped", a soft launch in April and all bookings from May.
const FIREFLIES = `Meeting Title: Hall bookings app – committee catch-up
Date: Mar 4, 2026, 7:30 PM
Duration: 41 mins
Participants: Margaret Doyle, Pat Henshaw, Owen Blake, fred.tanner@gmail.com

🔗 View recording: https://app.fireflies.ai/view/Hall-bookings-app::a8Kq2
Fireflies.ai Notetaker joined the meeting.

Overview
- Margaret opened by saying the paper diary in the post office has to go: the hall was double-booked three times last year and lost a £600 wedding booking because of it.
- The committee agreed on the name Keyhole for the booking site.
- Hirers book the main hall or the committee room online by the hour, see the price before they book, and pay the deposit up front by card.
- The deposit was first set at £50; Pat proposed raising it to £75 after the damage at the January party, and the committee agreed £75.
- A provisional booking holds for 48 hours while the hirer reads the hire terms; if it isn't confirmed by then it is released.
- A key-safe code is texted to the hirer on the morning of the booking and changed after every hire.
- Regular weekly hirers (yoga, Brownies, the bridge club) stay on the paper diary for now; Pat blocks their slots in by hand.
- The bar licence and any alcohol sales are being left to the parish council.

Notes
📅 Booking and prices (02:10 - 14:35)
- Hourly prices: main hall £18, committee room £10.
- Bookings open up to 12 months ahead.
- Nothing can be booked past 11pm because of the noise condition on the licence, so the site never offers a slot ending later.
- Owen asked about an online chat with the booking secretary; nobody wanted it, dropped.

💷 Deposit and damage (14:36 - 22:50)
- The deposit is returned within 7 days of the hall check, unless the checker logs damage with photos.
- Pat does the hall check the morning after each hire, on his phone.

🔑 Keys and access (22:51 - 30:15)
- Key-safe code as above. Codes are never shown on the website.

🎄 Other business (30:16 - 41:02)
- The Christmas fair stall list and the pantomime rehearsal dates were discussed.
- Fred raised the car park potholes again.

Goals mentioned
- No double bookings.
- The booking secretary's time down to under 2 hours a week (about 6 now).

Timeline
- Soft launch in April for private parties only, then all bookings from May once the key safe is fitted.

Questions raised
- Should hirers under 25 show ID? Nobody knew what other halls do.

Risks noted
- If the code text fails on the day, a hirer is locked out with 80 guests waiting and nobody to call.

Action items
Margaret Doyle
- Ask the insurer whether online bookings change the public liability cover (31:40)
Owen Blake
- Get a quote for a key safe with changeable codes before the next meeting (33:05)

Outline
Chapter 1: Why move off the paper diary (00:00 - 02:09)
Chapter 2: Booking and prices (02:10 - 14:35)
Chapter 3: Deposit and damage (14:36 - 22:50)
Chapter 4: Keys and access (22:51 - 30:15)
Chapter 5: Other business (30:16 - 41:02)

Keywords: hall hire, deposit, key safe, paper diary, pantomime
Sentiment: 82% positive

Generated by Fireflies.ai · Upgrade to Pro to ask AskFred about this meeting`;

const firefliesHall: EvalCase = {
  name: 'dev-b6h-fireflies-hall-hire',
  description:
    'A Fireflies.ai summary of a village hall committee (Overview, emoji Notes with time ranges, Action items with timestamps, Outline, Keywords, Sentiment, an upgrade footer): the deposit £50 → £75, regular hirers "stay on the paper diary", the bar "left to the parish council", chat "dropped", "soft launch in April … all bookings from May".',
  input: { message: FIREFLIES },
  expect: {
    productName: 'Keyhole',
    notProductName: ['Fireflies', 'Fireflies.ai', 'AskFred', 'Hall bookings app'],
    facts: [
      fr(
        'hirers book the main hall or the committee room by the hour',
        /main hall/,
        /committee room/,
      ),
      req('£18 an hour for the main hall, £10 for the committee room', /£ ?18\b/, /£ ?10\b/),
      req('a £75 deposit paid up front by card', /£ ?75\b/, /deposit/),
      fr('a provisional booking holds for 48 hours', /\b48 ?(h|hours?)\b/, /provisional|hold/),
      fr('a key-safe code texted on the morning, changed after every hire', /code/, /morning/),
      req('codes never shown on the website', /code/, /never|not (be )?(shown|displayed)/),
      fr('bookings open up to 12 months ahead', /\b12 months\b/),
      req('no slot ending after 11pm', /\b11 ?pm\b|23:00/),
      fr('the deposit returned within 7 days unless damage is logged', /\b(7|seven) days\b/),
      fr('the checker logs damage with photos after each hire', /damage/, /photo/),
      nonGoal('regular weekly hirers stay on the paper diary', /regular|weekly|paper diary/),
      nonGoal('the bar and alcohol sales left to the parish council', /bar|alcohol/),
      nonGoal('no online chat with the booking secretary', /chat/),
      inSection(GOALS, 'no double bookings', /double/),
      inSection(GOALS, 'the booking secretary under 2 hours a week', /\b(2|two) hours\b/),
      inSection('Milestones', 'soft launch in April for private parties', /april/),
      inSection('Milestones', 'all bookings from May', /\bmay\b/),
      persona('hirers', /hirer/),
      persona('the booking secretary or the hall checker', /secretary|checker/),
      openQuestion('ID for hirers under 25', /\bid\b|identity/, /\b25\b/),
      action('Margaret asks the insurer about public liability', /margaret/, /insur/),
      action('Owen gets a quote for a key safe', /owen/, /key safe|quote/),
      risk('a failed code text locks a hirer out', /lock/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded £50 deposit', /£ ?50\b/, 'stale'),
      notRequired('online chat', /\bchat\b/),
      notRequired('the bar or alcohol', /alcohol|\bbar\b/),
      notIn(BODY, 'other business', /pantomime|christmas fair|pothole/, 'chatter'),
      notIn(
        BODY,
        'Fireflies furniture',
        /fireflies|notetaker|askfred|sentiment|keywords|upgrade to pro|view recording|chapter \d/,
        'chatter',
      ),
      notIn(BODY, 'a time range', /\d\d:\d\d ?- ?\d\d:\d\d|\(\d\d:\d\d\)/, 'chatter'),
      notIn(BODY, 'a participant’s email', /@gmail/, 'chatter'),
      notIn('Title', 'the meeting as the name', /committee|catch-up|hall bookings app/, 'invented'),
    ],
    requirements: { min: 6, max: 12 },
  },
};

// 4. An email forwarded by the head of service over the original proposal ("---------- Forwarded
// message ---------"): the forwarded 4-hour AM/PM slots become 2-hour windows and the September
// pilot moves to October; a reminder on the morning is added; repairs "stay on the repairs line",
// electrical checks "another year"; signature with phone, society number and confidentiality.
const FORWARDED = `From: Dev Malhotra <d.malhotra@northvale-homes.org.uk>
Sent: 09 April 2026 16:22
To: Sian Roberts <s.roberts@northvale-homes.org.uk>
Cc: Karen Pike <k.pike@northvale-homes.org.uk>
Subject: FW: Gas safety booking – proposal

Sian,

Can you turn Karen's proposal below into a PRD for the digital team? We're calling the service Flamecheck. Two things have changed since she wrote it, after the tenants' panel on Monday:

- visits are booked in 2-hour windows, not the 4-hour AM/PM slots. The panel was clear that nobody can take half a day off work for us.
- the pilot moves to October, still Northgate. September clashes with the boiler contractor change-over.

Everything else in Karen's note stands. One more from me: the reminder text also goes out at 8am on the day, not only the day before.

Thanks,
Dev

Dev Malhotra
Head of Property Services | Northvale Homes
0161 555 0142 | www.northvale-homes.org.uk
Northvale Homes is a registered society, No. 30218R. This email and any attachments are confidential.

---------- Forwarded message ---------
From: Karen Pike <k.pike@northvale-homes.org.uk>
Date: Tue, 17 Mar 2026 at 11:05
Subject: Gas safety booking – proposal
To: Dev Malhotra <d.malhotra@northvale-homes.org.uk>

Hi Dev,

As promised, a proposal for online booking of the annual gas safety check. We have 6,400 homes with gas and a legal duty to check each one every 12 months. Last year 1 in 5 first visits was "no access", each wasted visit costs us about £45, and we ended the year with 31 homes overdue.

How I'd see it working:
1. Eight weeks before the check is due, the tenant gets a letter and a text with a link to book.
2. Tenants pick a date and a 4-hour slot (AM or PM) from the engineer's calendar, and can move it online up to 48 hours before.
3. A reminder text goes out the day before.
4. If nobody's in, the engineer marks "no access" in their app with a photo of the card left at the door.
5. After 2 no-access visits the case goes to the tenancy officer, who takes it from there (that process is a legal one and stays as it is).
6. The gas safety certificate goes to the tenant by email or post within 28 days of the check, which is the legal requirement anyway.

Tenants who haven't booked within 3 weeks get a phone call from the contact centre. Boiler repairs are not part of this, they stay on the repairs line. Same for the electrical checks, we'll look at those another year.

I'd pilot with the Northgate estate (about 900 homes) in September.

Success would be no-access visits under 1 in 10, and zero homes overdue at year end.

Open question for you: do leaseholders come into it? We don't have to check their boilers, but some of them want us to.

Karen`;

const forwardedGasSafety: EvalCase = {
  name: 'dev-b6h-email-gas-safety',
  description:
    'A head of service’s email forwarding the original gas-safety booking proposal for a housing association: the forwarded 4-hour AM/PM slots replaced by 2-hour windows and the September pilot moved to October, a morning reminder added, repairs and electrical checks out, a long signature.',
  input: { message: FORWARDED },
  expect: {
    productName: 'Flamecheck',
    notProductName: ['Northvale Homes', 'Northgate'],
    facts: [
      fr('a letter and a text with a booking link eight weeks before', /\b(8|eight) weeks\b/),
      req('visits booked in 2-hour windows', /\b(2|two)[- ]hours?\b/, /window|slot/),
      fr(
        'tenants move the visit online up to 48 hours before',
        /\b48 ?hours?\b/,
        /move|rebook|chang|reschedul/,
      ),
      fr('a reminder text the day before and at 8am on the day', /day before/, /\b8 ?am\b/),
      fr('the engineer marks no access with a photo of the card', /no access/, /photo/),
      fr('after 2 no-access visits the case goes to the tenancy officer', /tenancy officer/),
      req('the certificate to the tenant within 28 days', /certificate/, /\b28 days\b/),
      fr('no booking within 3 weeks: a call from the contact centre', /\b(3|three) weeks\b/),
      nonGoal('boiler repairs stay on the repairs line', /repair/),
      nonGoal('electrical checks another year', /electric/),
      inSection([...GOALS, 'TL;DR'], '6,400 homes with gas', /6,?400/),
      inSection(GOALS, 'no-access visits under 1 in 10', /\b1 in 10\b|\b10 ?%/),
      inSection(GOALS, 'zero homes overdue at year end', /overdue/),
      inSection('Milestones', 'pilot on the Northgate estate in October', /northgate/, /october/),
      persona('tenants', /tenant/),
      persona('gas engineers', /engineer/),
      openQuestion('do leaseholders come into it?', /leaseholder/),
    ],
    forbidden: [
      notIn(
        REQS,
        'the superseded 4-hour AM/PM slots',
        /\b(4|four)[- ]hours?\b|\bam (or|\/) pm\b/,
        'stale',
      ),
      notIn(['Milestones', 'TL;DR'], 'the superseded September pilot', /september/, 'stale'),
      notRequired('boiler repairs', /boiler repair|repairs line/),
      notRequired('electrical checks', /electric/),
      notIn(
        BODY,
        'the signature',
        /0161|registered society|30218|confidential|head of property/,
        'chatter',
      ),
      notIn(BODY, 'an email address', /@northvale|northvale-homes\.org/, 'chatter'),
      notIn(BODY, 'the forward furniture', /forwarded message|\bfw:/, 'chatter'),
      notIn('Title', 'the subject as the name', /proposal|gas safety booking/, 'invented'),
    ],
    requirements: { min: 6, max: 11 },
  },
};

// 5. A newest-first email thread with ">" and ">>" quotes between a driving-school owner and a
// freelancer: cancellation 48 → 24 hours, a 90-minute lesson added, one of two questions
// answered (the other stays open), "theory test practice, no", "intensive courses, park it",
// "beta after half-term", a signature with a mobile number and an ADI number.
const DRIVING = `Subject: Re: Re: booking app – what I need
From: Jo Whitlock <jo@whitlockdriving.co.uk>
To: Amir Haddad <amir@haddad.dev>
Date: Thu 6 Nov 2025, 21:40

Amir, talked to the instructors tonight. Two changes:
- cancellation: 24 hours, not 48. 48 felt harsh, and pupils on shifts don't know their rota two days ahead.
- the lesson lengths are fine (1 or 2 hours) but add 90 minutes, most pupils do 90 before a test.

And yes to your first question, pupils see their instructor's notes, that's the whole point.

Jo

On Tue 4 Nov 2025 at 10:12, Amir Haddad <amir@haddad.dev> wrote:
> Thanks Jo, this is clear. Two questions before I write it up:
> 1. Can pupils see the instructor's notes after each lesson, or are they private?
> 2. Do you want block-booking discounts (e.g. 10 lessons paid up front)?
> I'll send mockups by 20 November.
> Amir
>
>> On Mon 3 Nov 2025 at 19:55, Jo Whitlock <jo@whitlockdriving.co.uk> wrote:
>> Hi Amir,
>> As discussed on the phone. We're 8 instructors, about 260 pupils at any time, and everything runs on WhatsApp and a paper diary in each car. We're calling the app Clutchbook (my daughter's idea, don't laugh).
>>
>> What it needs to do:
>> Pupils book lessons from their own instructor's free slots, 1 or 2 hours. Instructors set their working hours and block out time off.
>> Lessons are paid up front by card when booking. Cancel more than 48 hours before and you get the money back; inside 48 hours the lesson is lost.
>> After each lesson the instructor ticks what was covered (roundabouts, parallel parking, dual carriageways...) and writes a short note, and the pupil sees their progress.
>> When a pupil enters their test date, the instructor's car is blocked for the test and the hour before it.
>> Pupils get a text reminder the evening before.
>> Theory test practice, no, there are loads of apps for that. Intensive courses, park it for now.
>> Price is £38 an hour for everyone.
>> Goal: stop losing lessons to no-shows (we lose about 15 a week across the school) and get me out of WhatsApp in the evenings.
>> I'd like a beta after half-term with my own pupils, the other instructors from January.
>> Cheers, Jo
>> Whitlock School of Motoring | 07700 900461 | ADI 493021`;

const drivingSchool: EvalCase = {
  name: 'dev-b6h-email-driving-lessons',
  description:
    'A newest-first email thread with ">" / ">>" quotes for a driving school’s booking app: cancellation 48 → 24 hours, a 90-minute lesson added, one of the freelancer’s two questions answered (block discounts stay open), theory practice and intensive courses out, "beta after half-term", a signature with phone and ADI number.',
  input: { message: DRIVING },
  expect: {
    productName: 'Clutchbook',
    notProductName: ['Whitlock School of Motoring', 'WhatsApp'],
    facts: [
      fr('pupils book from their own instructor’s free slots', /pupil/, /slot/, /instructor/),
      req('lessons of 1, 1.5 or 2 hours', /\b90 ?min|1\.5 hours?|an hour and a half/),
      fr('instructors set working hours and block out time off', /working hours/, /time off/),
      fr('lessons paid up front by card', /card/, /up ?front|when booking|in advance/),
      req('cancel more than 24 hours before for a refund', /\b24 ?hours?\b/, /cancel/),
      fr('the instructor ticks what was covered and writes a note', /note/, /cover/),
      fr('pupils see their progress and the instructor’s notes', /pupil/, /progress/),
      fr('a test date blocks the car for the test and the hour before', /test/, /hour before/),
      fr('a text reminder the evening before', /remind/, /evening before/),
      req('£38 an hour for everyone', /£ ?38\b/),
      nonGoal('no theory test practice', /theory/),
      nonGoal('intensive courses parked', /intensive/),
      inSection(GOALS, 'fewer lessons lost to no-shows', /no-?shows?/),
      inSection(GOALS, 'Jo out of WhatsApp in the evenings', /whatsapp/),
      inSection('Milestones', 'beta after half-term with Jo’s pupils', /half-?term/),
      inSection('Milestones', 'the other instructors from January', /january/),
      persona('pupils', /pupil/),
      persona('instructors', /instructor/),
      openQuestion('block-booking discounts', /block|discount/),
      action('Amir sends mockups by 20 November', /amir/, /mock/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 48-hour cancellation', /\b48 ?hours?\b/, 'stale'),
      notRequired('theory test practice', /theory/),
      notRequired('intensive courses', /intensive/),
      notIn(BODY, 'the signature', /07700|493021|\badi\b|school of motoring/, 'chatter'),
      notIn(BODY, 'an email address', /@whitlockdriving|@haddad|haddad\.dev/, 'chatter'),
      notIn(BODY, 'the name aside', /daughter|don'?t laugh/, 'chatter'),
      notIn(BODY, 'a quote header', /\bwrote:|^>/, 'chatter'),
      notIn('Title', 'the subject as the name', /\bre:|what i need/, 'invented'),
    ],
    requirements: { min: 6, max: 12 },
  },
};

// 6. A prose brief for primary-school clubs: six paragraphs, no bullets, every feature in the
// present tense or passive ("Payments are taken up front", "the office gets an alert when…"),
// "Breakfast club stays on the paper sign-up sheet", vouchers "left to the business manager",
// "beta after half-term with Years 5 and 6, then go-live for the spring term".
const CLUBS = `Afterbell – after-school clubs at Larkrise Primary

Larkrise runs 14 after-school clubs a term, from football and coding to choir, and every one of them is booked on paper slips that come back in book bags. The office spends the first two weeks of each term chasing slips and payments, and last spring two children were left waiting in the wrong classroom because nobody knew their club had been cancelled.

Afterbell is where parents book clubs for the whole term. Booking opens at 7pm on the first Monday of the holiday before term starts, and places go first come, first served. Each club has a cap that the teacher running it sets; when a club is full, parents join a waiting list and are offered a place by email if one comes up, and the offer holds for 24 hours. Payments are taken up front when the place is confirmed, and a family can pay in three instalments if the term's clubs come to more than £60.

Two places in every club are held back for pupil premium children until a week before the start of term. Only the office sees who is pupil premium: club leaders and other parents never do.

Club leaders take the register on a phone or tablet. If a child who is booked for that day isn't marked present by 3:30, the office gets an alert and rings the parent. When a club is cancelled (a teacher off sick, the hall flooded), every parent of a booked child gets a text straight away, and the children go to the after-school care room instead of being left to wait. Parents can also let us know by 12 noon that their child won't be at club that day, so nobody is chased for nothing.

Breakfast club stays on the paper sign-up sheet, it works fine. Childcare vouchers and tax-free childcare payments are being left to the school business manager this year; they're fiddly and she handles them directly.

We'd like a beta after half-term with Years 5 and 6, then go-live for the spring term for the whole school. What we want out of it: the office spending less than a day on club admin at the start of term instead of two weeks, and no child ever left waiting for a club that isn't running.

Still unsure: should clubs run by outside coaches (football, street dance) be booked through Afterbell too? They take their own payments at the moment. The thing that could sink it is families without a smartphone or an email address we know about, about 1 in 8 of them, the office reckons. Mrs Adeyemi will ask the coaches whether they'd use it before the end of this term.`;

const proseClubs: EvalCase = {
  name: 'dev-b6h-prose-afterschool-clubs',
  description:
    'A primary school’s after-school club brief in prose paragraphs, no bullets and no modal verbs ("Payments are taken up front", "the office gets an alert and rings the parent"): pupil premium places kept private, breakfast club "stays on the paper sign-up sheet", vouchers "left to the business manager", "beta after half-term … go-live for the spring term".',
  input: { message: CLUBS },
  expect: {
    productName: 'Afterbell',
    notProductName: ['Larkrise Primary', 'Larkrise'],
    facts: [
      fr('parents book clubs for the whole term', /parent/, /whole term|for the term|termly/),
      fr('booking opens 7pm, first come first served', /\b7 ?pm\b/, /first come/),
      fr('each club has a cap set by its teacher', /cap|maximum|limit/, /teacher/),
      fr('a waiting list with an email offer held 24 hours', /waiting list|waitlist/, /\b24 ?h/),
      fr('payment up front when the place is confirmed', /pay/, /up ?front|confirm/),
      fr('three instalments when clubs come to more than £60', /instal/, /£ ?60\b/),
      fr('two places per club held for pupil premium children', /pupil premium/, /(2|two) places/),
      req(
        'only the office sees who is pupil premium',
        /pupil premium/,
        /only the office|office only/,
      ),
      fr('a child not marked present by 3:30 alerts the office', /3:30|15:30/, /alert/),
      fr(
        'a cancelled club texts every parent, children go to the care room',
        /cancel/,
        /care room/,
      ),
      fr('parents report an absence by 12 noon', /noon/),
      nonGoal('breakfast club stays on paper', /breakfast/),
      nonGoal('childcare vouchers left to the business manager', /voucher|tax-free/),
      inSection(GOALS, 'under a day of club admin at the start of term', /admin/),
      inSection(GOALS, 'no child left waiting for a club that is not running', /wait/),
      inSection('Milestones', 'beta after half-term with Years 5 and 6', /half-?term/),
      inSection('Milestones', 'go-live for the spring term', /spring/),
      persona('parents', /parent/),
      persona('club leaders', /club leader|teacher/),
      persona('the school office', /office/),
      openQuestion('clubs run by outside coaches', /coach/),
      risk('families without a smartphone or known email', /smartphone|email address/),
      action('Mrs Adeyemi asks the coaches', /adeyemi|business manager/, /coach/),
    ],
    forbidden: [
      notRequired('breakfast club', /breakfast/),
      notRequired('childcare vouchers', /voucher|tax-free/),
      notIn(FR_NFR, 'the clubs as examples made requirements', /street dance|coding/, 'chatter'),
      notIn('Title', 'the school as the name', /larkrise/, 'invented'),
    ],
    requirements: { min: 8, max: 14 },
  },
};

// 7. A very informal brain dump for a cat café (lowercase, "ppl", "lol", "idk", "tbh", "??", an
// emoji): the late hold 10 → 15 minutes, adoption "we don't do", food ordering "nobody asked for
// … skip it", gift vouchers "maybe one day, not now", a worry withdrawn in the next breath, the
// coffee machine.
const CAT_CAFE = `ok so brain dump for the booking thing for the café, sorry its messy 🙈

so we're calling it Pawse (my sister's idea lol). cat café in Leith, 11 cats from the rescue, we're rammed at weekends but weekday afternoons are dead, like 30% full. right now ppl just turn up and on saturdays we have to turn them away at the door which is awful

basically:
ppl book a 1 hour slot online, max 15 humans in the cat room at once. kids under 8 not allowed in the kitten room (kittens are tiny and the rescue is strict about it). everyone gets the cat rules screen before paying – no picking up, no waking sleeping cats, no feeding them stuff from the counter etc – and they have to tick it.

£8 per person, paid when booking, includes a hot drink. if they're late we hold the slot 10 mins then its gone... actually make that 15 mins, the buses on Leith Walk are a nightmare

cats page: each cat with a photo and a little bio, and which ones are up for adoption. adoption itself we don't do, the rescue does all of that, we just link to their form

quiet hour on tuesday mornings for autistic visitors and anxious folk, max 6 people, lights down. staff can block slots for private parties and the vet visits

nobody asked for food ordering in the app, skip it – ppl order at the counter like now. gift vouchers maybe one day, not now

want it live before the summer – soft launch to regulars first (the mailing list, ~400 ppl), everyone in June

goal = weekday afternoons at 60% full and no more turning ppl away at the door
idk if we need accounts or if ppl just book with an email?? thoughts
my fear tbh is no-shows on saturdays, we lose the slot and the money... wait they've paid so thats fine actually. the real fear is one person booking the whole saturday for a big group and locking everyone else out

oh and the coffee machine is making that noise again, someone remind me to call the guy`;

const informalCatCafe: EvalCase = {
  name: 'dev-b6h-informal-cat-cafe',
  description:
    'A very informal brain dump for a cat café’s bookings (lowercase, "ppl", "lol", "idk", an emoji): the late hold 10 → 15 minutes, adoption "we don\'t do", food ordering "nobody asked for … skip it", vouchers "maybe one day, not now", a no-show worry withdrawn in the next breath, the coffee machine.',
  input: { message: CAT_CAFE },
  expect: {
    productName: 'Pawse',
    notProductName: ['Leith', 'Leith Walk'],
    facts: [
      fr('book a 1-hour slot online', /\b(1|one)[- ]hour\b|an hour/, /slot|book/),
      req('at most 15 people in the cat room at once', /\b15\b/, /cat room/),
      req('no under-8s in the kitten room', /\b(8|eight)\b/, /kitten/),
      fr('the cat rules are ticked before paying', /rules/, /tick|accept|agree|confirm/),
      req('£8 a person paid when booking, with a hot drink', /£ ?8\b/, /drink/),
      fr('a late arrival’s slot is held 15 minutes', /\b15 ?min/, /late|hold/),
      fr('a cats page with photos, bios and who is up for adoption', /adopt/, /bio|photo/),
      fr('a quiet hour on Tuesday mornings for at most 6', /quiet/, /tuesday/, /\b(6|six)\b/),
      fr('staff block slots for private parties and vet visits', /block/, /private|vet/),
      nonGoal('adoption is done by the rescue', /adopt/),
      nonGoal('no food ordering in the app', /food|order/),
      nonGoal('gift vouchers not now', /voucher/),
      inSection(GOALS, 'weekday afternoons 60% full', /\b60 ?%/),
      inSection(GOALS, 'nobody turned away at the door', /turn/, /away/),
      inSection(
        'Milestones',
        'soft launch to regulars on the mailing list',
        /regular|mailing list/,
      ),
      inSection('Milestones', 'everyone in June', /june/),
      persona('staff', /staff/),
      persona('visitors', /visitor|customer|guest/),
      openQuestion('accounts or booking with an email', /account/),
      risk('one person books the whole Saturday for a group', /group|whole saturday/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 10-minute hold', /\b10 ?min/, 'stale'),
      notIn('Risks', 'the withdrawn no-show worry', /no-?show/, 'stale'),
      notRequired(
        'adoption handled in the app',
        /(handle|process|manage)s? (the )?adoptions?|adoption (applications?|fees?|payments?)/,
      ),
      notRequired('food ordering', /\bfood\b|ordering/),
      notRequired('gift vouchers', /voucher/),
      notIn(BODY, 'the coffee machine', /coffee machine|call the guy|noise again/, 'chatter'),
      notIn(BODY, 'the name’s origin', /sister/, 'chatter'),
      notIn(BODY, 'slang', /\blol\b|\bppl\b|\btbh\b|\bidk\b/, 'chatter'),
      notIn(BODY, 'an emoji', /🙈/u, 'chatter'),
      notIn('Title', 'the request as the name', /brain dump|booking thing/, 'invented'),
    ],
    requirements: { min: 6, max: 12 },
  },
};

// 8. A Confluence page pasted as text: breadcrumbs, "Created by … · Last updated by …", a page
// properties table (Owner, Status, Target release, Epic, Stakeholders, Product name), Scope,
// Out of scope, Rollout, a task list with ☐/☑, and comments with "Like · Reply" in which the
// release after 10 minutes becomes 15 for every room and private meetings show "Busy" only.
const CONFLUENCE = `Spaces / Workplace Tech / Product requirements
Meeting room door panels
Created by Alisha Mendes · Last updated by Joe Park on 14 Jan 2026 · 4 min read

Owner	Alisha Mendes
Status	IN PROGRESS
Target release	Q2 2026
Epic	WORK-212
Stakeholders	Facilities, IT service desk, Workplace team
Product name	Roomsign

Background
People walk the floors looking for a free room while half the booked rooms sit empty: the badge data says 38% of bookings in the London office are no-shows. There are 46 bookable rooms over four floors and nobody can tell from the corridor whether a room is really in use.

Goals
- No-show bookings under 15% of all bookings.
- Anyone finds and grabs a free room in under a minute.

Scope
- A tablet outside each room shows whether it is free or busy, who booked it and the next three meetings.
- The panel glows green when the room is free and red when it's busy.
- Anyone can book a free room from the panel for up to 30 minutes ("Book now"), no sign-in.
- The organiser checks in on the panel. A meeting nobody checks in to within 10 minutes is released and the organiser gets an email.
- Facilities gets a weekly report of no-shows per team.
- Bookings come from Exchange; the panel never keeps a calendar of its own.
- Report a problem: a button on the panel sends a ticket to the IT service desk with the room name (broken screen, no HDMI).

Out of scope
- Desk booking — separate project.
- Visitor sign-in stays at reception.
- Catering orders: not this time.

Rollout
Pilot on floor 3 in April (12 rooms), the rest of the London office by the end of Q2.

Open questions
- 4 rooms have no power socket by the door. PoE, or leave those rooms out?

Risks
- Tablets walk. The cheap tablets we put up in 2023 disappeared within a month.

Action items
☐ @Joe Park get PoE quotes from the electrician by 30 Jan
☑ @Alisha Mendes confirm the Exchange service account with IT

Comments

Joe Park · 12 Jan 2026
Releasing after 10 minutes is harsh for the boardroom, the execs are always late. Can we do 15 for rooms over 12 seats?
Like · Reply

Alisha Mendes · 13 Jan 2026
Let's keep it simple and do 15 minutes for every room. I'll update the Scope section.
Like · Reply · 2 people like this

Sunil Rao · 14 Jan 2026
For rooms booked as Private in Outlook the panel shows "Busy" only: no title and no organiser.
Like · Reply

Joe Park · 14 Jan 2026
who's bringing cake on Friday? 🎂
Like · Reply`;

const confluencePanels: EvalCase = {
  name: 'dev-b6h-confluence-room-panels',
  description:
    'A Confluence page for meeting-room door panels pasted as text (breadcrumbs, "Created by … · Last updated by …", a tab-separated page-properties table with the product name, ☐/☑ tasks, comments with "Like · Reply"): a comment moves the release from 10 to 15 minutes for every room, another adds "Busy" only for private meetings, a cake question.',
  input: { message: CONFLUENCE },
  expect: {
    productName: 'Roomsign',
    notProductName: ['Confluence', 'Workplace Tech', 'Exchange'],
    facts: [
      fr(
        'the panel shows free or busy, who booked it and the next three meetings',
        /next (three|3)/,
      ),
      fr('green when free, red when busy', /green/, /red/),
      fr('book a free room from the panel for up to 30 minutes', /\b30 ?min/, /book/),
      req(
        'a meeting without check-in is released after 15 minutes',
        /\b15 ?min/,
        /releas/,
        /check/,
      ),
      fr('facilities get a weekly no-show report per team', /weekly/, /no-?show/),
      req('bookings come from Exchange, no calendar of its own', /exchange/),
      fr('report a problem: a ticket to the IT service desk', /ticket/, /service desk/),
      req('private bookings show "Busy" only', /private/, /busy/),
      nonGoal('desk booking is a separate project', /desk booking/),
      nonGoal('visitor sign-in stays at reception', /visitor/),
      nonGoal('no catering orders', /catering/),
      inSection(GOALS, 'no-shows under 15% of bookings', /\b15 ?%/),
      inSection(GOALS, 'a free room found in under a minute', /minute/),
      inSection('Milestones', 'pilot on floor 3 in April', /floor (3|three)|third floor/, /april/),
      inSection('Milestones', 'the rest of the London office by the end of Q2', /\bq2\b/),
      persona('meeting organisers', /organi[sz]er/),
      persona('facilities', /facilities/),
      openQuestion('rooms without power by the door', /power|poe/),
      action('Joe gets PoE quotes by 30 Jan', /joe/, /poe|quote/),
      risk('tablets go missing', /walk|disappear|stolen|theft|missing/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 10-minute release', /\b10 ?min/, 'stale'),
      notIn(REQS, 'the rejected rule for rooms over 12 seats', /12 seats|boardroom/, 'stale'),
      notRequired('desk booking', /desk booking|hot ?desk/),
      notRequired('visitor sign-in', /visitor/),
      notRequired('catering', /catering/),
      notIn(BODY, 'the cake', /cake/, 'chatter'),
      notIn(
        BODY,
        'Confluence furniture',
        /like · reply|people like this|created by|last updated|min read|spaces \/|work-212|in progress/,
        'chatter',
      ),
      notIn(BODY, 'a task box', /[☐☑]/u, 'chatter'),
      notIn('Title', 'the space as the name', /workplace tech|spaces/, 'invented'),
    ],
    requirements: { min: 6, max: 11 },
  },
};

// 9. A pasted PRD (numbered sections, requirements as a numbered list with Must/Should/Could at
// the end) under a typed update on top: item 6 (wreaths) dropped, the slot 4 → 3 hours, a tree
// collection for recycling in January added.
const TREES = `can you update this PRD: drop #6 (wreaths, the supplier pulled out), delivery slots are 3 hours now not 4, and add that customers can book their old tree to be collected for recycling in the first two weeks of January (£10). everything else stays as it is

Treeday – PRD v0.3
Owner: Fern Abbott (Ecommerce) · Last updated 2 Oct

1. Summary
Treeday lets customers of Hollins Garden Centre order a real Christmas tree online and have it delivered, with a stand, on a day they choose.

2. Problem
Last season we took 800 delivery orders by phone. Two staff did nothing else for six weeks, orders were written on paper, and 37 trees went to the wrong address or on the wrong day.

3. Users
- Customers ordering online
- The yard team, who net and load the trees
- Drivers

4. Requirements
1. Customers pick a tree by species (Nordmann fir, Norway spruce, Fraser fir) and height band (4–5ft, 5–6ft, 6–7ft, 7ft+). Must.
2. Customers choose a delivery day between 29 November and 20 December, and a 4-hour slot. Must.
3. Delivery is free within 10 miles of the centre and £8 up to 20 miles; no deliveries further out. Must.
4. Stand and fitting: the driver sets the tree up in its stand for £15 extra. Should.
5. Customers get a text when the van is 30 minutes away. Should.
6. Wreaths and garlands can be added to the order. Could.
7. The yard team see a picking list for each van the evening before, in drop order. Must.
8. No more than 40 deliveries per van per day. Must.

5. Out of scope
- Artificial trees.
- Click and collect (the car park trade stays as it is).

6. Success
- 1,200 trees delivered this season.
- Phone orders down by 70%.

7. Timeline
- Orders open 1 November.
- First deliveries 29 November.

8. Open questions
- Do we deliver on Christmas Eve?`;

const pastedTrees: EvalCase = {
  name: 'dev-b6h-pasted-prd-tree-delivery',
  description:
    'A pasted Christmas-tree delivery PRD (numbered sections, requirements as "1. … Must." lines) under a typed update: drop #6 (wreaths), slots 4 → 3 hours, add a January tree collection for recycling at £10; priorities kept, the dropped item a non-goal.',
  input: { message: TREES },
  expect: {
    productName: 'Treeday',
    notProductName: ['Hollins Garden Centre', 'Hollins'],
    facts: [
      fr('pick a tree by species and height band', /species|nordmann|spruce/, /height/),
      fr('a delivery day and a 3-hour slot', /\b(3|three)[- ]hours?\b/, /slot/),
      fr('free within 10 miles, £8 up to 20 miles', /\b10 miles\b/, /£ ?8\b/, /\b20 miles\b/),
      fr('stand and fitting for £15, a Should', /stand/, /£ ?15\b/, /\bp1\b|should/),
      fr('a text when the van is 30 minutes away', /\b30 ?min/, /text|sms/),
      fr('a picking list per van the evening before, in drop order', /picking list|pick list/),
      req('no more than 40 deliveries per van per day, a Must', /\b40\b/, /\bp0\b|must/),
      fr('old trees collected for recycling in January for £10', /recycl/, /january/, /£ ?10\b/),
      nonGoal('wreaths and garlands dropped', /wreath|garland/),
      nonGoal('no artificial trees', /artificial/),
      nonGoal('no click and collect', /click/),
      inSection(GOALS, '1,200 trees delivered this season', /1,?200/),
      inSection(GOALS, 'phone orders down by 70%', /\b70 ?%/),
      inSection('Milestones', 'orders open 1 November', /\b1 nov|november 1\b/),
      inSection('Milestones', 'first deliveries 29 November', /\b29 nov|november 29\b/),
      persona('the yard team', /yard/),
      persona('drivers', /driver/),
      openQuestion('deliveries on Christmas Eve', /christmas eve/),
    ],
    forbidden: [
      notRequired('wreaths and garlands', /wreath|garland/),
      notIn(REQS, 'the superseded 4-hour slot', /\b(4|four)[- ]hours?\b/, 'stale'),
      notRequired('artificial trees', /artificial/),
      notIn('Title', 'the garden centre as the name', /hollins|v0\.3/, 'invented'),
      notIn(BODY, 'the update request', /can you update|everything else stays/, 'chatter'),
    ],
    requirements: { min: 7, max: 10 },
  },
};

// 10. A voice memo transcribed by the phone: one run-on paragraph with "um", "like", "you know",
// self-corrections ("like 40 … no wait, 30"), a non-goal half taken back ("we're leaving the bags
// to the council … actually no, the leader drops a pin"), "pilot it with the three Redcar cleans
// in May and then all the North East cleans for the summer".
const VOICE_MEMO = `Voice memo 14 Apr 2026 17:52, transcribed

okay so this is me walking back from the Saltburn clean um recording this before I forget so the app, we're calling it Strandline, basically volunteers sign up for a clean on the app, each clean has a meeting point and a time and a max number of people which is like 40 for most beaches, no wait, we've only got 30 litter pickers and 30 bags so 30, 30 max, um and they need to tick the safety briefing before the day, you know tides especially, because people don't get how fast it comes in at Saltburn, and then on the day the leader checks people in on their phone, no paper forms, and at the end everyone logs what they found like by category, plastic bottles, nets, cans, whatever, plus a photo of the pile, and that goes into the Marine Conservation Society survey thing so we don't have to type it all in again, oh and under 16s need a parent or guardian with them, that's a hard rule from the insurance, what else um the kit, the leader sees how many kits are booked so they know how many to bring, we're not doing donations in the app, the website has a JustGiving link and that's fine, and we're leaving the collection of the bags to the council, they've got their own thing, actually no hang on, the leader does drop a pin on the map where the bags are left and that gets emailed to the council, yeah that's it, they still do the collecting, um timeline I'd like to pilot it with the three Redcar cleans in May and then all the North East cleans for the summer, goal is like half the no-shows, right now maybe a third of sign-ups don't turn up, and the thing that worries me is the signal on the beach is rubbish so the check-in has to work without signal, oh and I need to ask Jen whether the insurance covers people who just turn up without signing up, and Mike's sorting the list of litter categories by next week, right I'm at the car, bye`;

const voiceMemo: EvalCase = {
  name: 'dev-b6h-voice-memo-beach-clean',
  description:
    'A phone-transcribed voice memo for beach-clean sign-ups, one run-on paragraph with fillers: the cap "like 40 … no wait … 30", donations out, bag collection "left to the council … actually no, the leader drops a pin", check-in without signal, "pilot with the three Redcar cleans in May, then all the North East cleans for the summer".',
  input: { message: VOICE_MEMO },
  expect: {
    productName: 'Strandline',
    notProductName: ['Saltburn', 'JustGiving', 'Marine Conservation Society'],
    facts: [
      fr(
        'volunteers sign up for a clean with a meeting point and time',
        /sign|book/,
        /meeting point/,
      ),
      req('at most 30 people per clean', /\b30\b/),
      fr('the safety briefing is ticked before the day', /safety briefing/),
      fr('the leader checks people in on a phone', /leader/, /check/),
      req('check-in works without signal', /signal|offline/),
      fr('finds logged by category with a photo of the pile', /categor/, /photo/),
      fr('the data goes to the Marine Conservation Society survey', /marine conservation/),
      req('under-16s come with a parent or guardian', /\b16\b/, /parent|guardian|adult/),
      fr('the leader sees how many kits are booked', /kits?/, /leader/),
      fr('the leader drops a pin where the bags are, emailed to the council', /pin/, /council/),
      nonGoal('no donations in the app', /donat/),
      nonGoal('the council collects the bags', /collect/, /council/),
      inSection(GOALS, 'halve the no-shows', /no-?shows?/, /half|halve/),
      inSection('Milestones', 'pilot with the three Redcar cleans in May', /redcar/, /\bmay\b/),
      inSection('Milestones', 'all the North East cleans for the summer', /north east/, /summer/),
      persona('volunteers', /volunteer/),
      persona('clean leaders', /leader/),
      openQuestion('insurance for people who turn up without signing up', /insur/),
      action('Mike sorts the litter categories by next week', /mike/, /categor/),
      action('ask Jen about the insurance', /jen/, /insur/),
      risk('poor signal on the beach', /signal/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 40 per clean', /\b40\b/, 'stale'),
      notRequired('donations', /donat|justgiving/),
      notRequired(
        'Strandline arranging bag collection',
        /(arrange|book|schedule)s? (the )?(bag )?collection|volunteers (collect|take away) the bags/,
      ),
      notIn(
        BODY,
        'a filler',
        /\bum\b|\buh\b|you know|hang on|no wait|at the car|\bbye\b/,
        'chatter',
      ),
      notIn(FR_NFR, 'the walk back', /walking back|recording this/, 'chatter'),
      notIn('Title', 'the memo as the name', /voice memo|saltburn|transcribed/, 'invented'),
    ],
    requirements: { min: 7, max: 13 },
  },
};

// 11. A conversation: a Signal group copied from the desktop app ("[2026-02-14 07:12] Name:",
// "Disappearing messages were turned off.", a safety-number line, "(Sticker)", a reaction line),
// features as terse noun phrases ("QR check-in at the slipway."), renewals "stay on bank
// transfer", the kit swap "park it"; then the cap 12 → 15, a health declaration added, and
// "translate it into Welsh" (declined).
const SIGNAL = `[2026-02-14 07:12] Cath Pryce: morning dippers 🥶 ok proper list for the app before I forget. we're calling it Dipper. Bryn's building it over the spring
[2026-02-14 07:12] Disappearing messages were turned off.
[2026-02-14 07:13] Bryn Hughes: go on then
[2026-02-14 07:15] Cath Pryce: swim leads post the swims (time, beach, meeting spot). members sign up in the app. 12 per swim max, that's what 2 leads can watch
[2026-02-14 07:16] Cath Pryce: nobody swims alone. you pick a buddy when you sign up or the app pairs you with someone
[2026-02-14 07:18] Bryn Hughes: water temp and tide times on each swim page
[2026-02-14 07:19] Cath Pryce: yes
[2026-02-14 07:20] Nia Evans: QR check-in at the slipway.
[2026-02-14 07:20] Nia Evans: and check-out when you're back on the sand. anyone not checked out 45 min after the start, the lead's phone goes off
[2026-02-14 07:22] Cath Pryce: love that
[2026-02-14 07:24] Bryn Hughes: cancellations: if the lead calls it off (swell, storm, sewage alert) everyone signed up gets a push straight away
[2026-02-14 07:25] Safety number with Nia Evans has changed.
[2026-02-14 07:27] Nia Evans: sorry new phone
[2026-02-14 07:30] Cath Pryce: membership renewals stay on bank transfer, Gwen does them once a year, not touching that
[2026-02-14 07:31] Bryn Hughes: and the kit swap / selling old wetsuits thing?
[2026-02-14 07:31] Cath Pryce: park it
[2026-02-14 07:33] Nia Evans: (Sticker)
[2026-02-14 07:40] Cath Pryce: goal: no more scramble in the group chat to get a place, and every swimmer accounted for on the beach, every time
[2026-02-14 07:41] Cath Pryce: beta with the Sunday dippers after Easter, everyone for the summer season
[2026-02-14 07:43] Bryn Hughes: q: do non-members get taster swims?
[2026-02-14 07:44] Cath Pryce: not sure, committee question
[2026-02-14 07:46] Nia Evans: worry: signal at Porth Iago is zero, QR check-in won't work there
[2026-02-14 07:47] Bryn Hughes: I'll look at whether check-in can work offline by next Sunday
[2026-02-14 07:52] Nia Evans: anyone got spare gloves for tomorrow, mine have a hole 😂
[2026-02-14 07:53] Cath Pryce: Reacted 😂 to "anyone got spare gloves for tomorrow, mine have a hole"`;

const signalSwim: EvalCase = {
  name: 'dev-b6h-conv-signal-swim-club',
  description:
    'A Signal group of a sea-swimming club ("[2026-02-14 07:12] Name:", disappearing-messages and safety-number lines, "(Sticker)", a reaction line), terse features ("QR check-in at the slipway."), renewals "stay on bank transfer", kit swap "park it"; then "bump the cap to 15 per swim", "add: …" a yearly health declaration, and "translate it into Welsh" (declined).',
  input: { message: SIGNAL },
  expect: {
    productName: 'Dipper',
    notProductName: ['Signal', 'Porth Iago'],
    facts: [
      fr('swim leads post the swims', /lead/, /post|creat|set up|add/),
      fr('members sign up, at most 12 per swim', /\b12\b/, /swim/),
      fr('a buddy for every swimmer, picked or paired', /buddy/),
      fr('water temperature and tide times on each swim', /temp/, /tide/),
      fr('QR check-in at the slipway', /\bqr\b/, /check-?in/),
      fr('no check-out 45 minutes after the start alerts the lead', /\b45 ?min/, /check-?out/),
      fr('a cancelled swim pushes everyone signed up', /cancel|call(ed|s)? (it )?off/, /push/),
      nonGoal('renewals stay on bank transfer', /renewal|bank transfer/),
      nonGoal('the kit swap is parked', /kit|wetsuit/),
      inSection(GOALS, 'every swimmer accounted for', /accounted/),
      inSection(GOALS, 'no scramble in the group chat for a place', /scramble|group chat/),
      inSection('Milestones', 'beta with the Sunday dippers after Easter', /easter/),
      inSection('Milestones', 'everyone for the summer season', /summer/),
      persona('swim leads', /lead/),
      persona('members', /member|swimmer/),
      openQuestion('taster swims for non-members', /taster|non-member/),
      risk('no signal at Porth Iago', /signal/),
      action('Bryn looks at offline check-in by next Sunday', /bryn/, /offline/),
    ],
    forbidden: [
      notRequired('renewals', /renewal|bank transfer/),
      notRequired('the kit swap', /kit swap|wetsuit|selling/),
      notIn(BODY, 'the gloves', /gloves/, 'chatter'),
      notIn(
        BODY,
        'Signal furniture',
        /disappearing messages|safety number|\(sticker\)|reacted|new phone/,
        'chatter',
      ),
      notIn(BODY, 'a Signal time', /\b\d\d:\d\d\b/, 'chatter'),
      notIn(BODY, 'an emoji', /[🥶😂]/u, 'chatter'),
    ],
    requirements: { min: 6, max: 10 },
  },
  followUps: [
    {
      message: "bump the cap to 15 per swim, we've got a third lead now",
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Dipper',
        facts: [
          fr('at most 15 per swim', /\b15\b/, /swim/),
          fr('the buddy rule stays', /buddy/),
          fr('the 45-minute check-out alarm stays', /\b45 ?min/),
        ],
        forbidden: [notIn(VALUES, 'the old cap of 12', /\b12\b/, 'stale')],
        changes: [/\b15\b/],
      },
    },
    {
      message:
        'add: everyone ticks the cold-water health declaration once a year before their first swim',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('a yearly health declaration before the first swim', /health declaration/, /year/),
          fr('the cap of 15 stays', /\b15\b/, /swim/),
        ],
        forbidden: [notIn(VALUES, 'the cap of 12 back', /\b12\b/, 'stale')],
        changes: [/health|declaration/],
      },
    },
    {
      message: 'can you translate it into Welsh for the committee?',
      expect: { ...DECLINE, mentions: [/welsh|cymraeg|translat/, NAMES_A_MODEL] },
    },
  ],
};

// 12. A conversation: a Telegram chat copied from the desktop app ("Name, [10.02.2026 09:14]",
// "[Forwarded from …]", "[Photo]", "wrong chat sorry"), a rural dial-a-ride; "Each booking request
// holds for 10 minutes", bus pass checks "we're leaving to the council", school runs "not this
// time", the volunteer car scheme "phase 2 in the autumn"; then the text reminders dropped, "what's
// the booking cut-off again?" and the pilot moved from March to April.
const TELEGRAM = `Maureen Tait, [10.02.2026 09:14]
Morning both. As promised, what the new booking system has to do. We're calling it Hopalong, the trustees voted for it (I was outvoted 😅)

Maureen Tait, [10.02.2026 09:16]
Who it's for: about 350 registered passengers in the glens, mostly over 70 or disabled, who can't use the normal bus. Today they ring the office, Shona writes it in the big book, and the drivers get a printed sheet.

Maureen Tait, [10.02.2026 09:21]
How it works:
Passengers book a ride by phone (Shona keys it in) or in the app, up to 7 days ahead and no later than 2pm the day before.
Each booking request holds for 10 minutes while the system finds a seat on a run; if there isn't one, the passenger is offered the nearest time either side.
Wheelchair users are put on the tail-lift bus automatically.
Passengers get a text reminder the evening before with their pickup time.
Drivers see their run sheet on the tablet in the cab, in pickup order, with notes like "ring the bell twice".
The office gets an alert when a driver marks a passenger as not at the pickup after 5 minutes.

Craig Duff, [10.02.2026 09:30]
Fares?

Maureen Tait, [10.02.2026 09:32]
Paid on board, cash or card, same as now. Bus pass checks we're leaving to the council, their scanner does it.

Craig Duff, [10.02.2026 09:35]
[Forwarded from Rural Transport Forum]
Reminder: the spring forum is on 4 March in Aberfeldy. Lunch provided.

Craig Duff, [10.02.2026 09:36]
wrong chat sorry

Maureen Tait, [10.02.2026 09:40]
School runs: not this time. That's a council contract with its own rules.

Craig Duff, [10.02.2026 09:44]
Volunteer car scheme?

Maureen Tait, [10.02.2026 09:47]
Phase 2 in the autumn. Not in the first version.

Maureen Tait, [10.02.2026 09:52]
Timeline: pilot on the Tuesday market runs in March, the whole timetable from May.
What I want: no more missed pickups from the book (we had 23 last year), and Shona off the phone by 11 most mornings.

Ali Brodie, [10.02.2026 10:03]
[Photo]
This is the tablet bracket that fits the Sprinters

Ali Brodie, [10.02.2026 10:05]
Question: do carers travelling with a passenger need their own booking, or are they added to the passenger's?

Maureen Tait, [10.02.2026 10:07]
Good question, don't know. Ask the trustees.
Biggest worry is the signal up the glen, the tablets lose it after Kinloch.

Ali Brodie, [10.02.2026 10:09]
I'll ask the tablet supplier about offline maps by Friday

Maureen Tait, [10.02.2026 10:10]
👍`;

const telegramRides: EvalCase = {
  name: 'dev-b6h-conv-telegram-dial-a-ride',
  description:
    'A Telegram chat of a rural dial-a-ride charity ("Name, [10.02.2026 09:14]", "[Forwarded from …]", "[Photo]", "wrong chat sorry"): "Each booking request holds for 10 minutes", bus passes "left to the council", school runs "not this time", the volunteer car scheme "phase 2 in the autumn"; then the text reminders dropped, "what\'s the booking cut-off again?" and the pilot moved to April.',
  input: { message: TELEGRAM },
  expect: {
    productName: 'Hopalong',
    notProductName: ['Telegram', 'Rural Transport Forum'],
    facts: [
      fr('book by phone or in the app up to 7 days ahead', /\b(7|seven) days\b/, /phone|app/),
      req('bookings close at 2pm the day before', /\b2 ?pm\b/, /day before/),
      fr('a booking request holds for 10 minutes while a seat is found', /\b10 ?min/, /seat/),
      fr('no seat: the nearest time either side is offered', /nearest/),
      fr('wheelchair users go on the tail-lift bus', /wheelchair/, /tail-?lift/),
      fr('a text reminder the evening before with the pickup time', /remind/, /evening before/),
      fr('drivers see the run sheet on the cab tablet in pickup order', /run sheet/, /tablet/),
      fr('the office is alerted when a passenger is not at the pickup', /\b(5|five) ?min/, /alert/),
      inSection(
        [...FR_NFR, 'Non-goals', 'Technical considerations'],
        'fares paid on board',
        /on board/,
      ),
      nonGoal('bus pass checks left to the council', /bus pass|pass check/),
      nonGoal('no school runs', /school/),
      inSection(
        ['Non-goals', 'Milestones'],
        'the volunteer car scheme in phase 2',
        /volunteer car/,
      ),
      inSection(GOALS, 'no more missed pickups', /missed pickups?/),
      inSection(GOALS, 'Shona off the phone by 11', /\b11\b/),
      inSection(
        'Milestones',
        'pilot on the Tuesday market runs in March',
        /tuesday|market/,
        /march/,
      ),
      inSection('Milestones', 'the whole timetable from May', /\bmay\b/),
      inSection('Milestones', 'phase 2 in the autumn', /autumn/),
      persona('passengers', /passenger/),
      persona('drivers', /driver/),
      openQuestion('carers travelling with a passenger', /carer/),
      risk('no signal up the glen', /signal/),
      action('Ali asks the tablet supplier about offline maps', /ali/, /offline|supplier/),
    ],
    forbidden: [
      notRequired('the volunteer car scheme', /volunteer car/),
      notRequired('school runs', /school run/),
      notIn(BODY, 'the forum notice', /forum|aberfeldy|lunch/, 'chatter'),
      notIn(BODY, 'wrong chat', /wrong chat|outvoted/, 'chatter'),
      notIn(
        BODY,
        'Telegram furniture',
        /\[\d\d\.\d\d\.\d{4}|forwarded from|\[photo\]|bracket|sprinters/,
        'chatter',
      ),
      notIn(BODY, 'an emoji', /[😅👍]/u, 'chatter'),
      notIn('Title', 'the trustees or the glens as the name', /trustees|glens/, 'invented'),
    ],
    requirements: { min: 6, max: 11 },
  },
  followUps: [
    {
      message: 'drop the text reminders, most of our passengers only have landlines',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Hopalong',
        facts: [
          fr('the run sheet stays', /run sheet/),
          fr('the 10-minute hold stays', /\b10 ?min/, /seat/),
        ],
        forbidden: [
          notIn('Functional requirements', 'the text reminder still required', /remind/, 'stale'),
        ],
        changes: [/remind/],
      },
    },
    {
      message: "what's the booking cut-off again?",
      expect: {
        intent: 'question',
        kind: 'answer',
        mentions: [/\b2 ?pm\b/, /day before/],
        maxChars: 600,
      },
    },
    {
      message: 'move the pilot to April, the minibus is in the garage all of March',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          inSection('Milestones', 'the pilot in April', /april/, /pilot/),
          inSection('Milestones', 'the whole timetable from May stays', /\bmay\b/),
        ],
        forbidden: [
          notIn(['Milestones', 'TL;DR'], 'the pilot still in March', /march/, 'stale'),
          notIn('Functional requirements', 'the text reminder back', /remind/, 'stale'),
        ],
        changes: [/april/],
      },
    },
  ],
};

/** Dev cases, batch 6 (h): written from outside the writer (see docs/eval.md). */
export const BATCH6_H: EvalCase[] = [
  mattermostRoutes,
  webexReturns,
  firefliesHall,
  forwardedGasSafety,
  drivingSchool,
  proseClubs,
  informalCatCafe,
  confluencePanels,
  pastedTrees,
  voiceMemo,
  signalSwim,
  telegramRides,
];
