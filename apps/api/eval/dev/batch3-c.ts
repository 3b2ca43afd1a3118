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
import type { EvalCase, Fact, SectionName, TurnExpectations } from '../types.js';

type Pattern = string | RegExp;

// Everything but the title and the open questions, where an old value would be stale.
const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

// Where a replaced way of working must be gone (a non-goal may still name what was ruled out).
const HOW_IT_WORKS: SectionName[] = [
  'TL;DR',
  'Personas and user stories',
  'Functional requirements',
  'User experience flow',
  'Non-functional requirements',
];

// A budget or a goal may sit in several places of a PRD.
const ANY_BODY = BODY.filter((s) => s !== 'Title');

/**
 * A requirement with testable acceptance criteria: its topic words, and a "then" with a
 * "given" or a "when" (the statements of these briefs have neither).
 */
const withCriteria = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Functional requirements',
  all: [...all, /\bthen\b/],
  any: [/\bgiven\b/, /\bwhen\b/],
});

/** "FR3 needs acceptance criteria" must not become a requirement of its own. */
const criteriaNotARequirement = notIn(
  'Functional requirements',
  'the request for criteria made a requirement of its own',
  /^(acceptance criteria|acs?)\b|\bneeds? (proper )?(acceptance criteria|acs)\b|\badd acs\b/,
);

/** Sessions end after a while without activity, however it is put. */
const TIMES_OUT =
  /time(s|d)? ?out|inactiv|without activity|idle|expir|log(s|ged)? out|sign(s|ed)? out/;

/**
 * A replaced way of working, in an item that does not say it was replaced ("instead of the
 * QR sticker", "not by SMS" may name the old way).
 */
const unless = (old: RegExp) =>
  new RegExp(`^(?!.*(instead of|rather than|replac|\\bno\\b|\\bnot\\b)).*${old.source}`);

/** A request the built-in writer cannot do well without a model: a short, clean decline. */
const DECLINE: Pick<TurnExpectations, 'intent' | 'kind' | 'maxChars'> = {
  intent: ['format', 'question', 'smalltalk'],
  kind: 'answer',
  maxChars: 600,
};
const NAMES_A_MODEL = /\b(ai|model|llm|language model)\b/;

const MEMBER_PORTAL = `Anchorpay — online banking for Harbour & District Credit Union members

context: ~14,000 members and most of them still ring the branch to check a balance. we want a member portal (web + app) for the everyday stuff. priorities in brackets.

1. members sign in with their member number, password and a one-time code by SMS (must)
2. members see balances and the last 90 days of transactions for savings and loan accounts (must)
3. members move money between their own accounts and pay saved payees, up to £2,000 a day in total (must)
4. loan members see their repayment schedule and can ask for an early repayment quote (should)
5. push notifications for any withdrawal over £500 (should)
6. statements downloadable as PDF (nice to have)

security: the session times out after 30 minutes without activity. card numbers are never shown in full anywhere.

not doing: opening new accounts online, mortgages, joint account admin.

success = balance-enquiry calls to the branch down 40% within 6 months of launch.
timeline: web in June, app in September.`;

