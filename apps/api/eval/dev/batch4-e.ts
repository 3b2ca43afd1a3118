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
import type { EvalCase, Fact, TurnExpectations } from '../types.js';

type Pattern = string | RegExp;

// Everything but the title and the open questions, where an old value would be stale.
const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

/**
 * A requirement with testable acceptance criteria: its topic words, and a "then" with a
 * "given" or a "when" (the statements of these briefs have no "then").
 */
const withCriteria = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Functional requirements',
  all: [...all, /\bthen\b/],
  any: [/\bgiven\b/, /\bwhen\b/],
});

/** "ACs for the waitlist pls" must not become a requirement of its own. */
const criteriaNotARequirement = notIn(
  'Functional requirements',
  'the request for criteria made a requirement of its own',
  /^(acceptance criteria|acs?)\b|\bacs (for|on)\b|\bacceptance criteria (for|on)\b/,
);

/** A requirement (an FR block) about `topic` that still carries the old priority. */
const stillPriority = (label: string, topic: RegExp, old: RegExp) =>
  notIn(
    'Functional requirements',
    label,
    new RegExp(`^(?=.*(${topic.source})).*(${old.source})`),
    'stale',
  );

/** A request the built-in writer cannot do well without a model: a short, clean decline. */
const DECLINE: Pick<TurnExpectations, 'intent' | 'kind' | 'maxChars'> = {
  intent: ['format', 'question', 'smalltalk'],
  kind: 'answer',
  maxChars: 600,
};
const NAMES_A_MODEL = /\b(ai|model|llm|language model)\b/;

const SMALL_TALK: TurnExpectations = { intent: 'smalltalk', kind: 'answer', maxChars: 400 };

/** One hour, however it is written ("1h", "1 hour", "an hour"). */
const ONE_HOUR = /\b(1 ?h(ours?)?|one hour|an hour)\b/;
const NEGATION = /\b(no|not|none|nothing|isn'?t|aren'?t|doesn'?t|don'?t)\b/;

const CLIMBING = `Belaybook – PRD notes (Gritstone Climbing Centre)

hey, can you make a PRD out of this? we're a bouldering + roped climbing wall in Sheffield, ~2,500 members, and bookings are a mess right now (phone, a google form and a paper belay log at the desk).

Who uses it
- members and day visitors booking sessions
- desk staff checking people in
- instructors running taster courses

Must have
- book a 2-hour climbing session online, max 40 climbers per session
- belay check: roped climbing only if you hold a valid belay check, recorded by staff at the desk. it lasts 12 months, then you redo it
- waiver signed online before your first visit (under-18s need a parent to sign)
- desk staff check people in by scanning the booking QR code at the door

Should have
- taster courses (max 6 people per instructor) bookable and payable online
- waitlist for full sessions: when someone cancels, the first person on the waitlist gets an email and has 30 mins to claim the spot

Nice to have
- a logbook where climbers tick off the routes they've done
- chat with other climbers to find a belay partner

Also:
- reminder email 24h before each session
- cancelling is free up to 4 hours before, after that the session counts as used

Not in v1: shoe hire booking, the retail/cafe till.

Goal: no-shows down to 5% (they're ~18% now) and desk check-in under 10 seconds per person.
Launch: soft launch for members in February, everyone from April.
Open: do day visitors need an account, or can they book as guests?`;

