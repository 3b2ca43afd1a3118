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
import type { EvalCase, SectionName } from '../types.js';

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements', 'TL;DR'];
const FR_NFR: SectionName[] = ['Functional requirements', 'Non-functional requirements'];
const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

// 1. A Microsoft Teams channel copied from the desktop app: "Name" then "Yesterday 4:12 PM" /
// "10:42 AM" lines, "Edited", "(2 replies)", "Reply", reactions with counts, a join line and a
// meeting card; the auto-close is set at 48 hours and cut to 24 after the call, live gritter
// tracking and grit bin refills are turned down.
const TEAMS_CHANNEL = `Highways – Winter Service > General

Kerry Walsh
Yesterday 4:12 PM
Posting the brief for the ice reporting tool here so everyone can pick holes in it before Thursday's review. We're calling it Gritwatch.
👍 3

Darren Cole has joined the team.

Kerry Walsh
Yesterday 4:15 PM
Problem: residents ring the contact centre to report icy roads and paths, and the duty officer copies each call onto the whiteboard in the depot. Last winter that was 1,840 calls, and nobody could tell a caller whether their street had been gritted.
(2 replies)
Reply

Mo Hussain
Yesterday 4:20 PM
1,840 sounds low tbh, that's just the ones that got logged
😂 2

Kerry Walsh
Yesterday 4:22 PM
Fair. Scope for v1:
1. Residents report an icy road or footpath on the council website: drop a pin on the map, pick road or footpath, optional photo. No account needed, email optional.
2. Every report gets a reference number, and if they left an email they hear when it's scheduled and when it's treated.
3. The duty officer sees all open reports on a map, grouped by gritting route, and assigns them to a crew.
4. Gritter drivers mark a route as treated on the in-cab tablet.
5. A public map shows which priority routes were treated and when.
Edited
❤️ 4

Darren Cole
Yesterday 4:40 PM
Hi all, new here – I'm the duty officer lead from this season. Can the public map show where the gritters are live? People love that on the Glasgow one.

Kerry Walsh
Yesterday 4:46 PM
No live gritter tracking. The unions raised drivers being followed around last year, so we show treated routes only, never vehicle positions.
👍 5

Mo Hussain
Yesterday 4:52 PM
what about people asking for grit bins to be refilled? that's half the calls in January

Kerry Walsh
Yesterday 4:55 PM
Not in Gritwatch v1. Grit bin refills stay on the existing report-it form.

Meeting ended: 34m 12s
Gritwatch scoping call

Kerry Walsh
10:42 AM
Notes from the call this morning:
- reports close automatically 48 hours after their route is marked treated
- a driver marking a route treated updates the public map within 15 minutes
- the public map has to hold up on a snow day, we had 5,000 visitors an hour on the gritting page in the February storm
- has to meet WCAG 2.2 AA like everything else on the council site
(3 replies)
Reply

Priya Anand
10:58 AM
48 hours is too long, people see the ice is gone and the report still says open. Can we do 24?

Kerry Walsh
11:05 AM
Agreed with Priya, reports close 24 hours after the route is treated, not 48.
Edited
👍 2

Mo Hussain
11:10 AM
Anyone know if the canteen's doing the pie on Friday?
😋 3

Priya Anand
11:14 AM
Goals from the service plan: ice calls to the contact centre down 40% this winter, and every report acknowledged within 1 hour between 5am and 10pm.

Kerry Walsh
11:20 AM
Timeline: pilot on the North area routes from 1 December, all routes by 12 January.
One worry: if drivers forget to mark routes treated on the tablet, the public map says a road is untreated when it isn't and we get more calls, not fewer.

Darren Cole
11:26 AM
Do we take reports for private roads and supermarket car parks? We don't grit those but people will report them.

Kerry Walsh
11:29 AM
Don't know yet, need to ask legal what we say to them.
Mo, can you get the route shapefiles from GIS by Friday?

Mo Hussain
11:31 AM
Yep 👍`;