/** A timeout changed, criteria for FR3 by its number, push descoped, must-haves asked, thanks. */
const memberPortal: EvalCase = {
  name: 'dev-b3c-member-portal',
  description:
    'A credit union portal brief with (must)/(should) tags, then: timeout 30 → 15 min, "FR3 needs acceptance criteria", push notifications out, "which requirements are must-haves?", thanks.',
  input: { message: MEMBER_PORTAL },
  expect: {
    productName: 'Anchorpay',
    facts: [
      fr('sign in with member number, password and SMS code', /member number/, /sms|one-time/),
      fr('balances and 90 days of transactions', /balance/, /\b90 days\b/),
      fr(
        'transfers and payees up to £2,000 a day, a must',
        /payee|transfer|move money/,
        /\b2(,?000| ?k)\b/,
        /p0|must/,
      ),
      fr('repayment schedule and early repayment quote', /repayment/),
      fr('push for withdrawals over £500', /push|notif/, /\b500\b/),
      fr('PDF statements, nice to have', /statement/, /pdf/, /p2|could|nice/),
      req('session times out after 30 minutes', TIMES_OUT, /\b30 ?min/),
      req('card numbers never shown in full', /card number/),
      nonGoal('no opening new accounts online', /new accounts?/),
      nonGoal('no mortgages', /mortgage/),
      nonGoal('no joint account admin', /joint/),
      persona('members', /member/),
      inSection(['Success metrics', 'Problem and goals'], 'balance calls down 40%', /\b40 ?%/),
      inSection('Milestones', 'web in June', /june/),
      inSection('Milestones', 'app in September', /september/),
    ],
    forbidden: [notRequired('mortgages', /^(?!.*\b(no|not)\b).*mortgage/)],
    requirements: { min: 5, max: 9 },
  },
  followUps: [
    {
      message: 'make the session timeout 15 min instead of 30',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Anchorpay',
        facts: [
          req('session times out after 15 minutes', TIMES_OUT, /\b15 ?min/),
          fr('the transfer limit stays', /\b2(,?000| ?k)\b/),
        ],
        forbidden: [notIn(VALUES, 'the old 30-minute timeout', /\b30 ?min/, 'stale')],
        changes: [/\b15\b/],
      },
    },
    {
      message: 'FR3 needs acceptance criteria',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          withCriteria(
            'testable criteria on the transfer requirement',
            /payee|transfer|move money/,
            /\b2(,?000| ?k)\b/,
          ),
          req('the 15-minute timeout stays', /\b15 ?min/),
        ],
        forbidden: [
          criteriaNotARequirement,
          notIn(VALUES, 'the 30-minute timeout back', /\b30 ?min/, 'stale'),
        ],
        changes: [/\bfr-?3\b/i],
      },
    },
    {
      message: 'push notifications are out for now',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          nonGoal('push notifications now a non-goal', /push|notification/),
          withCriteria('the FR3 criteria survive', /payee|transfer|move money/, /\b2(,?000| ?k)\b/),
        ],
        forbidden: [notRequired('push notifications still required', /\bpush\b|notification/)],
        changes: [/push|notification/i],
      },
    },
    {
      message: 'which requirements are must-haves?',
      expect: {
        intent: 'question',
        kind: 'answer',
        citesRequirement: true,
        mentions: [/balance/, /payee|transfer|move money/],
        maxChars: 1_500,
      },
    },
    {
      message: 'thanks, looks great',
      expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 },
    },
  ],
};

const GRANTS_PORTAL = `Subject: grants portal – notes for the PRD

Hi Sam,

As discussed, here's what we need from Grantleaf, the online grants portal for the Wyre Valley Community Foundation. At the moment everything comes in by email and on paper, and it takes us around 14 weeks to get from application to decision, which is far too slow for small groups.

Who can apply: registered charities and constituted community groups based in the Wyre Valley with an annual income under £100,000. The portal should check this up front, before anyone starts the form.

The application: groups ask for up to £5,000, fill in a project description and a budget breakdown, and upload their constitution and a recent bank statement. They can save a draft and come back to it later.

Reviewing: grant officers see every application in a dashboard and assign it to a panel of 5 volunteer reviewers. Each reviewer scores it against our 4 criteria (need, reach, value for money, sustainability) and the officer sees the average score. Decision letters go out from the portal.

After the grant: successful groups submit an end-of-grant report with photos within 12 months.

We're not doing online payment of grants (finance pays by BACS from Sage and that stays), and no multi-year grants.

The budget for the build is £25k (an agency build). We'd like to pilot it with the September round.

Goal: decisions within 8 weeks of the round closing.

Thanks,
Morag Innes
Programme Director, Wyre Valley Community Foundation`;