/** Two values in one message, criteria for a requirement named by words, a cut plus a date, a question, small talk. */
const climbingWall: EvalCase = {
  name: 'dev-b4e-climbing-wall',
  description:
    'A climbing wall booking brief with must/should/nice-to-have lists, then: session cap 40 → 50 and reminder 24h → 1h in one message, "ACs for the waitlist pls", course payments out of v1 plus the soft launch slipping to March, "do we handle refunds?", "nice one".',
  input: { message: CLIMBING },
  expect: {
    productName: 'Belaybook',
    facts: [
      fr('2-hour sessions, at most 40 climbers', /session/, /\b40\b/),
      fr('belay check valid 12 months', /belay/, /\b12 months\b/),
      fr('waiver signed online, a parent for under-18s', /waiver/, /parent|under[- ]?18/),
      fr('check-in by scanning the booking QR code', /\bqr\b/, /check/),
      fr('taster courses, 6 per instructor', /taster|course/, /\b(6|six)\b/),
      fr('waitlist with 30 minutes to claim', /waitlist/, /\b30 ?min/),
      fr('logbook, nice to have', /logbook|tick/, /\bp2\b|could|nice/),
      fr('belay partner chat, nice to have', /chat|partner/, /\bp2\b|could|nice/),
      fr('reminder email 24 hours before', /remind/, /\b24 ?(h|hours)\b/),
      fr('free cancellation up to 4 hours before', /cancel/, /\b(4|four) hours\b/),
      nonGoal('no shoe hire booking', /shoe/),
      nonGoal('no retail or cafe till', /retail|caf|till/),
      persona('desk staff', /desk|staff/),
      persona('instructors', /instructor/),
      persona('members and day visitors', /member|climber|visitor/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'no-shows down to 5%',
        /no-show/,
        /\b5 ?%/,
      ),
      inSection(
        ['Success metrics', 'Problem and goals', 'Non-functional requirements'],
        'check-in under 10 seconds',
        /\b10 ?(s|sec|secs|seconds)\b/,
      ),
      inSection('Milestones', 'soft launch in February', /february/),
      inSection('Milestones', 'everyone from April', /april/),
      openQuestion('guest booking for day visitors?', /visitor|guest/),
    ],
    forbidden: [notRequired('shoe hire', /^(?!.*\b(no|not)\b).*shoe/)],
    requirements: { min: 8, max: 12 },
  },
  followUps: [
    {
      message:
        'bump teh session cap to 50 now the new wing is open, and reminder 1h before not 24h',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Belaybook',
        facts: [
          fr('sessions capped at 50', /session/, /\b50\b/),
          fr('reminder 1 hour before', /remind/, ONE_HOUR),
          fr('the 12-month belay check stays', /belay/, /\b12 months\b/),
        ],
        forbidden: [
          notIn(VALUES, 'the old cap of 40', /\b40\b/, 'stale'),
          notIn(VALUES, 'the old 24-hour reminder', /\b24 ?(h|hours)\b/, 'stale'),
        ],
        changes: [/\b50\b/, /\b1 ?h(our)?\b/],
      },
    },
    {
      message: 'ACs for the waitlist pls',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          withCriteria('testable criteria on the waitlist', /waitlist/, /\b30 ?min/),
          fr('the cap of 50 stays', /session/, /\b50\b/),
        ],
        forbidden: [
          criteriaNotARequirement,
          notIn(VALUES, 'the cap of 40 back', /\b40\b/, 'stale'),
        ],
        changes: [/waitlist|fr-?6/],
      },
    },
    {
      message:
        'were not doing course payments in v1, ppl pay at the desk. oh and soft launch slips to march',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          nonGoal('taking course payments online', /pay/, /course|taster/),
          fr('taster courses still booked online', /taster|course/, /book/),
          inSection('Milestones', 'soft launch in March', /march/),
          withCriteria('the waitlist criteria survive', /waitlist/, /\b30 ?min/),
        ],
        forbidden: [
          notRequired(
            'courses still paid online',
            /^(?!.*\b(no|not|desk)\b).*(\b(payable|pa(y|id)) online|\bonline pay)/,
          ),
          notIn(['Milestones', 'TL;DR'], 'the soft launch still in February', /february/, 'stale'),
        ],
        changes: [/pay/, /march/],
      },
    },
    {
      message: 'do we handle refunds?',
      expect: {
        intent: 'question',
        kind: 'answer',
        mentions: [/refund/, NEGATION],
        maxChars: 1_500,
      },
    },
    { message: 'nice one', expect: SMALL_TALK },
  ],
};

const CHARGERS = `Chargebay – kickoff notes, 12 Jan
Attendees: Priya (facilities), Tom (IT), Hannah (HR), Dev (product)

Context: the Leeds office car park has 12 EV chargers for ~300 staff who drive in. People leave their car on a charger all day, others can't charge at all, and facilities get a dozen complaints a week.

Decisions
- staff book a charger slot in the app, slots are 3 hours long
- max 2 bookings per person per week
- if you haven't plugged in 20 mins after your slot starts, the slot is released to others
- push notification 15 min before the slot ends so people move their car
- facilities can take a charger out of service (broken, maintenance); bookings on it get cancelled with a notice to the person
- sign in with the company Microsoft account (SSO)
- monthly usage report for facilities: kWh and bookings per person
- staff only, visitors can't book

Not now: charging people for the electricity (free for staff for now), the Manchester office.

Priya: what about offline? the basement level has no signal.
Tom: we'll skip offline for v1, too much work.

Goal: every charger in use at least 80% of the working day, complaints under 2 a week.
Pilot: Leeds, 2 weeks from 2 March, then full rollout.

Actions
- Tom to check the charger API (Wallbox) by end of Jan
- Hannah to write the fair-use policy`;