const teamsChannel: EvalCase = {
  name: 'dev-b5g-teams-channel-gritting',
  description:
    'A Teams channel copied from the desktop app for council ice reports ("Name" / "Yesterday 4:12 PM" lines, "Edited", "(2 replies)", "Reply", reactions with counts, a join line, "Meeting ended: 34m 12s"): auto-close 48 → 24 hours, live gritter tracking and grit bins turned down.',
  input: { message: TEAMS_CHANNEL },
  expect: {
    productName: 'Gritwatch',
    notProductName: ['Teams', 'Winter Service', 'Glasgow'],
    facts: [
      fr('residents report ice on the council website with a map pin', /resident/, /pin/),
      fr('a reference number and email updates when scheduled and treated', /reference/, /schedul/),
      fr('the duty officer sees open reports by route and assigns a crew', /duty officer/, /crew/),
      fr('drivers mark a route treated on the in-cab tablet', /tablet/, /treated/),
      fr(
        'a public map shows which priority routes were treated and when',
        /public map/,
        /priority/,
      ),
      req('reports close 24 hours after the route is treated', /\b24 ?hours?\b/, /clos/),
      req('the public map is updated within 15 minutes', /15 ?min/),
      req('the public map holds 5,000 visitors an hour', /5,?000/),
      nonGoal('no live gritter tracking', /track|position/),
      nonGoal('grit bin refills not in v1', /grit bins?/),
      inSection(GOALS, 'ice calls down 40% this winter', /\b40 ?%/),
      inSection(GOALS, 'every report acknowledged within 1 hour', /acknowledg/, /\b(1|one) hour\b/),
      inSection(
        'Milestones',
        'pilot on the North area routes from 1 December',
        /\b1 dec|december 1\b/,
      ),
      inSection('Milestones', 'all routes by 12 January', /\b12 jan|january 12\b/),
      persona('gritter drivers', /driver/),
      openQuestion('reports for private roads and car parks', /private road|car park/),
      action('Mo gets the route shapefiles from GIS by Friday', /\bmo\b/, /shapefile/),
      risk('drivers forget to mark routes treated', /forget/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 48-hour auto-close', /\b48 ?hours?\b/, 'stale'),
      notRequired(
        'live gritter tracking',
        /live (gritter )?(tracking|location|positions?)|where the gritters are|\bgps\b/,
      ),
      notRequired('grit bin refills', /grit bins?|refill/),
      chatter('the canteen pie', /canteen|\bpie\b/),
      chatter('the logged-calls aside', /sounds low|\btbh\b/),
      chatter('the Glasgow map', /glasgow/),
      notIn(BODY, 'a Teams time', /\b\d{1,2}:\d\d ?(am|pm)\b/, 'chatter'),
      notIn(BODY, '"Yesterday"', /yesterday/, 'chatter'),
      notIn(BODY, 'the join line', /joined the team/, 'chatter'),
      notIn(BODY, 'a reaction', /[👍😂😋]|❤/u, 'chatter'),
      notIn(
        BODY,
        'Teams furniture',
        /\bedited\b|\(\d+ repl(y|ies)\)|meeting ended|\b34m\b|scoping call/,
        'chatter',
      ),
      notIn(
        'Title',
        'the team or channel as the name',
        /winter service|highways|general/,
        'invented',
      ),
    ],
    requirements: { min: 4, max: 9 },
  },
};

// 2. A Slack channel copied with its threads: "Name" / "9:41 AM" lines, "4 replies", "Last reply
// 2 days ago", "replied to a thread", "Also sent to the channel", a huddle notice, a Google
// Calendar and a Jira Cloud app message; the SMS chaser moves from 3 hours to 2, scheduling and
// timesheets are out.
const SLACK = `#callboard-build
Nadia Brooks
9:41 AM
Morning! Kicking off Callboard properly: the app that replaces our emailed PDF call sheets. Brain dump below, shout if I've missed anything 🎬
Nadia Brooks
9:44 AM
Today the 2nd AD builds the call sheet in Excel, exports a PDF at 7pm and emails it to 80-odd people, then spends the morning ring-round chasing who has actually read it. Last week two drivers turned up at the wrong unit base.
Nadia Brooks
9:52 AM
v1:
• the 2nd AD builds the daily call sheet in Callboard: call time per person, unit base and location with a map link, parking, nearest A&E, weather
• crew and cast get it by push and email and tap "Got it" to confirm
• anyone who hasn't confirmed 3 hours after it goes out gets an SMS chaser
• if a call time changes after sending, only the people affected are notified and have to confirm again
• PDF export of each day's sheet for the production archive
4 replies
Last reply 2 days ago
Theo Lam
9:58 AM
replied to a thread: v1: • the 2nd AD builds the daily call sheet…
3 hours is too long on a night shoot, the sheet goes out at 7pm and half the crew are asleep by 10
Nadia Brooks
10:03 AM
replied to a thread: v1: • the 2nd AD builds the daily call sheet…
ok, chaser after 2 hours then. 2, not 3
Also sent to the channel
Priya Shah
10:06 AM
replied to a thread: v1: • the 2nd AD builds the daily call sheet…
cast phone numbers can't be visible to the whole crew. agents will kill us
Nadia Brooks
10:09 AM
replied to a thread: v1: • the 2nd AD builds the daily call sheet…
agreed: personal phone numbers only visible to the ADs and the production office, never on the crew view or the PDF
A huddle happened
Nadia Brooks, Theo Lam and 2 others were in the huddle for 18 minutes.
Google Calendar  APP  10:30 AM
Event starting in 10 minutes: Callboard – scoping with Locations
Join with Google Meet: meet.google.com/kfr-ztwq-pqa
Theo Lam
10:55 AM
from the huddle: we are NOT doing scheduling. the stripboard stays in Movie Magic, Callboard just reads the day's scenes from its export
🙌
3
Priya Shah
11:02 AM
and timesheets/payroll are out for v1 too right?
Nadia Brooks
11:04 AM
yes, no timesheets or payroll in v1
Jira Cloud  APP  11:06 AM
Theo Lam created a Story: CALL-88 Import the day's scenes from the Movie Magic export
Status: To Do · Assignee: Theo Lam
Theo Lam
11:20 AM
what about day players? they're only with us for a day, do they get accounts or just a link by SMS?
Nadia Brooks
11:22 AM
good q, don't know yet
Priya Shah
11:31 AM
the signal at the quarry location is zero. if the sheet only lives online, people won't see it
Nadia Brooks
11:34 AM
yep, the last downloaded sheet has to open offline. and that's a real risk for late changes: someone with no signal could miss a call time change
Priya Shah
11:40 AM
whoever left the oat milk in the production fridge since march 😭
Nadia Brooks
11:48 AM
Goal: the morning ring-round from 90 minutes to under 15, and every crew member confirmed before wrap the night before.
Trial on the Harbour Lights shoot starting 3 March, then every production on the summer slate.
Nadia Brooks
11:50 AM
@Priya can you ask the union rep by Friday whether the PDF has to keep the old layout?
Priya Shah
11:51 AM
on it 👍`;

const slackThreads: EvalCase = {
  name: 'dev-b5g-slack-call-sheets',
  description:
    'A Slack channel for film call sheets copied with its threads ("4 replies", "Last reply 2 days ago", "Also sent to the channel", a huddle notice, Google Calendar and Jira Cloud app messages): the SMS chaser moves from 3 hours to 2, scheduling and payroll out.',
  input: { message: SLACK },
  expect: {
    productName: 'Callboard',
    notProductName: ['Harbour Lights', 'Movie Magic', 'Slack', 'Jira Cloud'],
    facts: [
      fr(
        'the 2nd AD builds the daily call sheet with call times and location',
        /call time/,
        /location|unit base/,
      ),
      fr('the sheet carries the nearest A&E and the weather', /a&e|hospital/, /weather/),
      fr('crew and cast get it by push and email and confirm', /push/, /confirm/),
      req('an SMS chaser 2 hours after sending if unconfirmed', /\bsms\b/, /\b(2|two) hours?\b/),
      fr(
        'a changed call time notifies only those affected, who confirm again',
        /affected/,
        /confirm/,
      ),
      fr('a PDF export of each day for the archive', /pdf/, /archive/),
      fr('the day’s scenes are read from the Movie Magic export', /movie magic/, /scene/),
      req('phone numbers only for the ADs and the production office', /phone/, /production office/),
      req('the last downloaded sheet opens offline', /offline|without signal|no signal/),
      nonGoal('no scheduling: the stripboard stays in Movie Magic', /schedul|stripboard/),
      nonGoal('no timesheets or payroll in v1', /timesheet|payroll/),
      inSection(GOALS, 'the ring-round from 90 minutes to under 15', /ring-?round/, /\b15\b/),
      inSection(GOALS, 'every crew member confirmed before wrap', /wrap/),
      inSection(
        'Milestones',
        'trial on the Harbour Lights shoot from 3 March',
        /\b3 mar|march 3\b/,
      ),
      persona('the 2nd AD', /\bad\b|assistant director/),
      openQuestion('accounts or an SMS link for day players', /day players?/),
      action('Priya asks the union rep about the PDF layout by Friday', /priya/, /union/),
      risk('someone with no signal misses a call time change', /signal/, /miss/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 3-hour chaser', /\b(3|three) hours?\b/, 'stale'),
      notRequired('scheduling', /\bscheduling\b|(build|edit|manage)s? the stripboard/),
      notRequired('timesheets or payroll', /timesheet|payroll/),
      chatter('the oat milk', /oat milk|fridge/),
      chatter('the agents joke', /kill us/),
      notIn(BODY, 'a Slack time', /\b\d{1,2}:\d\d ?(am|pm)\b/, 'chatter'),
      notIn(
        BODY,
        'Slack thread furniture',
        /replied to a thread|last reply|\b\d+ replies\b|also sent to the channel/,
        'chatter',
      ),
      notIn(BODY, 'the huddle notice', /huddle/, 'chatter'),
      notIn(
        BODY,
        'an app message',
        /google calendar|event starting|meet\.google|jira cloud|created a story|status: to do/,
        'chatter',
      ),
      notIn(BODY, 'an emoji', /[🎬🙌😭👍]/u, 'chatter'),
      notIn(
        'Title',
        'the channel or the shoot as the name',
        /callboard-build|harbour lights/,
        'invented',
      ),
    ],
    requirements: { min: 4, max: 9 },
  },
};

// 3. A Discord channel of a community-run speedrun leaderboard: "name — Today at 14:02", old
// "#0417" discriminators, a BOT welcome, a pinned-message notice, @everyone, a server boost,
// custom emoji; the queue cap is 5 and cut to 3, AI auto-verification and money turned down.
const DISCORD = `Moonjumper Speedrunning
#splitboard-dev

📌 quillfeather pinned a message to this channel. See all pinned messages.

quillfeather — Today at 14:02
@everyone Splitboard v2 planning, let's get it written down so the volunteers know what's coming. The old Google Sheet leaderboard is falling apart: 400+ runs in the verification backlog and the median wait is 11 days.
🔥 14  👀 6

Wumpus Bot  BOT — Today at 14:02
Welcome @tinyfrog#2291 to Moonjumper Speedrunning! Please read #rules and grab a role in #roles.

quillfeather — Today at 14:05
Submitting (v2):
- runner submits time, category, platform and a video link (YouTube or Twitch highlight). no video = no submission
- PC runs show both real time and load-removed time
- each runner can have at most 5 runs waiting in the queue
:PogChamp: 9

vex#0417 — Today at 14:09
5 is a lot, one guy dumped 30 ILs on us last month and blocked the queue for a week

quillfeather — Today at 14:11
ok fair, 3 in the queue per runner, not 5

vex#0417 — Today at 14:12
👍

tinyfrog#2291 — Today at 14:13
hi! just got sub-20 on any% 🎉 where do i submit

deltaV — Today at 14:14
@tinyfrog GG!! wait for v2 or use the sheet for now lol

quillfeather — Today at 14:16
Verifying:
- verifiers get a queue, oldest first, and verify or reject with a reason. the runner gets a DM from the bot either way
- a run nobody has picked up after 14 days gets flagged to the head mods
- every runner keeps a history of all their runs, obsoleted ones too

deltaV — Today at 14:19
can we just have an AI watch the videos and auto-verify? would kill the backlog

quillfeather — Today at 14:21
no auto-verification, not touching that. a human verifier checks every run
❤️ 11

✨ deltaV just boosted the server! ✨

vex#0417 — Today at 14:25
also please no prize pots or donations through the site, we got burned by that in 2023

quillfeather — Today at 14:26
agreed, no money through Splitboard at all

quillfeather — Today at 14:30
Ground rules since we're community-run:
- free forever, no ads
- runs on the donated server (2 vCPU, 4 GB), so it has to be light
- full public data dump as JSON every week, so nobody owns the data but the community

vex#0417 — Today at 14:33
what happens if a verifier submits their own run? who verifies that

quillfeather — Today at 14:35
honestly not sure, let's talk about it at the mod meeting

deltaV — Today at 14:38
biggest risk imo: verifiers burning out again. we had 9 active last summer and 3 now

quillfeather — Today at 14:41
yeah. Goal: median verification wait under 3 days by the end of the year.
Dates: beta for any% on 1 August, full launch before the community race on 28 September.
I'll write the migration script from the old sheet by Sunday

vex#0417 — Today at 14:43
🫡`;

const discordChannel: EvalCase = {
  name: 'dev-b5g-discord-leaderboard',
  description:
    'A Discord channel of a community-run speedrun leaderboard ("name — Today at 14:02", #0417 discriminators, a BOT welcome, a pinned notice, @everyone, a server boost, :PogChamp:): the queue cap 5 → 3, AI auto-verification and prize money turned down, a PB in passing.',
  input: { message: DISCORD },
  expect: {
    productName: 'Splitboard',
    notProductName: ['Moonjumper', 'Moonjumper Speedrunning', 'Discord', 'Wumpus Bot'],
    facts: [
      fr('runners submit time, category, platform and a video link', /categor/, /video/),
      fr('no video, no submission', /video/, /requir|no video|without|must|refus|reject/),
      req('at most 3 runs per runner waiting in the queue', /\b(3|three)\b/, /queue/),
      fr('verifiers verify or reject with a reason, oldest first', /verif/, /reject/, /reason/),
      fr('a run not picked up after 14 days is flagged to the head mods', /14 ?days/, /head mod/),
      fr('runners keep a history of all runs, obsoleted ones too', /history/, /obsolete/),
      req('free, no ads', /\bads\b/),
      req('light enough for the donated server', /donated server|vcpu/),
      req('a public JSON data dump every week', /json|dump/, /week/),
      nonGoal('no AI auto-verification: a human checks every run', /auto|\bai\b/),
      nonGoal('no prize pots, donations or money through the site', /prize|donation|money/),
      inSection(GOALS, 'median verification wait under 3 days', /median/, /\b(3|three) days\b/),
      inSection('Milestones', 'beta for any% on 1 August', /\b1 aug|august 1\b/),
      inSection(
        'Milestones',
        'full launch before the race on 28 September',
        /\b28 sep|september 28\b/,
      ),
      persona('verifiers', /verifier/),
      openQuestion('who verifies a verifier’s own run', /own run/),
      action('quillfeather writes the migration script by Sunday', /migration/),
      risk('verifiers burning out', /burn/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded cap of 5 in the queue', /\b(5|five)\b/, 'stale'),
      notRequired('AI auto-verification', /auto-?verif|\bai\b|automatic(ally)? verif/),
      notRequired('prize pots or donations', /prize|donation/),
      chatter('the sub-20 PB', /sub-20|\bgg\b/),
      chatter('slang', /\blol\b|\bimo\b/),
      notIn(BODY, 'a Discord timestamp', /today at|\b\d\d:\d\d\b/, 'chatter'),
      notIn(BODY, 'a discriminator', /#\d{4}\b/, 'chatter'),
      notIn(
        BODY,
        'Discord furniture',
        /@everyone|pinned|boosted|wumpus|welcome @|#rules|#roles/,
        'chatter',
      ),
      notIn(BODY, 'an emoji', /[🔥👀👍🎉✨🫡📌]|❤|:pogchamp:/u, 'chatter'),
      notIn(
        'Title',
        'the server or channel as the name',
        /speedrunning|moonjumper|splitboard-dev/,
        'invented',
      ),
    ],
    requirements: { min: 5, max: 10 },
  },
};

// 4. A Google Chat space: "You've been added", "Name, Mon 10:42", "Edited", "1 reply", a
// "created a task" card; the exam board moves the ratio from 1 per 40 students to 1 per 30,
// HR's right-to-work and visa-hours rules, the timetable and students out of scope.
const GCHAT = `Exam Office Systems
You've been added by Rhiannon Price

Rhiannon Price, Mon 10:42
Starting a thread for Invigo, the invigilator rota app. Registry signed off the name. Today Tomasz builds the rota for every exam period in a spreadsheet: 3 weeks of work each time, 260 invigilators, and on exam days we chase no-shows by phone.

Tomasz Nowicki, Mon 10:47
3 weeks is generous. It's more like 4 in May.
1 reply

Rhiannon Price, Mon 10:51
What it does, v1:
• Invigilators set their availability for the exam period in Invigo
• We build the rota from the exam timetable: 1 invigilator per 40 students, at least 2 in every room
• Invigilators accept or decline each shift
• Reminder 24 hours before, with the room and the arrival time (30 minutes before the exam starts)
• On the day the chief invigilator marks who turned up; a no-show alerts the exam office straight away so a reserve can be called
• 2 reserves on call for every session
• Hours go to payroll as a monthly export
Edited

Ffion Jones, Mon 11:03
The exam board changed the ratio last week, it's 1 per 30 students now, not 40.

Rhiannon Price, Mon 11:05
Thanks Ffion, 1 per 30 then.

Ffion Jones, Mon 11:09
Two hard rules from HR: nobody can be put on the rota without their right-to-work check on file, and invigilators on student visas can't go over 20 hours a week in term time, so Invigo has to block any shift that takes them over 20.

Tomasz Nowicki, Mon 11:15
Can it also do the exam timetable itself? Would save me a step.

Rhiannon Price, Mon 11:17
No, the timetable stays in the student records system, Invigo only reads it. And nothing for the students sitting exams in v1, this is staff only.

Tomasz Nowicki, Mon 11:20
Fair enough

Ffion Jones, Mon 11:31
Anyone else's heating off on the 3rd floor? I'm in my coat

Tomasz Nowicki, Mon 11:32
Same, facilities are on it apparently ❄️

Rhiannon Price, Mon 11:40
Goals: the rota built in 1 week, not 3, and every no-show covered within 15 minutes.
Plan: pilot for the January resits, then all exams from the May/June period.

Tomasz Nowicki, Mon 11:44
Do chief invigilators get a different pay rate in the export? They do on paper but I'm not sure that's official.

Rhiannon Price, Mon 11:46
No idea, need to ask HR.
Worry: the timetable export from the student records system changes format every year, if it breaks in week one we're back to spreadsheets.

Rhiannon Price created a task: Check the visa hours rule with Compliance
Assigned to Ffion Jones · Due 14 Nov

Ffion Jones, Mon 11:52
On it
👍 2`;

const googleChat: EvalCase = {
  name: 'dev-b5g-gchat-invigilation',
  description:
    'A Google Chat space for a university invigilator rota ("You\'ve been added", "Name, Mon 10:42", "Edited", "1 reply", a "created a task" card, heating small talk): the ratio 1 per 40 → 1 per 30 students, HR\'s right-to-work and 20-hour visa rules, timetabling and students out.',
  input: { message: GCHAT },
  expect: {
    productName: 'Invigo',
    notProductName: ['Google Chat', 'Exam Office Systems', 'Registry'],
    facts: [
      fr('invigilators set their availability for the exam period', /availability/),
      req(
        '1 invigilator per 30 students',
        /\b(1|one) (invigilator )?(per|for every|to) 30 students|\b1:30\b/,
      ),
      req(
        'at least 2 invigilators in every room',
        /at least (2|two)|minimum (of )?(2|two)/,
        /room/,
      ),
      fr('a reminder 24 hours before with room and arrival time', /\b24 ?hours?\b/, /arriv/),
      fr(
        'the chief invigilator marks attendance; a no-show alerts the exam office',
        /chief/,
        /no-?show/,
      ),
      fr('hours go to payroll as a monthly export', /payroll/, /month/),
      req('nobody on the rota without a right-to-work check', /right[- ]to[- ]work/),
      req(
        'student-visa invigilators blocked beyond 20 hours a week in term',
        /visa/,
        /\b20 ?hours?\b/,
      ),
      fr('the rota is built from the exam timetable, which is only read', /timetable/, /rota/),
      nonGoal('no exam timetabling: it stays in the student records system', /timetabl/),
      nonGoal(
        'nothing for students sitting exams in v1',
        /students? (sitting|who sit)|staff only|student-facing|for (the )?students/,
      ),
      inSection(GOALS, 'the rota built in 1 week, not 3', /rota/, /\b(1|one) week\b/),
      inSection(GOALS, 'every no-show covered within 15 minutes', /\b15 ?min/),
      inSection('Milestones', 'pilot for the January resits', /january|resit/),
      persona('chief invigilators', /chief/),
      openQuestion('a different pay rate for chief invigilators', /pay/),
      action('Ffion checks the visa hours rule with Compliance by 14 Nov', /ffion/, /compliance/),
      risk('the student records export changes format every year', /format/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded ratio of 1 per 40', /\b40\b|forty/, 'stale'),
      notRequired(
        'timetabling',
        /\btimetabling\b|(build|create|make|schedule)s? the (exam )?timetable/,
      ),
      notRequired('a student-facing feature', /students (see|get|can|receive)/),
      chatter('the heating', /heating|\bcoat\b|facilities/),
      notIn(BODY, 'a Chat header', /\bmon \d|\b\d\d:\d\d\b/, 'chatter'),
      notIn(
        BODY,
        'Google Chat furniture',
        /you've been added|created a task|\bedited\b|\b1 reply\b/,
        'chatter',
      ),
      notIn(BODY, 'an emoji', /[❄👍]/u, 'chatter'),
      notIn('Title', 'the space as the name', /exam office systems/, 'invented'),
    ],
    requirements: { min: 5, max: 11 },
  },
};

// 5. A WhatsApp group of three co-founders exported from Android: "12/03/2026, 21:14 - Name:",
// the encryption notice, "created group", "<Media omitted>", "audio omitted", a deleted message,
// typos; a £1 fee per item is agreed and reversed the next day, delivery and adult clothes out.
const WHATSAPP = `12/03/2026, 21:14 - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Tap to learn more.
12/03/2026, 21:14 - Jess created group "swapsack 🎒 founders"
12/03/2026, 21:14 - Jess added Amara, Luke
12/03/2026, 21:15 - Jess: ok so teh uniform swap thing. name = Swapsack??
12/03/2026, 21:15 - Luke: love it
12/03/2026, 21:16 - Amara: yesss
12/03/2026, 21:18 - Jess: problem in one line: parents spend £100+ a year per kid on uniforn that gets outgrown in months, and the PTA swap rail is one cupboard opened twice a term
12/03/2026, 21:19 - Jess: <Media omitted>
12/03/2026, 21:19 - Jess: ^ thats the cupboard lol
12/03/2026, 21:22 - Luke: v1 = parents list outgrown items. school, item, size, condition + a photo
12/03/2026, 21:22 - Luke: other parents at the same school browse by size and reserve
12/03/2026, 21:23 - Amara: handover at the school gate or the PTA rail, no delivery
12/03/2026, 21:23 - Jess: agree no delivery
12/03/2026, 21:25 - Luke: to cover costs £1 per item swapped?
12/03/2026, 21:26 - Jess: ok £1 per item it is
12/03/2026, 21:26 - Amara: 👍
12/03/2026, 21:31 - Amara: audio omitted
12/03/2026, 21:33 - Amara: sorry voice note was long. tldr: safeguarding. NO photos of kids wearing the stuff, the item on its own only. and name labels cut out before listing
12/03/2026, 21:34 - Luke: yes 100%. and a tickbox "washed + name label removed" before u can list
12/03/2026, 21:36 - Jess: parents join w a school code from the PTA so its only parents from that school
12/03/2026, 21:40 - Luke: reservations hold 48h then it goes back if nobody collects
12/03/2026, 21:41 - Luke: This message was deleted
12/03/2026, 21:41 - Luke: 48 hours i mean not 48 days lol
12/03/2026, 21:45 - Amara: only uniform tho right? not general kids clothes. and no adult stuff
12/03/2026, 21:46 - Jess: uniform + PE kit only. nothing else
12/03/2026, 21:48 - Luke: ok night all
13/03/2026, 08:02 - Luke: morning. kids up at 5 again 😩
13/03/2026, 08:05 - Amara: oof ☕
13/03/2026, 08:06 - Jess: same here lol 🙃
13/03/2026, 19:12 - Amara: spoke to 3 PTA chairs today. they HATE the £1 fee, the whole point is its free for familes who cant afford new
13/03/2026, 19:13 - Jess: hm. ok reversing it then, free for parents. no fees at all in v1
13/03/2026, 19:13 - Luke: fine by me, we figure out money later
13/03/2026, 19:15 - Amara: goal for the pilot: 3 schools, 500 items swapped by end of summer term
13/03/2026, 19:16 - Jess: beta 1 july w the 3 schools so its busy for the september rush
13/03/2026, 19:18 - Luke: what do we do about blazers w the old school logo? one of the schools changed badge last yr
13/03/2026, 19:18 - Jess: no clue, ask the schools
13/03/2026, 19:20 - Jess: my worry is empty rails. if nobodys listed anything in week 1 parents open it once and never come back
13/03/2026, 19:21 - Amara: ill email the 3 PTA chairs this wk to get them listing early
13/03/2026, 19:22 - Luke: i'll do mockups by sunday
13/03/2026, 19:22 - Luke: <Media omitted>
13/03/2026, 19:23 - Amara: 🔥🔥
13/03/2026, 19:24 - Jess: love it. ok bed`;

const whatsappFounders: EvalCase = {
  name: 'dev-b5g-whatsapp-uniform-swap',
  description:
    'A WhatsApp group of three co-founders for a school-uniform swap ("12/03/2026, 21:14 - Name:", encryption notice, "<Media omitted>", "audio omitted", a deleted message, typos, short lines): a £1 fee agreed then reversed the next day, delivery and non-uniform clothes out.',
  input: { message: WHATSAPP },
  expect: {
    productName: 'Swapsack',
    notProductName: ['WhatsApp', 'PTA'],
    facts: [
      fr(
        'parents list outgrown items with school, size, condition and a photo',
        /size/,
        /condition/,
      ),
      fr('parents at the same school browse by size and reserve', /brows/, /reserv/),
      fr('a reservation holds 48 hours, then the item goes back', /\b48 ?(h|hours?)\b/, /reserv/),
      fr('handover at the school gate or the PTA rail', /gate|rail/),
      fr('a tickbox "washed + name label removed" before listing', /wash/, /label/),
      fr('parents join with a school code from the PTA', /code/, /pta/),
      req('no photos of children wearing items: the item on its own', /photo/, /wear/),
      inSection(
        [...FR_NFR, 'Non-goals', 'TL;DR'],
        'free for parents, no fees in v1',
        /free for (parents|families)|no fees?/,
      ),
      nonGoal('no delivery', /deliver/),
      nonGoal('uniform and PE kit only: no other or adult clothes', /adult|general|other clothes/),
      inSection(GOALS, '500 items swapped by the end of the summer term', /\b500\b/),
      inSection('Milestones', 'beta on 1 July with the 3 schools', /\b1 jul|july 1\b/),
      persona('parents', /parent/),
      persona('PTA', /pta/),
      openQuestion('blazers with an old school logo', /logo|badge/),
      action('Amara emails the 3 PTA chairs this week', /amara/, /pta/),
      action('Luke does mockups by Sunday', /luke/, /mock/),
      risk('empty rails: parents open it once and never come back', /empty|nothing listed/),
    ],
    forbidden: [
      notIn(REQS, 'the reversed £1 fee per item', /£ ?1\b|fee per item|per item swapped/, 'stale'),
      notIn(REQS, 'the 48 days slip', /48 days/, 'stale'),
      notRequired('delivery', /deliver/),
      notRequired('adult clothes', /adult/),
      chatter('the early kids', /up at 5|\boof\b/),
      notIn(BODY, 'a WhatsApp timestamp', /\d\d\/\d\d\/\d{4}|\b\d\d:\d\d\b/, 'chatter'),
      notIn(
        BODY,
        'WhatsApp system lines',
        /media omitted|audio omitted|message was deleted|end-to-end|created group|added amara/,
        'chatter',
      ),
      notIn(BODY, 'an emoji', /[🎒😩☕👍🙃🔥]/u, 'chatter'),
      notIn(
        FR_NFR,
        'chat slang and typos',
        /\blol\b|\btldr\b|yesss|\bteh\b|uniforn|\bw a\b/,
        'chatter',
      ),
      notIn('Title', 'the group name as the name', /founders/, 'invented'),
    ],
    rawMustNotMatch: [{ label: 'a media placeholder copied', pattern: /(media|audio) omitted/i }],
    requirements: { min: 4, max: 9 },
  },
};

// 6. A GitHub issue of a self-hosted photo library: the issue body with a "- [ ]" checklist,
// "+1" comments, label and milestone lines, a maintainer's numbered decision (expiry 7/365 →
// 30/90 days, GPS stripped, guest uploads and comments out), a stale bot, a linked pull request,
// "closed this as completed" and "reopened" for the password part.
const GITHUB = `Shared albums via public link #1423
Open
mkowalski opened this issue on Mar 3 · 11 comments

mkowalski commented on Mar 3
I run Shoebox on a Raspberry Pi 4 for our family photos (about 40k of them). Right now the only way to show an album to my parents is to give them an account on my server, which they can't manage.

### Proposal
- [ ] Album owner creates a share link; anyone with the link can view the album without an account
- [ ] Links expire: default 7 days, owner can pick up to 365 days
- [ ] Owner can revoke a link at any time
- [ ] Owner chooses whether viewers can download the originals
- [ ] Optional password on a link

👍 18 ❤️ 4

jpruitt added the enhancement label on Mar 3
jpruitt added this to the v1.9 milestone on Mar 3

dlin commented on Mar 4
+1

ozzy-b commented on Mar 4
+1, would love this. Also please strip GPS from the EXIF of shared photos, I don't want my house's coordinates going to whoever gets the link

rdeleon commented on Mar 5
Could viewers upload to a shared album too? Like a wedding album where guests add their photos.

tessa-h (Maintainer) commented on Mar 6
Thanks all. Decisions for this issue:
1. Share links, revoking and the download toggle as proposed. Downloading originals is off by default.
2. Expiry: default 30 days, maximum 90. No 365, and no links that never expire: a forgotten link is a leak.
3. GPS location is stripped from the EXIF of every shared photo. Owners can't turn that off in this version.
4. Guest uploads are out of scope here, that's #1502 and it needs its own security review.
5. No comments or likes on shared albums either. Shoebox isn't a social network.
Share pages must send noindex so they don't end up in search engines, and an album of 2,000 photos has to open in under 3 seconds on a Pi 4.

github-actions bot commented on Mar 20
This issue has been automatically marked as stale because it has not had recent activity. It will be closed if no further activity occurs.

mkowalski commented on Mar 21
not stale!

tessa-h linked a pull request on Mar 24 that will close this issue
Share links for albums #1517

rdeleon mentioned this issue on Mar 25
Docs: reverse proxy setup for share links #1521

tessa-h closed this as completed in #1517 3 days ago

mkowalski commented 3 days ago
The password option from the list isn't in #1517 though?

tessa-h reopened this 2 days ago

tessa-h (Maintainer) commented 2 days ago
Right, reopening for the password part. Password-protected links are still planned, they'll go in v1.9.1. Open question for everyone: when a link expires, do we delete it or keep it in the owner's list as expired so they can renew it?
@rdeleon can you write the reverse-proxy docs before the release?
👍 5`;

const githubIssue: EvalCase = {
  name: 'dev-b5g-github-share-links',
  description:
    'A GitHub issue for share links in a self-hosted photo library (a "- [ ]" proposal, "+1"s, label and milestone lines, a stale bot, a linked PR, closed as completed then reopened): the maintainer sets expiry to 30/90 days (not 7/365), strips GPS, rules out guest uploads and comments.',
  input: { message: GITHUB },
  expect: {
    productName: 'Shoebox',
    notProductName: ['GitHub', 'Raspberry Pi', 'github-actions'],
    facts: [
      fr('a share link lets anyone view the album without an account', /link/, /account/),
      req('links expire: default 30 days, at most 90', /\b30 days\b/, /\b90\b/),
      req('no link that never expires', /never/, /expir/),
      fr('the owner can revoke a link at any time', /revok/),
      fr('downloading originals is a toggle, off by default', /download/, /default/),
      req('GPS stripped from the EXIF of every shared photo', /gps|location/, /exif|strip/),
      req('share pages send noindex', /noindex|search engine/),
      req('an album of 2,000 photos opens in under 3 seconds on a Pi 4', /2,?000/, /\b3 ?s/),
      inSection([...FR_NFR, 'Milestones'], 'password-protected links, in v1.9.1', /password/),
      nonGoal('no guest uploads (#1502)', /upload/),
      nonGoal('no comments or likes', /comment|like/),
      inSection('Milestones', 'share links in v1.9', /1\.9(?![.\d])/),
      inSection('Milestones', 'passwords in v1.9.1', /1\.9\.1/, /password/),
      persona('album owners', /owner/),
      persona('viewers', /viewer/),
      openQuestion('delete an expired link or keep it to renew', /expir/, /delet|keep|renew/),
      action('rdeleon writes the reverse-proxy docs before the release', /rdeleon/, /proxy/),
      risk('a forgotten link is a leak', /forgotten|leak/),
    ],
    forbidden: [
      notIn(REQS, 'the proposed 7-day default', /\b7 days\b|seven days/, 'stale'),
      notIn(REQS, 'the proposed 365-day maximum', /365/, 'stale'),
      notRequired('guest uploads', /guests?|upload/),
      notRequired('comments or likes', /\bcomments?\b|\blikes\b/),
      notIn(BODY, 'a "+1"', /(^|\s)\+1\b/, 'chatter'),
      notIn(
        BODY,
        'the stale bot',
        /marked as stale|github-actions|no further activity|not stale/,
        'chatter',
      ),
      notIn(
        BODY,
        'issue furniture',
        /commented (on|\d)|opened this issue|enhancement label|linked a pull request|closed this as completed|reopened this|mentioned this issue|\d+ days ago/,
        'chatter',
      ),
      notIn(BODY, 'a checkbox', /\[ \]|\[x\]/, 'chatter'),
      notIn(BODY, 'a reaction', /[👍]|❤/u, 'chatter'),
      notIn(FR_NFR, 'the wedding album example', /wedding/, 'chatter'),
      notIn('Title', 'the issue furniture as the name', /#1423|enhancement|maintainer/, 'invented'),
    ],
    requirements: { min: 4, max: 9 },
  },
};

// 7. A Zoom chat panel saved from a product workshop: "From Name to Everyone 10:03 AM:" headers
// with tab-indented text, "can everyone hear me?", "Replying to …", "Reacted to … with 👍",
// Miro and Figma links, "brb coffee"; the maximum rental of 4 hours is cut to 3.
const ZOOM = `From Anna Lindqvist to Everyone 10:01 AM:
\tcan everyone hear me?
From Jonas Berg to Everyone 10:01 AM:
\tyes 👍
From Sofia Marin to Everyone 10:02 AM:
\tyou're a bit quiet Anna
From Anna Lindqvist to Everyone 10:03 AM:
\tbetter? board for today: https://miro.com/app/board/uXjVKp2qLsA=/
From Anna Lindqvist to Everyone 10:05 AM:
\tRecap of the brief for anyone who joined late: Paddledock = self-service kayak and paddleboard rental from smart lockers at the lake, no staff on site. Today we agree v1.
From Sofia Marin to Everyone 10:08 AM:
\tBooking: the customer picks a boat and a time slot in the app and pays up front, then gets a code that opens the locker with the paddle and life jacket
From Jonas Berg to Everyone 10:09 AM:
\tReacted to "Booking: the custome..." with 👍
From Anna Lindqvist to Everyone 10:12 AM:
\trentals by the hour, minimum 1 hour, maximum 4 hours
From Mateo Ruiz to Everyone 10:14 AM:
\tReplying to "rentals by the hour, ...":
\t4 hours is a lot in October, it's dark by 6. And people get tired and drift
From Anna Lindqvist to Everyone 10:15 AM:
\tReplying to "4 hours is a lot in ...":
\tok, max 3 hours. and every booking has to end before sunset
From Sofia Marin to Everyone 10:19 AM:
\tsafety: first-time renters watch the 2-minute safety video in the app before the locker will open
From Mateo Ruiz to Everyone 10:21 AM:
\tand nobody under 16 rents. under-16s only on an adult's booking
From Jonas Berg to Everyone 10:24 AM:
\tthe weather thing: if the forecast wind is over 25 km/h the slot can't be booked, and existing bookings are cancelled and refunded
From Anna Lindqvist to Everyone 10:25 AM:
\tReacted to "the weather thing: i..." with ❤️
From Sofia Marin to Everyone 10:31 AM:
\treturns: photo of the boat back on the rack, locker closed. late returns £10 per 15 minutes
From Mateo Ruiz to Everyone 10:33 AM:
\tbrb coffee
From Jonas Berg to Everyone 10:36 AM:
\tmock-ups so far: https://www.figma.com/file/8HqLrT2/Paddledock-v1
From Anna Lindqvist to Everyone 10:40 AM:
\tout of scope for v1: guided tours and lessons, and no staffed kiosk. it's fully self-service
From Mateo Ruiz to Everyone 10:41 AM:
\tback. did I miss anything?
From Anna Lindqvist to Everyone 10:44 AM:
\tsite staff still come once a day to check the boats, so they need a list of the damage reports from the return photos
From Sofia Marin to Everyone 10:47 AM:
\tgoal for the first summer: 40% of weekend slots booked, and fewer than 1 in 50 rentals with a damage report
From Jonas Berg to Everyone 10:50 AM:
\tpilot at Millbrook Reservoir from 15 May, a second lake in July if it goes OK
From Mateo Ruiz to Everyone 10:52 AM:
\tdoes our insurer even cover unsupervised rentals? nobody has asked them
From Anna Lindqvist to Everyone 10:53 AM:
\tReplying to "does our insurer eve...":
\tgood point, I'll ask them this week
From Jonas Berg to Everyone 10:55 AM:
\tI'll send the locker vendor's API docs to the group by Friday
From Sofia Marin to Everyone 10:56 AM:
\tbiggest risk for me: someone goes out in bad weather anyway with nobody on site to stop them
From Anna Lindqvist to Everyone 10:58 AM:
\tthanks all, the recording's on the drive. same time next week`;

const zoomChat: EvalCase = {
  name: 'dev-b5g-zoom-chat-paddle',
  description:
    'A Zoom chat panel saved from a workshop on self-service kayak rental ("From Name to Everyone 10:03 AM:", tab-indented lines, "can everyone hear me?", "Replying to", "Reacted to … with", Miro and Figma links, "brb coffee"): the maximum rental 4 → 3 hours, tours, lessons and a kiosk out.',
  input: { message: ZOOM },
  expect: {
    productName: 'Paddledock',
    notProductName: ['Zoom', 'Millbrook Reservoir', 'Figma', 'Miro'],
    facts: [
      fr('pick a boat and a slot in the app and pay up front', /slot/, /pay/),
      fr('a code opens the locker with the paddle and life jacket', /code/, /locker/),
      req('rentals of 1 to 3 hours', /\b(3|three) hours?\b/),
      req('every booking ends before sunset', /sunset/),
      req(
        'first-time renters watch the safety video before the locker opens',
        /safety video/,
        /first/,
      ),
      req('under-16s only on an adult’s booking', /\b16\b/, /adult/),
      fr('wind over 25 km/h blocks booking and cancels with a refund', /25 ?km/, /refund|cancel/),
      fr('return: a photo of the boat on the rack', /photo/, /rack/),
      req('late returns £10 per 15 minutes', /£ ?10\b/, /15 ?min/),
      fr('site staff get a list of damage reports from the return photos', /damage/, /staff/),
      nonGoal('no guided tours or lessons in v1', /tour|lesson/),
      nonGoal('no staffed kiosk', /kiosk/),
      inSection(GOALS, '40% of weekend slots booked in the first summer', /\b40 ?%/),
      inSection(GOALS, 'fewer than 1 in 50 rentals with a damage report', /\b(1|one) in 50\b/),
      inSection('Milestones', 'pilot at Millbrook Reservoir from 15 May', /\b15 may|may 15\b/),
      openQuestion('does the insurer cover unsupervised rentals?', /insur/),
      action('Jonas sends the locker vendor’s API docs by Friday', /jonas/, /api/),
      risk('someone goes out in bad weather with nobody on site', /weather/),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 4-hour maximum', /\b(4|four) hours?\b/, 'stale'),
      notRequired('guided tours or lessons', /tours?|lessons?/),
      notRequired('a staffed kiosk', /kiosk/),
      chatter('brb coffee', /\bbrb\b|coffee/),
      notIn(BODY, 'the mic check', /hear me|a bit quiet|on mute/, 'chatter'),
      notIn(BODY, 'a Zoom chat header', /to everyone|\b\d{1,2}:\d\d ?(am|pm)\b/, 'chatter'),
      notIn(BODY, 'a reply or reaction line', /replying to|reacted to/, 'chatter'),
      notIn(BODY, 'a dropped link', /https?:\/\/|miro\.com|figma\.com/, 'chatter'),
      notIn(BODY, 'the sign-off', /recording|same time next week|did i miss/, 'chatter'),
      notIn(BODY, 'an emoji', /[👍]|❤/u, 'chatter'),
      notIn('Title', 'the session as the name', /workshop|chat/, 'invented'),
    ],
    requirements: { min: 5, max: 11 },
  },
};

// 8. An Intercom conversation (visitor details line, a bot greeting with quick-reply buttons, a
// help-centre link, "System" assignment lines, an agent's refund, "Conversation rated Great")
// followed by the PM's three lines: "PRD for the self-service fix: …", the agent's cut-off out
// of date, refunds and pausing out.
const SUPPORT = `Intercom · Conversation #88213 · Forkful Support
Visitor (Hannah M.) · hannah.m@outlook.com · Plan: 3 recipes for 2 · Customer since Jan 2025
Started Thu 17 Apr, 21:02

Visitor  21:02
hi, I need to skip next week's box, I'm away from Saturday and I can't find a skip button anywhere

Fork (Bot)  21:02
Hi there 👋 I'm Fork, Forkful's virtual assistant! I can help with deliveries, recipes and billing. What can I help you with today?
[Deliveries] [Recipes] [Billing] [Talk to a person]

Visitor  21:03
Talk to a person

Fork (Bot)  21:03
Thanks! Our team usually replies in under 10 minutes. While you wait, have a look at our Help Centre: https://help.forkful.co.uk/skip

System  21:03
Conversation assigned to Team: Deliveries

Visitor  21:05
the help article says go to Manage Plan > Skip but there's no skip in the app

Agent (Dana)  21:11
Hi Hannah, Dana here 😊 Sorry about that! Skipping isn't something you can do in the app yet, we do it for you here. Just to confirm, that's the box for Monday 21 April?

Visitor  21:12
yes. and the one after, I'm away 2 weeks

Agent (Dana)  21:14
Ah, the 21 April box was already charged at the cut-off, which is Thursday noon, so I can't skip that one, but I've refunded it as a one-off gesture 💚 I've skipped the 28 April box for you.

Visitor  21:15
ok thanks. honestly I'd have done this myself on Tuesday if there was a button

Agent (Dana)  21:15
Totally understand, I'll pass that on!

System  21:16
Dana marked the conversation as resolved
Conversation rated Great 😀 by Visitor: "Dana was lovely but please add a skip button"

---
PRD for the self-service fix: Forkful customers skip or unskip any of their next 4 delivery weeks themselves, in the app and on the website, up to the cut-off; after it the week shows as locked with the cut-off date and time. Dana's "Thursday noon" is out of date: the cut-off has been Wednesday 23:59 before the delivery week since March. Skipping sends an email confirmation, and nobody can skip more than 4 weeks in a row (longer than that is a pause, a separate project).
Not in this: refunds for boxes already charged (they stay with support, case by case) and pausing the whole subscription. Skips are 31% of all chats, about 1,900 a month; the goal is skip chats down 70% within 2 months of launch, with no rise in cancellations.
Pilot with 10% of customers from 2 June, everyone from 30 June. Open: do we ask why they're skipping (one optional question)? Risk: easy skipping could cut weekly revenue by more than the support time saved is worth. Ravi gets the cut-off rule from Ops in writing by Friday.`;

const supportChat: EvalCase = {
  name: 'dev-b5g-support-chat-skip',
  description:
    'An Intercom chat about a meal-kit box that cannot be skipped in the app (visitor details, a bot greeting with buttons, a help link, System lines, an agent refund, "Conversation rated Great") under the PM\'s three lines: self-service skip, the agent\'s "Thursday noon" cut-off out of date, refunds and pausing out.',
  input: { message: SUPPORT },
  expect: {
    productName: 'Forkful',
    notProductName: ['Intercom', 'Forkful Support'],
    facts: [
      fr('customers skip or unskip any of their next 4 delivery weeks', /unskip/, /\b(4|four)\b/),
      fr('skipping in the app and on the website', /skip/, /app/, /web/),
      req('the cut-off is Wednesday 23:59 before the delivery week', /wednesday/, /23:59/),
      fr('after the cut-off the week shows as locked with the cut-off time', /lock/),
      fr('a skip sends an email confirmation', /email/, /confirm/),
      req('no more than 4 weeks skipped in a row', /in a row|consecutive/),
      nonGoal('no refunds for boxes already charged', /refund/),
      nonGoal('no pausing the whole subscription', /paus/),
      inSection(
        [...GOALS, 'TL;DR'],
        'skips are 31% of chats, about 1,900 a month',
        /\b31 ?%|1,?900/,
      ),
      inSection(GOALS, 'skip chats down 70% within 2 months', /\b70 ?%/),
      inSection(GOALS, 'no rise in cancellations', /cancel/),
      inSection('Milestones', 'pilot with 10% of customers from 2 June', /\b2 june|june 2\b/),
      inSection('Milestones', 'everyone from 30 June', /\b30 june|june 30\b/),
      persona('customers', /customer/),
      openQuestion('ask why they are skipping?', /why/),
      action('Ravi gets the cut-off rule from Ops by Friday', /ravi/, /\bops\b|cut-?off/),
      risk('easy skipping could cut weekly revenue', /revenue/),
    ],
    forbidden: [
      notIn(REQS, 'the out-of-date Thursday noon cut-off', /thursday|noon/, 'stale'),
      notRequired('refunds', /refund/),
      notRequired('pausing the subscription', /paus(e|ing) (the |a |their )?(whole )?subscription/),
      notIn(FR_NFR, 'the agent’s one-off gesture', /gesture|dana/, 'chatter'),
      notIn(
        BODY,
        'the customer’s details',
        /hannah|@outlook|3 recipes for 2|customer since/,
        'chatter',
      ),
      notIn(BODY, 'the conversation id', /88213/, 'chatter'),
      notIn(
        BODY,
        'the bot greeting',
        /virtual assistant|what can i help|talk to a person|usually replies/,
        'chatter',
      ),
      notIn(
        BODY,
        'Intercom system lines',
        /assigned to team|marked the conversation|rated great|conversation rated/,
        'chatter',
      ),
      notIn(BODY, 'the help-centre link', /https?:|help\.forkful/, 'chatter'),
      notIn(BODY, 'a chat time', /\b21:\d\d\b/, 'chatter'),
      notIn(BODY, 'an emoji', /[👋😊💚😀]/u, 'chatter'),
      notIn('Milestones', 'the customer’s boxes as dates', /21 april|28 april/, 'other'),
      notIn(
        'Title',
        'the support conversation as the name',
        /conversation|support|intercom/,
        'invented',
      ),
    ],
    requirements: { min: 3, max: 7 },
  },
};

/** Dev cases, batch 5 (g): written from outside the writer (see docs/eval.md). */
export const BATCH5_G: EvalCase[] = [
  teamsChannel,
  slackThreads,
  discordChannel,
  googleChat,
  whatsappFounders,
  githubIssue,
  zoomChat,
  supportChat,
];