/** Two values in one message, a requirement added, a tone request declined, a one-pager. */
const grantsPortal: EvalCase = {
  name: 'dev-b3c-grants-portal',
  description:
    'A grants portal brief as an email, then: budget 25k → 40k and pilot September → November in one message, "also: admins can export to csv", "make it sound more persuasive" (declined), a one-pager.',
  input: { message: GRANTS_PORTAL },
  expect: {
    productName: 'Grantleaf',
    facts: [
      fr(
        'eligibility checked up front: income under £100,000',
        /eligib|charit|constituted/,
        /\b100(,?000| ?k)\b/,
      ),
      fr('grants of up to £5,000', /\b5(,?000| ?k)\b/),
      fr('constitution and bank statement uploaded', /constitution/, /bank statement/),
      fr('save a draft and come back', /save/, /draft/),
      fr('officers assign a panel of 5 reviewers', /review/, /\b(5|five)\b/),
      fr(
        'scored against 4 criteria, average shown',
        /scor/,
        /\b(4|four)\b[^.]*criteria|need, reach/,
      ),
      fr('decision letters from the portal', /decision letter/),
      fr('end-of-grant report within 12 months', /report/, /\b12 months\b/),
      nonGoal('no online payment of grants', /payment|bacs/),
      nonGoal('no multi-year grants', /multi-year/),
      persona('grant officers', /officer/),
      persona('community groups', /group|charit/),
      inSection(ANY_BODY, 'a £25k budget', /25 ?k\b|25,000/),
      inSection('Milestones', 'pilot with the September round', /september/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'decisions within 8 weeks',
        /\b(8|eight) weeks\b/,
      ),
    ],
    forbidden: [
      chatter('the greeting or sign-off', /hi sam|as discussed|thanks,|programme director/),
      notRequired('paying grants online', /^(?!.*\b(no|not)\b).*pay(ment)? .*grants? online/),
    ],
    requirements: { min: 5, max: 10 },
  },
  followUps: [
    {
      message: 'budget is now 40k not 25k, and the pilot moves to the november round',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Grantleaf',
        facts: [
          inSection(ANY_BODY, 'the £40k budget', /40 ?k\b|40,000/),
          inSection('Milestones', 'pilot with the November round', /november/),
          fr('the £5,000 cap stays', /\b5(,?000| ?k)\b/),
        ],
        forbidden: [
          notIn(VALUES, 'the old £25k budget', /25 ?k\b|25,000/, 'stale'),
          notIn(['Milestones', 'TL;DR'], 'the old September pilot', /september/, 'stale'),
        ],
        changes: [/40 ?k\b|40,000/i, /november/i],
      },
    },
    {
      message: 'also: admins can export the applications to csv',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('applications exported to CSV', /export/, /csv/),
          fr('the eligibility check stays', /\b100(,?000| ?k)\b/),
          inSection('Milestones', 'the November pilot stays', /november/),
        ],
        forbidden: [notIn(VALUES, 'the £25k budget back', /25 ?k\b|25,000/, 'stale')],
        changes: [/csv|export/i],
      },
    },
    {
      message: 'make it sound more persuasive',
      expect: { ...DECLINE, mentions: [NAMES_A_MODEL] },
    },
    {
      message: 'give me a one-pager',
      expect: {
        intent: 'format',
        kind: 'prd',
        shorterThan: 0.6,
        facts: [
          inSection('Anywhere', 'the £5,000 cap survives', /\b5(,?000| ?k)\b/),
          inSection('Anywhere', 'the CSV export survives', /csv/),
          inSection('Anywhere', 'the November pilot survives', /november/),
        ],
        forbidden: [notIn('Anywhere', 'the old £25k budget', /25 ?k\b|25,000/, 'stale')],
      },
    },
  ],
};