/** A limit raised with the old value in brackets, a non-goal back in scope, a date and a priority, a new requirement, a translation declined. */
const evChargers: EvalCase = {
  name: 'dev-b4e-ev-chargers',
  description:
    'Office EV charger booking kickoff notes, then: "cap is 3 bookings a week now (was 2)", offline mode back in, pilot moved to 16 March plus the usage report made P2, "new req: …" a live board, "translate to german pls" (declined).',
  input: { message: CHARGERS },
  expect: {
    productName: 'Chargebay',
    facts: [
      fr('book a 3-hour charger slot', /slot/, /\b(3|three)[- ]?(hour|h)/),
      fr('at most 2 bookings a week', /\b(2|two)\b/, /week/),
      fr('slot released 20 minutes after start if not plugged in', /releas/, /\b20 ?min/),
      fr('push 15 minutes before the slot ends', /push|notif/, /\b15 ?min/),
      fr('charger taken out of service, bookings cancelled', /out of service/, /cancel/),
      fr('sign in with the Microsoft account', /microsoft|sso/),
      fr('monthly usage report for facilities', /report/, /kwh|month/),
      inSection(
        ['Functional requirements', 'Non-functional requirements', 'Non-goals'],
        'staff only, no visitor bookings',
        /visitor/,
      ),
      nonGoal('no charging for the electricity', /electricity|charging (people|staff)|free/),
      nonGoal('not the Manchester office', /manchester/),
      nonGoal('no offline mode in v1', /offline/),
      persona('staff who drive', /staff|driver/),
      persona('facilities', /facilities/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'chargers in use 80% of the day',
        /\b80 ?%/,
      ),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'complaints under 2 a week',
        /complaint/,
        /\b(2|two)\b/,
      ),
      inSection('Milestones', 'Leeds pilot from 2 March', /\b2 march|march 2\b/),
      action('Tom checks the Wallbox API', /wallbox|charger api/),
      action('Hannah writes the fair-use policy', /fair-use|fair use/),
    ],
    forbidden: [
      chatter('the attendee list', /attendees/),
      notRequired('offline mode', /^(?!.*\b(no|not|skip)\b).*offline/),
      notRequired('the Manchester office', /^(?!.*\b(no|not)\b).*manchester/),
    ],
    requirements: { min: 7, max: 10 },
  },
  followUps: [
    {
      message: 'cap is 3 bookings a week now (was 2), ppl complained',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Chargebay',
        facts: [
          fr(
            'at most 3 bookings a week',
            /week/,
            /\b(3|three) bookings\b|\b(at most|max(imum)?|up to|limit of) (3|three)\b/,
          ),
          fr('the 20-minute release stays', /releas/, /\b20 ?min/),
        ],
        forbidden: [
          notIn(
            VALUES,
            'the old limit of 2 bookings',
            /\b(2|two) bookings\b|\b(at most|max(imum)?|up to|limit of) (2|two)\b/,
            'stale',
          ),
        ],
        changes: [/\b3\b/],
      },
    },
    {
      message:
        'actually offline mode is back in, the basement has no signal and ppl got stuck at the barrier',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('offline mode required', /offline|no signal|without signal/),
          fr('the limit of 3 stays', /week/, /\b(3|three)\b/),
        ],
        forbidden: [notIn('Non-goals', 'offline mode still a non-goal', /offline/, 'stale')],
        changes: [/offline/],
      },
    },
    {
      message:
        'pilot now starts 16 march. and make the usage report P2, facilities can live with a spreadsheet for a bit',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          inSection('Milestones', 'Leeds pilot from 16 March', /\b16 march|march 16\b/),
          fr('usage report now P2', /report/, /\bp2\b/),
          fr('offline mode stays', /offline/),
        ],
        forbidden: [
          notIn(
            ['Milestones', 'TL;DR'],
            'the pilot still from 2 March',
            /\b2 march|march 2\b/,
            'stale',
          ),
          stillPriority('the usage report still P0 or P1', /\breport/, /\bp[01]\b/),
        ],
        changes: [/16 march|march 16/, /report/],
      },
    },
    {
      message: 'new req: facilities see a live board of which chargers are in use and by who',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('a live board of chargers in use', /board/, /in use/),
          fr('the usage report stays P2', /report/, /\bp2\b/),
          inSection('Milestones', 'the 16 March pilot stays', /\b16 march|march 16\b/),
        ],
        forbidden: [
          notIn(
            VALUES,
            'the limit of 2 back',
            /\b(2|two) bookings\b|\b(at most|max(imum)?|up to) (2|two)\b/,
            'stale',
          ),
        ],
        changes: [/board/],
      },
    },
    {
      message: 'translate to german pls, the frankfurt office wants to read it',
      expect: { ...DECLINE, mentions: [/german|deutsch|translat/, NAMES_A_MODEL] },
    },
  ],
};