const LAUNDRY_CHAT = `can you turn our committee chat into a PRD? pasted below

[14/01/2026, 19:02] Aoife Brennan: ok so the laundry booking app, working name Spinslot 🧺
[14/01/2026, 19:03] Aoife Brennan: block C laundry room has 6 washers and 4 dryers for 120 flats and the paper sign-up sheet is chaos
[14/01/2026, 19:05] Tomasz Wójcik: residents book a 2 hour washing slot in the app, max 3 slots per flat per week
[14/01/2026, 19:05] Tomasz Wójcik: and they check in by scanning the QR sticker on the machine
[14/01/2026, 19:06] Aoife Brennan: if nobody checks in within 15 min of the start the slot is released so someone else can grab it
[14/01/2026, 19:07] Grace Okafor: push reminder 30 min before the slot pls
[14/01/2026, 19:08] Grace Okafor: 👍
[14/01/2026, 19:10] Tomasz Wójcik: anyone can report a broken machine from the app and Dermot (caretaker) gets told straight away
[14/01/2026, 19:11] Aoife Brennan: Dermot also needs to block a machine while it's being repaired so nobody books it
[14/01/2026, 19:12] Grace Okafor: no paying through the app, the machines stay on coins
[14/01/2026, 19:13] Tomasz Wójcik: agreed. do dryers get booked too or do they come with the wash slot?? not sure
[14/01/2026, 19:15] Aoife Brennan: let's leave that open. also what do we do about people who keep not showing up, ban them for a week?
[14/01/2026, 19:16] Grace Okafor: open q too I think
[14/01/2026, 19:17] Aoife Brennan: target: no more double bookings, and 90% of slots actually used
[14/01/2026, 19:18] Tomasz Wójcik: haha good luck 😂
[14/01/2026, 19:20] Aoife Brennan: aim to launch for block C in April, then the other blocks`;

/** A decision superseded in message 2, criteria by description, "what's still open?", a copy request, thanks. */
const laundryChat: EvalCase = {
  name: 'dev-b3c-laundry-chat',
  description:
    'A housing co-op laundry booking WhatsApp chat, then: "actually we decided" tablet check-in instead of QR stickers, "add ACs for the no-show one", "whats still open?", marketing copy for a poster (declined), thanks.',
  input: { message: LAUNDRY_CHAT },
  expect: {
    productName: 'Spinslot',
    facts: [
      fr(
        'book a 2-hour slot, max 3 per flat per week',
        /\b(2|two)[- ]?(hour|h)\b/,
        /\b(3|three)\b/,
        /week/,
      ),
      fr('check in by scanning the QR sticker', /\bqr\b/, /check/),
      fr('slot released after 15 minutes without check-in', /releas|free/, /\b15 ?min/),
      fr('push reminder 30 minutes before', /remind/, /\b30 ?min/),
      fr('broken machine reported to the caretaker', /broken|report/, /caretaker|dermot/),
      fr('caretaker blocks a machine under repair', /block/, /repair/),
      nonGoal('no paying in the app; coins stay', /pay|coin/),
      openQuestion('dryers booked or part of the wash slot?', /dryer/),
      openQuestion('what to do about repeat no-shows', /not showing|no-show|ban\b|miss/),
      persona('residents', /resident/),
      persona('caretaker', /caretaker|dermot/),
      inSection(['Success metrics', 'Problem and goals'], '90% of slots used', /\b90 ?%/),
      inSection('Milestones', 'block C in April', /april/),
    ],
    forbidden: [
      chatter('a chat timestamp', /\d{1,2}\/\d{1,2}\/\d{4}|\b19:\d\d\b/),
      chatter('banter', /good luck|haha|😂|👍/),
      notRequired(
        'paying through the app',
        /^(?!.*\b(no|not|never)\b).*pay(ing)? (through|in) the app/,
      ),
    ],
    requirements: { min: 4, max: 8 },
  },
  followUps: [
    {
      message:
        'actually we decided at the meeting last night: no QR stickers, people check in on the tablet by the laundry room door instead',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Spinslot',
        facts: [
          fr('check-in on the tablet by the door', /tablet/, /check/),
          fr('the 15-minute release stays', /releas/, /\b15 ?min/),
        ],
        forbidden: [notIn(HOW_IT_WORKS, 'check-in by QR sticker', unless(/\bqr\b/), 'stale')],
        changes: [/tablet/i],
      },
    },
    {
      message: 'add ACs for the no-show one',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          withCriteria('testable criteria on the release after 15 minutes', /releas/, /\b15 ?min/),
          fr('the tablet check-in stays', /tablet/),
        ],
        forbidden: [
          criteriaNotARequirement,
          notIn(HOW_IT_WORKS, 'QR check-in back', unless(/\bqr\b/), 'stale'),
        ],
        changes: [/fr-?\d|no-show|releas/i],
      },
    },
    {
      message: 'whats still open?',
      expect: {
        intent: 'question',
        kind: 'answer',
        mentions: [/dryer/, /not showing|no-show|ban\b|miss/],
        maxChars: 1_500,
      },
    },
    {
      message: 'can you write the marketing copy for the poster in the lobby',
      expect: { ...DECLINE, mentions: [NAMES_A_MODEL] },
    },
    { message: 'ok cool ta', expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 } },
  ],
};

const HIVE_LOG = `PRD please – Hivelog, hive inspection records for the Dunmore & District Beekeepers' Association

Our 60-odd members keep about 180 hives between them, and inspection notes live on scraps of paper under the hive roofs. When the seasonal bee inspector visits, or someone asks "when did you last treat for varroa?", nobody can answer. We want one shared record.

What it needs to do:
- Record an inspection per hive: queen seen, eggs, brood pattern, temper, stores, varroa count, plus photos.
- A reminder when a hive hasn't been inspected for 10 days during swarm season (April to July).
- If the varroa mite drop goes above 20 a day, the member gets a treatment reminder.
- An apiary map with every hive, coloured by how long since its last inspection.
- Offline mode – the Dunmore apiary has no signal, so records are kept on the phone and synced later.
- Suspected foulbrood is flagged to the association's disease officer straight away.

Not for now: honey sales, hive scales or sensors.

Pilot: 25 members at the Dunmore apiary from April.
Goal: every pilot hive has a full season of inspection records by the AGM in October.`;

/** Two values in one terse message, offline dropped by a later decision, a requirement added, a rewrite declined, thanks. */
const hiveLog: EvalCase = {
  name: 'dev-b3c-hive-inspections',
  description:
    'A beekeepers\' association brief, then: reminder 10 → 14 days and varroa threshold 20 → 15 in one message, offline mode dropped ("actually we decided against"), swarm collections added, a newsletter article (declined), thanks.',
  input: { message: HIVE_LOG },
  expect: {
    productName: 'Hivelog',
    facts: [
      fr('an inspection record per hive', /inspection/, /queen|brood|varroa count/),
      fr('reminder after 10 days without inspection', /remind/, /\b(10|ten) days\b/),
      fr('treatment reminder above 20 mites a day', /varroa|mite/, /\b20\b/),
      fr('apiary map coloured by last inspection', /map/),
      fr('offline mode, synced later', /offline/),
      fr('suspected foulbrood flagged to the disease officer', /foulbrood/, /disease officer/),
      nonGoal('no honey sales', /honey/),
      nonGoal('no hive scales or sensors', /scale|sensor/),
      persona('members', /member|beekeeper/),
      inSection('Milestones', 'pilot with 25 members from April', /april/),
    ],
    forbidden: [notRequired('honey sales', /^(?!.*\b(no|not)\b).*honey sales/)],
    requirements: { min: 5, max: 8 },
  },
  followUps: [
    {
      message: 'reminder after 14 days not 10. and varroa threshold is 15 mites a day now',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Hivelog',
        facts: [
          fr('reminder after 14 days', /remind/, /\b14 days\b/),
          fr('treatment reminder above 15 mites a day', /varroa|mite/, /\b15\b/),
        ],
        forbidden: [
          notIn(VALUES, 'the old 10-day reminder', /\b(10|ten) days\b/, 'stale'),
          notIn(VALUES, 'the old threshold of 20 mites', /\b20\b/, 'stale'),
        ],
        changes: [/\b14\b/, /\b15\b/],
      },
    },
    {
      message: 'actually we decided against offline mode, the club bought a mifi for the apiary',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          nonGoal('offline mode now a non-goal', /offline/),
          fr('the 14-day reminder stays', /remind/, /\b14 days\b/),
        ],
        forbidden: [notRequired('offline mode still required', /offline|synced later/)],
        changes: [/offline/i],
      },
    },
    {
      message: 'also: members can log a swarm they collected, with where and when',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('swarm collections logged', /swarm/, /collect/),
          fr('the 15-mite threshold stays', /varroa|mite/, /\b15\b/),
          nonGoal('offline mode stays out', /offline/),
        ],
        forbidden: [notRequired('offline mode back', /offline|synced later/)],
        changes: [/swarm/i],
      },
    },
    {
      message: "can you turn it into an article for the members' newsletter",
      expect: { ...DECLINE, mentions: [NAMES_A_MODEL] },
    },
    {
      message: "cheers, that's grand",
      expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 },
    },
  ],
};