const FOOD_BANK = `Subject: Re: app for parcel collections

Hi both,

Following Tuesday's trustees meeting, here's what we agreed for Pantryline, the booking app for the Eastgate Community Food Bank. Could you write it up as a PRD?

Right now people queue outside from 8am on Thursdays and Saturdays, in all weathers, and some get turned away when the parcels run out. About 220 households use us each week.

Clients (people referred to us) should be able to:
- register with the referral code from the agency that referred them (Citizens Advice, their GP, a school...)
- book a 15-minute collection slot on a Thursday or a Saturday
- tell us their dietary needs and allergies (halal, vegetarian, nut allergy, baby food) so the parcel is packed right
- get a text reminder the day before their slot

A referral is good for 3 parcels in 6 months; after that they need a new referral.

Volunteers should be able to:
- see the day's collection list on the tablet at the door and tick people off
- sign up for shifts (packing, door, driving)

Our warehouse lead wants to record stock in and out, and get an alert when an item drops below 2 weeks' supply.

Home delivery for people who can't travel is something we'd love, but we don't have the drivers yet, so not in this version. We're not doing online donations either, the website already takes those.

Referral details are sensitive: only the coordinator and the referring agency can see why someone was referred.

We have £8,000 from the council's community fund for this. We'd like to start with the Thursday session on 5 May and add Saturdays in June.

Success for us: nobody queues more than 10 minutes, and no household is turned away because we ran out.

Thanks,
Bernadette
Food Bank Coordinator`;

/** A duration changed ("change 2 weeks to 10 days"), a requirement added with "pls add that", a non-goal back in, a date question, thanks. */
const foodBank: EvalCase = {
  name: 'dev-b4e-food-bank',
  description:
    'A food bank collection booking email, then: "change 2 weeks to 10 days for the low stock alert", "pls add that clients can cancel or move their slot by replying to the reminder text", home delivery back in, "whats the launch date?", "perfect thx".',
  input: { message: FOOD_BANK },
  expect: {
    productName: 'Pantryline',
    facts: [
      fr('register with a referral code', /referral code/),
      fr('book a 15-minute collection slot', /slot/, /\b15[- ]?min/),
      fr('dietary needs and allergies', /dietary|allerg/),
      fr('text reminder the day before', /remind/, /text|sms/, /day before/),
      fr('3 parcels in 6 months per referral', /\b(3|three) parcels\b/, /\b(6|six) months\b/),
      fr('collection list on the door tablet', /tablet|collection list/, /tick/),
      fr('volunteers sign up for shifts', /shift/),
      fr('stock alert below 2 weeks of supply', /stock/, /\b(2|two) weeks\b/),
      req('only the coordinator and the agency see the referral reason', /coordinator/, /agency/),
      nonGoal('no home delivery in this version', /deliver/),
      nonGoal('no online donations', /donation/),
      persona('clients', /client/),
      persona('volunteers', /volunteer/),
      persona('warehouse lead', /warehouse/),
      inSection(
        ['Problem and goals', 'Technical considerations', 'Milestones', 'Risks', 'TL;DR'],
        'a budget of £8,000',
        /8,?000|8 ?k\b/,
      ),
      inSection('Milestones', 'Thursday session on 5 May', /\b5 may|may 5\b/),
      inSection('Milestones', 'Saturdays in June', /june/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'nobody queues more than 10 minutes',
        /queue/,
        /\b10 ?min/,
      ),
    ],
    forbidden: [
      chatter('greeting or sign-off', /hi both|thanks,|bernadette|food bank coordinator/),
      notRequired('home delivery', /^(?!.*\b(no|not)\b).*home delivery/),
      notRequired('online donations', /^(?!.*\b(no|not)\b).*online donation/),
    ],
    requirements: { min: 7, max: 10 },
  },
  followUps: [
    {
      message: 'change 2 weeks to 10 days for the low stock alert',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Pantryline',
        facts: [
          fr('stock alert below 10 days of supply', /stock/, /\b10 days\b/),
          fr('the 15-minute slots stay', /slot/, /\b15[- ]?min/),
        ],
        forbidden: [notIn(VALUES, "the old 2 weeks' supply", /\b(2|two) weeks\b/, 'stale')],
        changes: [/\b10 days\b/],
      },
    },
    {
      message:
        'pls add that clients can cancel or move their slot by replying to the reminder text',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('cancel or move a slot by replying to the text', /cancel/, /\brepl/),
          fr('the 10-day stock alert stays', /stock/, /\b10 days\b/),
        ],
        forbidden: [notIn(VALUES, "2 weeks' supply back", /\b(2|two) weeks\b/, 'stale')],
        changes: [/cancel|move/],
      },
    },
    {
      message: 'actually home delivery is back in – the rotary club is lending us drivers',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('home delivery required', /deliver/),
          nonGoal('online donations stay out', /donation/),
          fr('cancelling by reply stays', /cancel/, /\brepl/),
        ],
        forbidden: [notIn('Non-goals', 'home delivery still a non-goal', /deliver/, 'stale')],
        changes: [/deliver/],
      },
    },
    {
      message: 'whats the launch date?',
      expect: {
        intent: 'question',
        kind: 'answer',
        mentions: [/\b5 may|may 5\b/],
        maxChars: 1_000,
      },
    },
    { message: 'perfect thx', expect: SMALL_TALK },
  ],
};

const MUSIC_SCHOOL = `EPIC MUS-112: Tunewise – lesson booking & practice app
Owner: Carla Mendes (Head of Operations, Riverside Music School)
Labels: parents, teachers, mobile

Summary
Riverside Music School has 38 teachers and ~900 pupils, mostly aged 6–16. Lessons are arranged by email and WhatsApp, teachers keep registers on paper, and parents don't know what their child should practise. Tunewise is one app for parents, pupils and teachers.

Requirements
FR1 [P0] Parents book a weekly 30-minute lesson slot with a teacher for the whole term.
FR2 [P0] Teachers take the register in the app; a missed lesson is marked absent.
FR3 [P0] Parents can cancel a lesson up to 48 hours before and get a make-up credit; later cancellations are charged.
FR4 [P1] Teachers set practice tasks after each lesson and pupils tick them off at home.
FR5 [P1] Parents pay the termly invoice by card in the app.
FR6 [P1] Messaging between parents and teachers inside the app.
FR7 [P2] Pupils record a practice clip (up to 2 minutes) and send it to their teacher.

Non-functional
- pupils under 13 have no account of their own; a parent signs in and hands the phone over
- teachers' and parents' phone numbers are never shown to each other

Out of scope
- exam entries (ABRSM/Trinity), the office keeps doing these
- group classes and orchestra

Success metrics
- 90% of parents using the app by the end of the first term
- admin time spent on lesson changes cut by half

Timeline: beta with 5 teachers after Easter, launch for the September term.

Comments
Carla Mendes: make-up credits expire at the end of term, don't let them pile up.
Jon Okoro (finance): card payments have to go through Stripe, we already use it for the website.`;