const BLOOD_DONATION = `Donorday kickoff – notes (Northern Blood Service, digital team)
Attendees: Ruth (product), Kwame (eng), Lena (donor services), Olu (clinical)

Why: a third of the appointment slots at our donor sessions go unfilled while walk-ins queue for hours. Booking is by phone only, 9 to 5.

Agreed:
1. Donors book a 1-hour appointment at a session (town halls and the 3 donor centres) on the web or in the app.
2. Before booking, donors answer the short eligibility questions (recent travel, tattoos, medication); an answer that may rule them out sends them to call donor services instead.
3. The app blocks a booking that is too soon after the last donation: 12 weeks for men, 16 weeks for women.
4. Reminders go out by SMS 48 hours before the appointment.
5. Session staff see the day's list on a tablet and mark who attended.
6. Donors see their donation history and their blood group once it's known.
7. Donors get a message when their donation is issued to a hospital.

Out of scope: plasma and platelet donation (separate service), any rewards or points.
Goal: slot fill rate up from 66% to 85% within a year.
Olu: the eligibility answers are clinical data, so keep them only until the donation and then delete them.
Open: do we let donors book for a friend?
Next: Kwame to check the SMS gateway contract by 20 March.`;

/** A decision superseded in message 2, a feature descoped, criteria by name, a translation declined, shorter. */
const bloodDonation: EvalCase = {
  name: 'dev-b3c-blood-donation',
  description:
    'Blood service kickoff notes, then: "actually we decided" email reminders instead of SMS, the hospital-issue message out for now, criteria for "the donation interval one", Polish translation (declined), "make it shorter".',
  input: { message: BLOOD_DONATION },
  expect: {
    productName: 'Donorday',
    facts: [
      fr('book a 1-hour appointment at a session', /appointment/, /session/),
      fr('eligibility questions before booking', /eligib/),
      fr('interval: 12 weeks for men, 16 for women', /\b12 weeks\b/, /\b16 weeks\b/),
      fr('SMS reminder 48 hours before', /remind/, /\bsms\b/, /\b48 ?(h|hours)\b/),
      fr('session staff mark attendance on a tablet', /staff/, /attend/),
      fr('donation history and blood group', /history/, /blood group/),
      fr('message when the donation is issued to a hospital', /hospital/),
      req('eligibility answers deleted after the donation', /eligib/, /delet|eras|remov/),
      nonGoal('no plasma or platelet donation', /plasma|platelet/),
      nonGoal('no rewards or points', /reward|points/),
      persona('donors', /donor/),
      persona('session staff', /staff/),
      openQuestion('book for a friend?', /friend/),
      action('Kwame checks the SMS gateway contract', /gateway/),
      inSection(['Success metrics', 'Problem and goals'], 'fill rate to 85%', /\b85 ?%/),
    ],
    forbidden: [
      notRequired('plasma donation', /^(?!.*\b(no|not)\b).*plasma/),
      chatter('the attendee list', /attendees/),
    ],
    requirements: { min: 6, max: 10 },
  },
  followUps: [
    {
      message: 'actually we decided reminders go by email, not sms — the sms budget got cut',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Donorday',
        facts: [
          fr('email reminder 48 hours before', /remind/, /e-?mail/, /\b48 ?(h|hours)\b/),
          fr('the interval stays', /\b12 weeks\b/),
        ],
        forbidden: [notIn(HOW_IT_WORKS, 'reminders by SMS', unless(/\bsms\b/), 'stale')],
        changes: [/e-?mail/i],
      },
    },
    {
      message: 'the hospital notification is out for now',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          nonGoal('the hospital-issue message now a non-goal', /hospital/),
          fr('the email reminder stays', /remind/, /e-?mail/),
        ],
        forbidden: [
          notRequired('the hospital-issue message still required', /hospital/),
          notIn(HOW_IT_WORKS, 'SMS reminders back', unless(/\bsms\b/), 'stale'),
        ],
        changes: [/hospital/i],
      },
    },
    {
      message: 'add acceptance criteria to the donation interval one',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          withCriteria(
            'testable criteria on the donation interval',
            /\b12 weeks\b/,
            /\b16 weeks\b/,
          ),
          nonGoal('the hospital message stays out', /hospital/),
        ],
        forbidden: [criteriaNotARequirement, notRequired('hospital message back', /hospital/)],
        changes: [/fr-?\d|interval/i],
      },
    },
    {
      message: 'translate it into polish for the warsaw team',
      expect: { ...DECLINE, mentions: [/polish|polski|translat/, NAMES_A_MODEL] },
    },
    {
      message: 'make it shorter',
      expect: {
        intent: 'format',
        kind: 'prd',
        shorterThan: 0.75,
        facts: [
          inSection('Anywhere', 'the 12/16-week interval survives', /\b12 weeks\b/),
          inSection('Anywhere', 'email reminders survive', /remind/, /e-?mail/),
        ],
      },
    },
  ],
};