/** Two priorities changed (one by id, one by name), a window changed, payments out of v1, a count asked, release notes declined. */
const musicSchool: EvalCase = {
  name: 'dev-b4e-music-school',
  description:
    'A Jira epic for a music school app with FR1–FR7 and [P0]–[P2], then: "make FR-4 P2" plus messaging a must-have, cancellation window 48h → 24h, in-app payments out of v1, "how many requirements are there?", "write the release notes for parents" (declined).',
  input: { message: MUSIC_SCHOOL },
  expect: {
    productName: 'Tunewise',
    facts: [
      fr('weekly 30-minute lesson for the term, P0', /lesson/, /\b30[- ]?min/, /\bp0\b/),
      fr('teachers take the register', /register/, /absent/),
      fr(
        'cancel up to 48 hours before for a make-up credit',
        /cancel/,
        /\b48 ?(h|hours)\b/,
        /make-up/,
      ),
      req(
        'make-up credits expire at the end of term',
        /make-up|credit/,
        /expir|end of (the )?term/,
      ),
      fr('practice tasks, P1', /practi[cs]e tasks?/, /\bp1\b/),
      fr('termly invoice paid by card, P1', /invoice|pay/, /card/, /\bp1\b/),
      fr('messaging between parents and teachers, P1', /messag/, /\bp1\b/),
      fr('practice clip up to 2 minutes, P2', /clip/, /\b(2|two) min/, /\bp2\b/),
      req('no account for pupils under 13', /\b13\b/, /account/),
      req('phone numbers never shown', /phone number/),
      inSection(
        ['Technical considerations', 'Functional requirements', 'Non-functional requirements'],
        'card payments through Stripe',
        /stripe/,
      ),
      nonGoal('no exam entries', /exam/),
      nonGoal('no group classes or orchestra', /group|orchestra/),
      persona('parents', /parent/),
      persona('teachers', /teacher/),
      persona('pupils', /pupil/),
      inSection(['Success metrics', 'Problem and goals'], '90% of parents using it', /\b90 ?%/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'admin time cut by half',
        /admin/,
        /half/,
      ),
      inSection('Milestones', 'beta with 5 teachers after Easter', /easter/),
      inSection('Milestones', 'launch for the September term', /september/),
    ],
    forbidden: [
      chatter('the ticket metadata', /\b(owner|labels):/),
      notRequired('exam entries', /^(?!.*\b(no|not)\b).*exam entr/),
    ],
    requirements: { min: 7, max: 9 },
  },
  followUps: [
    {
      message:
        'make FR-4 P2. and messaging is a must-have now, safeguarding wants it in the app not on whatsapp',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Tunewise',
        facts: [
          fr('practice tasks now P2', /practi[cs]e tasks?/, /\bp2\b/),
          fr('messaging now P0', /messag/, /\bp0\b/),
          fr('the clip stays P2', /clip/, /\bp2\b/),
        ],
        forbidden: [
          stillPriority('practice tasks still P1', /practi[cs]e tasks?/, /\bp1\b/),
          stillPriority('messaging still P1', /messag/, /\bp1\b/),
        ],
        changes: [/fr-?4/, /messag|fr-?6/],
      },
    },
    {
      message: 'cancellation window is 24h now, not 48',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('cancel up to 24 hours before', /cancel/, /\b24 ?(h|hours)\b/),
          fr('messaging stays P0', /messag/, /\bp0\b/),
        ],
        forbidden: [notIn(VALUES, 'the old 48-hour window', /\b48 ?(h|hours)?\b/, 'stale')],
        changes: [/\b24\b/],
      },
    },
    {
      message: 'were not doing in-app payments in v1, invoices stay with the office',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          nonGoal('in-app payments out of v1', /pay|invoice/),
          fr('the 24-hour window stays', /cancel/, /\b24 ?(h|hours)\b/),
        ],
        forbidden: [notRequired('card payments in the app', /^(?!.*\b(no|not)\b).*\b(pay|card)/)],
        changes: [/pay/],
      },
    },
    {
      message: 'how many requirements are there?',
      expect: {
        intent: 'question',
        kind: 'answer',
        mentions: [/\b(6|six) (functional|frs?\b|requirements)/],
        maxChars: 1_500,
      },
    },
    {
      message: 'write the release notes for parents',
      expect: { ...DECLINE, mentions: [/release notes?/, NAMES_A_MODEL] },
    },
  ],
};

const BIKE_SHOP = `fixflow - notes for prd

shop: Chainline Cycles, 2 workshops (Bristol + Bath), 5 mechanics, ~60 repairs a week
problem: customers ring all day asking "is my bike ready", job tickets are paper tags on the bikes and we lose track

- customer books a service online, picks the type (basic £45, full £95, wheel build) and a drop-off day
- mechanic gets a job card on the workshop tablet, logs parts + labour
- if the quote goes over by more than £30 the customer has to approve it by text before we carry on
- customer gets a text when the bike is ready to collect
- bikes not collected after 14 days get a reminder, storage fee after 30 days (£5/day)
- chat with the mechanic in the app (nice to have)
- export jobs to csv for the accountant (nice to have)
- parts stock per workshop with a low stock warning

not doing: selling bikes online, e-bike battery diagnostics

must work on the old workshop tablets (android 9)
customers dont need an account, they use the link in the text

launch: bath first in may, bristol once bath is stable
goal: "is it ready" calls down 70%`;

/** A priority raised plus a date, a value with an arrow plus a requirement added, a non-goal back in, criteria by name, thanks. */
const bikeShop: EvalCase = {
  name: 'dev-b4e-bike-workshop',
  description:
    'A bike repair workshop bullet dump, then: "export is a must-have now" plus the Bath launch slipping to June, "approval threshold -> £50 instead of £30" plus "we also need" photos of worn parts, e-bike diagnostics back in scope, "ACs for the collection reminder pls", "sweet, cheers".',
  input: { message: BIKE_SHOP },
  expect: {
    productName: 'Fixflow',
    facts: [
      fr('book a service online: basic £45, full £95', /service/, /\b45\b/, /\b95\b/),
      fr('job card on the workshop tablet', /job card/, /part|labour/),
      fr('customer approves a quote £30 over by text', /approv/, /\b30\b/),
      fr('text when the bike is ready', /ready/, /text|sms/),
      fr('reminder for bikes not collected after 14 days', /collect/, /\b14 days\b/),
      fr('storage fee after 30 days', /storage/, /\b30[- ]days?\b/),
      fr('chat with the mechanic, nice to have', /chat/, /\bp2\b|could|nice/),
      fr('CSV export for the accountant, nice to have', /export|csv/, /\bp2\b|could|nice/),
      fr('parts stock with a low stock warning', /stock/, /low/),
      req('works on the old Android 9 tablets', /android/),
      req('no customer account, a link in the text', /account/, /link/),
      nonGoal('no selling bikes online', /sell/),
      nonGoal('no e-bike battery diagnostics', /e-bike|battery/),
      persona('customers', /customer/),
      persona('mechanics', /mechanic/),
      inSection('Milestones', 'Bath first, in May', /bath/, /\bmay\b/),
      inSection('Milestones', 'Bristol once Bath is stable', /bristol/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '"is it ready" calls down 70%',
        /\b70 ?%/,
      ),
    ],
    forbidden: [
      notRequired('selling bikes online', /^(?!.*\b(no|not)\b).*sell/),
      notRequired('e-bike diagnostics', /^(?!.*\b(no|not)\b).*(e-bike|battery diag)/),
    ],
    requirements: { min: 7, max: 11 },
  },
  followUps: [
    {
      message:
        'export is a must-have now, accountant wont take anything else. also bath launch slips to june',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Fixflow',
        facts: [
          fr('CSV export now P0', /export|csv/, /\bp0\b/),
          inSection('Milestones', 'Bath in June', /bath/, /june/),
          fr('chat stays nice to have', /chat/, /\bp2\b/),
        ],
        forbidden: [
          stillPriority('the export still P2', /export|csv/, /\bp2\b/),
          notIn('Milestones', 'Bath still in May', /\bmay\b/, 'stale'),
        ],
        changes: [/export|csv/, /june/],
      },
    },
    {
      message:
        'approval threshold -> £50 instead of £30. we also need mechanics to attach photos of worn parts to the quote',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('approval above £50 over the quote', /approv/, /\b50\b/),
          fr('photos of worn parts on the quote', /photo/, /quote/),
          fr('the 30-day storage fee stays', /storage/, /\b30[- ]days?\b/),
        ],
        forbidden: [
          notIn(VALUES, 'the old £30 threshold', /£ ?30\b|\b30\b(?![- ]?days?\b)/, 'stale'),
        ],
        changes: [/\b50\b/, /photo/],
      },
    },
    {
      message: 'e-bike battery diagnostics is back in scope, we hired someone who can do it',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('e-bike battery diagnostics required', /e-bike|battery/, /diagnos/),
          nonGoal('selling bikes online stays out', /sell/),
          fr('the £50 threshold stays', /approv/, /\b50\b/),
        ],
        forbidden: [
          notIn('Non-goals', 'e-bike diagnostics still a non-goal', /e-bike|battery/, 'stale'),
        ],
        changes: [/e-bike|battery|diagnos/],
      },
    },
    {
      message: 'ACs for the collection reminder pls',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          withCriteria('testable criteria on the collection reminder', /collect/, /\b14 days\b/),
          fr('the photos stay', /photo/, /quote/),
        ],
        forbidden: [criteriaNotARequirement],
        changes: [/fr-?5|collect|remind/],
      },
    },
    { message: 'sweet, cheers', expect: SMALL_TALK },
  ],
};

const HOUSEKEEPING = `#proj-roomready
Marta Silva  9:14 AM
ok here's where we landed on Roomready (housekeeping app for our 3 Lisbon hotels) so someone can PRD it
Marta Silva  9:15 AM
- room attendants see their room list for the shift on their phone, ordered by floor
- they mark a room dirty → cleaning → clean, then a supervisor inspects it and marks it ready
- front desk sees room status live so they can check guests in early
- attendants report maintenance issues with a photo (broken lamp, leak) and maintenance gets it straight away
- lost & found items logged with a photo and the room number, kept 90 days
- minibar counts entered per room and sent to the PMS for billing
João Pereira  9:17 AM
and guests can ask for extra towels/amenities from a QR code in the room, it goes to the attendant on that floor
Marta Silva  9:18 AM
yes but that one's nice to have
João Pereira  9:18 AM
👍
Ana Costa  9:20 AM
PMS is Mews, integration via their API. supervisors also need to see each attendant's progress (rooms done / total)
Marta Silva  9:21 AM
not doing: laundry tracking, staff scheduling/rota (we have a tool for that)
Ana Costa  9:22 AM
target is average room turnaround under 35 min, and early check-ins up 20%
Marta Silva  9:24 AM
pilot at the Alfama hotel from 1 june, the other two after summer
João Pereira  9:25 AM
needs to work in portuguese and english, most attendants prefer pt`;