const PERMITS = `Epic: Permitpad – digital permits to work
Reporter: Gareth Lloyd (Head of HSE, Brackley Construction)

Background
Permits to work for high-risk jobs are paper books in the site cabin. Last year an auditor found 11 hot works permits that were never closed. We need the permits on a tablet, with the checks built in.

Requirements (MoSCoW)
FR1 (Must) – A supervisor raises a permit on a tablet: type (hot works, confined space, work at height), location, crew names, planned start and end.
FR2 (Must) – The site manager approves the permit before work starts; a permit is valid for 8 hours at most.
FR3 (Must) – Hot works: a fire watch of 60 minutes after the work ends before the permit can be closed.
FR4 (Must) – Confined space: the gas test reading is entered before entry, and entry is blocked if oxygen is below 19.5%.
FR5 (Should) – The site manager sees a live board of open permits for the site.
FR6 (Could) – Photos of the work area attached to the permit.

NFRs
- Closed permits and their audit trail are kept for 7 years.
- Works on site tablets with poor signal.

Out of scope: contractor inductions, PPE stock control.
Rollout: 3 sites in Q3.
Success: zero unclosed hot works permits at the next audit.`;

/** A value changed with a reason, a requirement added, criteria for FR4 by its id, a question, a one-pager. */
const permitToWork: EvalCase = {
  name: 'dev-b3c-permit-to-work',
  description:
    'A construction permit-to-work epic with FR1–FR6 and MoSCoW tags, then: fire watch 60 → 30 min, a suspend requirement added, "FR4 needs proper acceptance criteria", a question on record keeping, a one-pager for site managers.',
  input: { message: PERMITS },
  expect: {
    productName: 'Permitpad',
    facts: [
      fr('supervisor raises a permit on a tablet', /supervisor/, /hot works|confined|height/),
      fr('site manager approves; valid 8 hours at most', /approv/, /\b(8|eight) hours\b/),
      fr('fire watch of 60 minutes before closing', /fire watch/, /\b60 ?min/),
      fr('gas test; entry blocked below 19.5% oxygen', /gas/, /19[.,]5/),
      fr('live board of open permits, a should', /board/, /p1|should/),
      fr('photos of the work area, a could', /photo/, /p2|could/),
      req('kept for 7 years', /\b(7|seven) years\b/),
      nonGoal('no contractor inductions', /induction/),
      nonGoal('no PPE stock control', /ppe/),
      persona('supervisors', /supervisor/),
      persona('site managers', /site manager/),
      inSection('Milestones', '3 sites in Q3', /q3/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'zero unclosed permits',
        /unclosed|never closed|zero/,
      ),
    ],
    forbidden: [notRequired('PPE stock control', /^(?!.*\b(no|not)\b).*ppe stock/)],
    requirements: { min: 5, max: 8 },
  },
  followUps: [
    {
      message: 'fire watch is 30 mins now not 60, insurer changed it',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Permitpad',
        facts: [
          fr('fire watch of 30 minutes', /fire watch/, /\b30 ?min/),
          fr('the 8-hour validity stays', /\b(8|eight) hours\b/),
        ],
        forbidden: [notIn(VALUES, 'the old 60-minute fire watch', /\b60 ?min/, 'stale')],
        changes: [/\b30\b/],
      },
    },
    {
      message:
        'also: anyone on site can suspend a permit if conditions change (gas alarm, bad weather)',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('anyone on site can suspend a permit', /suspend/),
          fr('the 30-minute fire watch stays', /fire watch/, /\b30 ?min/),
        ],
        forbidden: [notIn(VALUES, 'the 60-minute fire watch back', /\b60 ?min/, 'stale')],
        changes: [/suspend/i],
      },
    },
    {
      message: 'FR4 needs proper acceptance criteria',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          withCriteria('testable criteria on the gas test', /gas/, /19[.,]5/),
          fr('the suspend requirement stays', /suspend/),
        ],
        forbidden: [criteriaNotARequirement],
        changes: [/\bfr-?4\b/i],
      },
    },
    {
      message: 'is there anything in there about how long we keep the records?',
      expect: {
        intent: 'question',
        kind: 'answer',
        mentions: [/\b(7|seven) years\b/],
        maxChars: 1_500,
      },
    },
    {
      message: 'make it a one-pager for the site managers',
      expect: {
        intent: 'format',
        kind: 'prd',
        shorterThan: 0.6,
        facts: [
          inSection('Anywhere', 'the 30-minute fire watch survives', /fire watch/, /\b30 ?min/),
          inSection('Anywhere', 'the 19.5% oxygen limit survives', /19[.,]5/),
          inSection('Anywhere', 'suspending a permit survives', /suspend/),
        ],
        forbidden: [notIn('Anywhere', 'the old 60-minute fire watch', /\b60 ?min/, 'stale')],
      },
    },
  ],
};

/** Dev cases, batch 3 (c): written from outside the writer (see docs/eval.md). */
export const BATCH3_C: EvalCase[] = [
  memberPortal,
  grantsPortal,
  laundryChat,
  hiveLog,
  bloodDonation,
  permitToWork,
];