/** A date and a priority in one message, a retention period changed, a non-goal added, criteria by name, a translation declined. */
const hotelHousekeeping: EvalCase = {
  name: 'dev-b4e-hotel-housekeeping',
  description:
    'A hotel housekeeping Slack thread, then: pilot moved from 1 June to 1 July plus towel requests raised to should-have, lost & found kept 60 days instead of 90, minibar out of v1, "acceptance criteria for the maintenance reports?", "translate to portuguese for the attendants" (declined).',
  input: { message: HOUSEKEEPING },
  expect: {
    productName: 'Roomready',
    facts: [
      fr('room list for the shift, by floor', /room list/, /floor/),
      fr('room status dirty, cleaning, clean, inspected', /dirty/, /inspect/),
      fr('front desk sees room status live', /front desk/, /status/),
      fr('maintenance issues reported with a photo', /maintenance/, /photo/),
      fr('lost & found kept 90 days', /lost/, /\b90 days\b/),
      fr('minibar counts sent to the PMS', /minibar/, /pms|mews|billing/),
      fr('guest requests by QR code, nice to have', /towel|amenit/, /\bqr\b/, /\bp2\b|could|nice/),
      fr('supervisors see attendant progress', /progress|rooms done/),
      req('Portuguese and English', /portuguese/, /english/),
      inSection(
        ['Technical considerations', 'Functional requirements', 'Non-functional requirements'],
        'Mews integration via its API',
        /mews/,
        /\bapi\b/,
      ),
      nonGoal('no laundry tracking', /laundry/),
      nonGoal('no staff scheduling or rota', /schedul|rota/),
      persona('room attendants', /attendant/),
      persona('supervisors', /supervisor/),
      persona('front desk', /front desk/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'turnaround under 35 minutes',
        /turnaround/,
        /\b35 ?min/,
      ),
      inSection(['Success metrics', 'Problem and goals'], 'early check-ins up 20%', /\b20 ?%/),
      inSection('Milestones', 'Alfama pilot from 1 June', /alfama|pilot/, /\b1 june|june 1\b/),
      inSection('Milestones', 'the other two hotels after summer', /summer/),
    ],
    forbidden: [
      chatter('a Slack timestamp', /\b\d{1,2}:\d\d ?(am|pm)\b/),
      chatter('a reaction', /👍/),
      notRequired('laundry tracking', /^(?!.*\b(no|not)\b).*laundry/),
    ],
    requirements: { min: 7, max: 10 },
  },
  followUps: [
    {
      message:
        'pilot now starts 1 july (mews sandbox was late). also bump the towel requests to should have',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Roomready',
        facts: [
          inSection('Milestones', 'Alfama pilot from 1 July', /\b1 july|july 1\b/),
          fr('towel requests now P1', /towel|amenit/, /\bp1\b/),
        ],
        forbidden: [
          notIn(['Milestones', 'TL;DR'], 'the pilot still in June', /\bjune\b/, 'stale'),
          stillPriority('towel requests still P2', /towel|amenit/, /\bp2\b/),
        ],
        changes: [/july/, /towel|amenit|qr|guest request/],
      },
    },
    {
      message: "lost & found retention drops to 60 days, legal ok'd it",
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('lost & found kept 60 days', /lost/, /\b60 days\b/),
          inSection('Milestones', 'the 1 July pilot stays', /\b1 july|july 1\b/),
        ],
        forbidden: [notIn(VALUES, 'the old 90 days', /\b90 days\b/, 'stale')],
        changes: [/\b60\b/],
      },
    },
    {
      message: "we're not doing the minibar in v1, F&B isnt ready",
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          nonGoal('minibar counts out of v1', /minibar/),
          fr('the 60-day retention stays', /lost/, /\b60 days\b/),
        ],
        forbidden: [notRequired('minibar counts still required', /^(?!.*\b(no|not)\b).*minibar/)],
        changes: [/minibar/],
      },
    },
    {
      message: 'acceptance criteria for the maintenance reports?',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          withCriteria('testable criteria on maintenance reports', /maintenance/, /photo/),
          nonGoal('the minibar stays out', /minibar/),
        ],
        forbidden: [
          criteriaNotARequirement,
          notRequired('minibar back', /^(?!.*\b(no|not)\b).*minibar/),
        ],
        changes: [/fr-?4|maintenance/],
      },
    },
    {
      message: 'translate to portuguese for the attendants',
      expect: { ...DECLINE, mentions: [/portugu|translat/, NAMES_A_MODEL] },
    },
  ],
};

/** Dev cases, batch 4 (e): written from outside the writer (see docs/eval.md). */
export const BATCH4_E: EvalCase[] = [
  climbingWall,
  evChargers,
  foodBank,
  musicSchool,
  bikeShop,
  hotelHousekeeping,
];
