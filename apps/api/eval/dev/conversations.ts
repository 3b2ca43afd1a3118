import type { EvalCase } from '../types.js';
import { BATCH6_CONVERSATIONS } from './batch6-conversations.js';
import { answer, prd, readFixture, revision, swap, type Reply } from './faithful.js';

type Build = (c: EvalCase, v1: string) => Map<string, Reply>;

const messages = (c: EvalCase) => c.followUps!.map((t) => t.message);

/** Inserts an H3 block (an FR) before the given numbered section. */
const before = (section: string, block: string[]) => (s: string) =>
  swap(s, `\n## ${section}`, `\n${block.join('\n')}\n\n## ${section}`);

const gangway: Build = (c, v1) => {
  const [criteria, values, thanks] = messages(c);
  const v2 = revision(v1, 2, ['FR-3: acceptance criteria added.'], (s) =>
    swap(
      s,
      '- **Statement:** If a sailing is cancelled, passengers are notified by text and push.',
      '- **Statement:** If a sailing is cancelled, passengers are notified by text and push.\n- **Acceptance criteria:** Given a cancelled sailing, when it is cancelled, then every passenger booked on it gets the text within 5 minutes; and their ticket is moved to the next sailing.',
    ),
  );
  const v3 = revision(
    v2.text,
    3,
    ['Boarding target: 35 → 25 minutes.', 'FR-4: delay updates every 30 → 15 minutes.'],
    (s) =>
      swap(
        s.replaceAll('under 35 minutes', 'under 25 minutes'),
        /every 30 minutes\.\n- \*\*Acceptance criteria:\*\* Given a delayed sailing, when 30 minutes pass/,
        'every 15 minutes.\n- **Acceptance criteria:** Given a delayed sailing, when 15 minutes pass',
      ).replace('1. What acceptance criteria apply when a sailing is cancelled?', '1. _None._'),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [criteria!, v2],
    [values!, v3],
    [thanks!, answer("You're welcome.", 'smalltalk')],
  ]);
};

const fieldnote: Build = (c, v1) => {
  const [dropped, stricter, translate] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['Removed FR-4: Single sign-on (dropped; now a non-goal).', 'Launch moved from Q2 to Q3.'],
    (s) =>
      swap(
        swap(s, /### FR-4: Single sign-on\n[\s\S]*?(?=## 6\. )/, ''),
        '- **MS-1** (Q2): Launch',
        '- **MS-1** (Q3): Launch',
      ).replace('- Invoicing in v1.\n', '- Invoicing in v1.\n- Single sign-on (SSO): dropped.\n'),
  );
  const v3 = revision(
    v2.text,
    3,
    ['Non-goals made stricter: each is excluded outright, not only from v1.'],
    (s) =>
      swap(
        s,
        '- A client portal in v1.\n- Invoicing in v1.\n- Single sign-on (SSO): dropped.\n',
        '- No client portal: clients get the PDF by email only.\n- No invoicing of any kind.\n- No single sign-on (SSO): dropped, not planned.\n',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [dropped!, v2],
    [stricter!, v3],
    [
      translate!,
      answer(
        "I can't translate the PRD to Spanish here: translation needs an AI model, which isn't set up; the PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

const plotshare: Build = (c, v1) => {
  const [question, second, thanks] = messages(c);
  return new Map([
    [c.input.message, prd(v1)],
    [
      question!,
      answer(
        'FR-3: after 4 weeks without a visit the member gets a reminder; after 8 weeks the committee can give the bed to the next person.',
        'question',
      ),
    ],
    [second!, prd(readFixture(import.meta.dirname, 'dev-conv-second-prd-toolshed'), 'replace')],
    [thanks!, answer('Glad to help!', 'smalltalk')],
  ]);
};

const swellbook: Build = (c, v1) => {
  const [values, question, criteria] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['FR-1: price €40 → €45 per person.', 'FR-1: free cancellation 24 → 48 hours before.'],
    (s) => swap(swap(s, '€40 per person', '€45 per person'), 'up to 24 hours', 'until 48 hours'),
  );
  const v3 = revision(v2.text, 3, ['FR-2: acceptance criteria added.'], (s) =>
    swap(
      s,
      'everyone gets a full refund or a new date.\n',
      'everyone gets a full refund or a new date.\n- **Acceptance criteria:** Given an unsafe forecast, when the school cancels the morning before, then every booked customer is told and offered a full refund or a new date.\n',
    ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [values!, v2],
    [
      question!,
      answer(
        'No: the PRD says nothing about wetsuit sizes; it only excludes renting wetsuits separately.',
        'question',
      ),
    ],
    [criteria!, v3],
  ]);
};

const courtside: Build = (c, v1) => {
  const [update] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'CS-04: priority Could → Should.',
      'Beta moved from 12 May 2025 to 26 May 2025.',
      'Added CS-06: live court availability on the clubhouse screen (Could).',
    ],
    (s) =>
      before('6. ', [
        '### CS-06: Live availability',
        '',
        '- **Priority:** P2 (Could)',
        '- **Statement:** Members see live court availability on the clubhouse screen.',
        '- **Source:** your message',
      ])(
        swap(
          swap(s, /(### CS-04: Guests\n\n- \*\*Priority:\*\*) P2 \(Could\)/, '$1 P1 (Should)'),
          '- **MS-1** (12 May 2025)',
          '- **MS-1** (26 May 2025)',
        ),
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [update!, v2],
  ]);
};

const tillpoint: Build = (c, v1) => {
  const [update] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'PAY-002: PIN limit £100 → £50.',
      'PAY-004: priority Should → Must.',
      'Closed beta moved from 2 Mar 2026 to 16 Mar 2026.',
    ],
    (s) =>
      swap(
        swap(
          swap(s, 'Payments over £100', 'Payments over £50'),
          /(### PAY-004: Refunds\n\n- \*\*Priority:\*\*) P1 \(Should\)/,
          '$1 P0 (Must)',
        ),
        '- **MS-2** (2 Mar 2026)',
        '- **MS-2** (16 Mar 2026)',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [update!, v2],
  ]);
};

const queuebee: Build = (c, v1) => {
  const [update] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'WL-06: priority P1 → P0.',
      'Pilot moved from 18 May 2026 to 8 June 2026.',
      'Removed WL-05: drinks pre-ordering (not this year).',
    ],
    (s) =>
      swap(
        swap(
          swap(s, /### WL-05: Drinks pre-order\n[\s\S]*?(?=### WL-06)/, ''),
          /(### WL-06: No-shows\n\n- \*\*Priority:\*\*) P1 \(Should\)/,
          '$1 P0 (Must)',
        ),
        '- **MS-1** (18 May 2026)',
        '- **MS-1** (8 June 2026)',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [update!, v2],
  ]);
};

const regiokorb: Build = (c, v1) => {
  const [update] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['RK-04: Priorität Kann → Soll.', 'Pilot vom 01.09.2026 auf den 01.10.2026 verschoben.'],
    (s) =>
      swap(
        swap(
          s,
          /(### RK-04: Sorten ausschließen\n\n- \*\*Priority:\*\*) P2 \(Could\)/,
          '$1 P1 (Should)',
        ),
        '- **MS-1** (01.09.2026)',
        '- **MS-1** (01.10.2026)',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [update!, v2],
  ]);
};

const pawpost: Build = (c, v1) => {
  const [hours, sms, question, stricter] = messages(c);
  const v2 = revision(v1, 2, ['FR-1: appointment reminder 24 → 48 hours before.'], (s) =>
    swap(s, /24 hours/g, '48 hours'),
  );
  const v3 = revision(v2.text, 3, ['Removed FR-3: SMS reminders.'], (s) =>
    swap(s, /### FR-3: SMS reminders\n[\s\S]*?(?=### FR-4)/, ''),
  );
  const v4 = revision(v3.text, 4, ['Non-goals made stricter: each is excluded outright.'], (s) =>
    swap(
      s,
      '- Taking payments.\n- Video consultations.\n',
      '- No payments of any kind: Pawpost never takes or asks for a payment.\n- No video consultations: Pawpost sends reminders only.\n',
    ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [hours!, v2],
    [sms!, v3],
    [
      question!,
      answer(
        'FR-1 (Appointment reminder): owners get a reminder 48 hours before every appointment, by email and app push, with buttons to confirm or cancel.',
        'question',
      ),
    ],
    [stricter!, v4],
  ]);
};

// Batch 3 (c): batch3-c.ts.

const anchorpay: Build = (c, v1) => {
  const [timeout, criteria, push, musts, thanks] = messages(c);
  const v2 = revision(v1, 2, ['NFR-1: session timeout 30 → 15 minutes.'], (s) =>
    swap(s, 'times out after 30 minutes', 'times out after 15 minutes'),
  );
  const v3 = revision(v2.text, 3, ['FR-3: acceptance criteria added.'], (s) =>
    swap(
      s,
      'pay saved payees, up to £2,000 a day in total.\n',
      'pay saved payees, up to £2,000 a day in total.\n- **Acceptance criteria:** Given a member whose transfers and payments today add up to £2,000, when they try another transfer or payment, then it is refused and they are told the daily limit is reached; given a transfer between their own accounts, when it is confirmed, then both balances show it at once.\n',
    ),
  );
  const v4 = revision(
    v3.text,
    4,
    ['Removed FR-5: push notifications for withdrawals (out for now; now a non-goal).'],
    (s) =>
      swap(
        swap(s, /### FR-5: Withdrawal alerts\n[\s\S]*?(?=### FR-6)/, ''),
        '- Joint account admin.\n',
        '- Joint account admin.\n- Push notifications for withdrawals (out for now).\n',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [timeout!, v2],
    [criteria!, v3],
    [push!, v4],
    [
      musts!,
      answer(
        'The must-haves (P0) are FR-1 (sign-in with member number, password and SMS code), FR-2 (balances and the last 90 days of transactions) and FR-3 (transfers and payments to saved payees, up to £2,000 a day), plus two non-functional ones: the 15-minute session timeout (NFR-1) and card numbers never shown in full (NFR-2).',
        'question',
      ),
    ],
    [thanks!, answer('Glad it helps!', 'smalltalk')],
  ]);
};

const grantleaf: Build = (c, v1) => {
  const [values, csv, persuasive, onePager] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['Build budget £25k → £40k.', 'Pilot moved from the September round to the November round.'],
    (s) => swap(swap(s, 'build: £25k', 'build: £40k'), '(September round)', '(November round)'),
  );
  const v3 = revision(v2.text, 3, ['Added FR-8: admins export the applications to CSV.'], (s) =>
    before('6. ', [
      '### FR-8: CSV export',
      '',
      '- **Priority:** P1 (Should)',
      '- **Statement:** Admins (grant officers) can export the applications to CSV.',
      '- **Source:** your message',
    ])(s),
  );
  const short = [
    '# Grantleaf: one-pager',
    '',
    'The online grants portal of the Wyre Valley Community Foundation. Today it takes about 14 weeks from application to decision; the goal is decisions within 8 weeks of the round closing.',
    '',
    '- Eligibility checked up front: registered charities and constituted groups in the Wyre Valley with an income under £100,000.',
    '- Groups ask for up to £5,000, with a budget breakdown, their constitution and a bank statement; drafts can be saved.',
    '- Officers assign each application to 5 volunteer reviewers, who score it on 4 criteria; decision letters go out from the portal.',
    '- End-of-grant report with photos within 12 months.',
    '- Admins export the applications to CSV.',
    '- Not doing: online payment of grants, multi-year grants.',
    '- Budget £40k; pilot with the November round.',
    '',
  ].join('\n');
  return new Map([
    [c.input.message, prd(v1)],
    [values!, v2],
    [csv!, v3],
    [
      persuasive!,
      answer(
        "I can't make the PRD more persuasive here: rewriting its tone needs an AI model, and none is configured. The PRD is unchanged; I can still change its content, priorities or values.",
        'format',
      ),
    ],
    [onePager!, prd(short, 'format')],
  ]);
};

const spinslot: Build = (c, v1) => {
  const [tablet, criteria, open, poster, thanks] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'FR-2: check-in on the tablet by the laundry room door instead of the QR sticker (decided at the committee meeting).',
    ],
    (s) =>
      swap(
        swap(
          swap(
            swap(
              s,
              'Residents check in by scanning the QR sticker on the machine.',
              'Residents check in on the tablet by the laundry room door.',
            ),
            '- Paying through the app: the machines stay on coins.\n',
            '- Paying through the app: the machines stay on coins.\n- Stickers on the machines to scan: check-in is on the tablet by the door.\n',
          ),
          'check in at the machine and get',
          'check in on the tablet by the door and get',
        ),
        'checks in at the machine;',
        'checks in on the tablet by the door;',
      ),
  );
  const v3 = revision(v2.text, 3, ['FR-3 (No-show release): acceptance criteria added.'], (s) =>
    swap(
      s,
      'the slot is released so someone else can book it.\n',
      'the slot is released so someone else can book it.\n- **Acceptance criteria:** Given a booked slot, when nobody has checked in on the tablet 15 min after its start, then the slot is released and shows as free to other residents; given a check-in within 15 min of the start, then the slot stays booked.\n',
    ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [tablet!, v2],
    [criteria!, v3],
    [
      open!,
      answer(
        'Two questions are still open: do dryers get booked too, or do they come with the wash slot? And what happens to people who keep not showing up (a ban for a week?)',
        'question',
      ),
    ],
    [
      poster!,
      answer(
        "I can't write the poster's marketing copy here: that needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
    [thanks!, answer("You're welcome!", 'smalltalk')],
  ]);
};

const hivelog: Build = (c, v1) => {
  const [values, offline, swarm, newsletter, thanks] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'FR-2: inspection reminder after 10 → 14 days.',
      'FR-3: varroa threshold 20 → 15 mites a day.',
    ],
    (s) =>
      swap(
        swap(s, "hasn't been inspected for 10 days", "hasn't been inspected for 14 days"),
        'goes above 20 a day',
        'goes above 15 mites a day',
      ),
  );
  const v3 = revision(
    v2.text,
    3,
    [
      'Removed FR-5: offline mode (dropped: the club bought a mifi for the apiary; now a non-goal).',
    ],
    (s) =>
      swap(
        swap(s, /### FR-5: Offline mode\n[\s\S]*?(?=### FR-6)/, ''),
        '- Hive scales or sensors.\n',
        '- Hive scales or sensors.\n- Offline mode: dropped, the club bought a mifi for the apiary.\n',
      ),
  );
  const v4 = revision(
    v3.text,
    4,
    ['Added FR-7: members log swarm collections, with where and when.'],
    before('6. ', [
      '### FR-7: Swarm collections',
      '',
      '- **Priority:** P1 (Should)',
      '- **Statement:** Members can log a swarm they collected, with where and when.',
      '- **Source:** your message',
    ]),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [values!, v2],
    [offline!, v3],
    [swarm!, v4],
    [
      newsletter!,
      answer(
        "I can't turn the PRD into a newsletter article here: writing new prose like that needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
    [thanks!, answer('Glad to help!', 'smalltalk')],
  ]);
};

const donorday: Build = (c, v1) => {
  const [email, hospital, criteria, polish, shorter] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['FR-4: reminders by email instead of SMS (the SMS budget was cut).'],
    (s) => swap(s, 'Reminders go out by SMS 48 hours', 'Reminders go out by email 48 hours'),
  );
  const v3 = revision(
    v2.text,
    3,
    [
      'Removed FR-7: the message when a donation is issued to a hospital (out for now; now a non-goal).',
    ],
    (s) =>
      swap(
        swap(s, /### FR-7: Issued to a hospital\n[\s\S]*?(?=## 6\. )/, ''),
        '- Rewards or points.\n',
        '- Rewards or points.\n- A message when a donation is issued to a hospital (out for now).\n',
      ),
  );
  const v4 = revision(v3.text, 4, ['FR-3 (Donation interval): acceptance criteria added.'], (s) =>
    swap(
      s,
      '12 weeks for men, 16 weeks for women.\n',
      '12 weeks for men, 16 weeks for women.\n- **Acceptance criteria:** Given a male donor whose last donation was less than 12 weeks ago, when he tries to book, then the booking is blocked and he sees the first date he can book; given a female donor whose last donation was less than 16 weeks ago, when she tries to book, then the booking is blocked in the same way.\n',
    ),
  );
  const short = [
    '# Donorday: Product Requirements Document (short)',
    '',
    'Northern Blood Service donors book donation appointments on the web or in the app instead of by phone. Goal: slot fill rate up from 66% to 85% within a year.',
    '',
    '- FR-1: Book a 1-hour appointment at a session (town halls and the 3 donor centres).',
    '- FR-2: Eligibility questions before booking; an answer that may rule a donor out sends them to call donor services.',
    '- FR-3: No booking too soon after the last donation: 12 weeks for men, 16 weeks for women.',
    '- FR-4: Reminders by email 48 hours before the appointment.',
    "- FR-5: Session staff see the day's list on a tablet and mark who attended.",
    '- FR-6: Donors see their donation history and blood group.',
    '- Eligibility answers are deleted after the donation.',
    '- Not doing: plasma and platelet donation, rewards or points, the message when a donation is issued to a hospital (out for now).',
    '',
  ].join('\n');
  return new Map([
    [c.input.message, prd(v1)],
    [email!, v2],
    [hospital!, v3],
    [criteria!, v4],
    [
      polish!,
      answer(
        "I can't translate the PRD into Polish here: translation needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
    [shorter!, prd(short, 'format')],
  ]);
};

const permitpad: Build = (c, v1) => {
  const [fireWatch, suspend, criteria, records, onePager] = messages(c);
  const v2 = revision(v1, 2, ['FR-3: fire watch 60 → 30 minutes (the insurer changed it).'], (s) =>
    swap(s, 'a fire watch of 60 minutes', 'a fire watch of 30 minutes'),
  );
  const v3 = revision(
    v2.text,
    3,
    ['Added FR-7: anyone on site can suspend a permit if conditions change.'],
    before('6. ', [
      '### FR-7: Suspend a permit',
      '',
      '- **Priority:** P0 (Must)',
      '- **Statement:** Anyone on site can suspend a permit if conditions change (gas alarm, bad weather).',
      '- **Source:** your message',
    ]),
  );
  const v4 = revision(v3.text, 4, ['FR-4 (Gas test): acceptance criteria added.'], (s) =>
    swap(
      s,
      'entry is blocked if oxygen is below 19.5%.\n',
      'entry is blocked if oxygen is below 19.5%.\n- **Acceptance criteria:** Given a confined space permit with no gas test reading, when entry is attempted, then it is blocked; given a reading with oxygen below 19.5%, when entry is attempted, then it is blocked; given a reading of 19.5% or above, when entry is recorded, then the reading is stored with the permit.\n',
    ),
  );
  const short = [
    '# Permitpad: one-pager for site managers',
    '',
    'Permits to work for high-risk jobs on a tablet, with the checks built in. Goal: zero unclosed hot works permits at the next audit. Rollout: 3 sites in Q3.',
    '',
    '- Supervisors raise permits (hot works, confined space, work at height); you approve each one before work starts; a permit is valid for 8 hours at most.',
    '- Hot works: a fire watch of 30 minutes after the work ends before the permit can be closed.',
    '- Confined space: gas test before entry; entry is blocked if oxygen is below 19.5%.',
    '- Anyone on site can suspend a permit if conditions change (gas alarm, bad weather).',
    "- A live board shows the site's open permits; photos of the work area can be attached.",
    '- Closed permits and their audit trail are kept for 7 years.',
    '- Not included: contractor inductions, PPE stock control.',
    '',
  ].join('\n');
  return new Map([
    [c.input.message, prd(v1)],
    [fireWatch!, v2],
    [suspend!, v3],
    [criteria!, v4],
    [
      records!,
      answer(
        'Yes: NFR-1 says closed permits and their audit trail are kept for 7 years.',
        'question',
      ),
    ],
    [onePager!, prd(short, 'format')],
  ]);
};

const belaybook: Build = (c, v1) => {
  const [values, criteria, payments, refunds, thanks] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'FR-1: session cap 40 → 50 climbers (the new wing is open).',
      'FR-9: reminder email 24 hours → 1 hour before each session.',
    ],
    (s) =>
      swap(
        swap(s, 'at most 40 climbers per session', 'at most 50 climbers per session'),
        'goes out 24 hours before each session',
        'goes out 1 hour before each session',
      ),
  );
  const v3 = revision(v2.text, 3, ['FR-6 (Waitlist): acceptance criteria added.'], (s) =>
    swap(
      s,
      'has 30 minutes to claim the spot.\n',
      'has 30 minutes to claim the spot.\n- **Acceptance criteria:** Given a full session with a waitlist, when a booked climber cancels, then the first person on the waitlist gets an email; given that email, when 30 minutes pass without the spot being claimed, then the spot is offered to the next person on the waitlist.\n',
    ),
  );
  const v4 = revision(
    v3.text,
    4,
    [
      'FR-5: taster courses are booked online but paid at the desk; paying online is now a non-goal for v1.',
      'Soft launch moved from February to March.',
    ],
    (s) =>
      swap(
        swap(
          swap(
            s,
            'are bookable and payable online.',
            'are booked online; payment is taken at the desk.',
          ),
          '- The retail and cafe till (not in v1).\n',
          '- The retail and cafe till (not in v1).\n- Paying for taster courses online in v1 (people pay at the desk).\n',
        ),
        '- **MS-1** (February): Soft launch for members.',
        '- **MS-1** (March): Soft launch for members.',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [values!, v2],
    [criteria!, v3],
    [payments!, v4],
    [
      refunds!,
      answer(
        "The PRD doesn't cover refunds. Nothing is paid in the app in v1 (taster courses are paid at the desk), and cancelling is free up to 4 hours before a session; after that the session counts as used. Should I add refunds as an open question?",
        'question',
      ),
    ],
    [thanks!, answer('Glad it helps!', 'smalltalk')],
  ]);
};

const chargebay: Build = (c, v1) => {
  const [limit, offline, pilot, board, german] = messages(c);
  const v2 = revision(v1, 2, ['FR-2: weekly limit 2 → 3 bookings per person.'], (s) =>
    swap(s, 'at most 2 bookings per week', 'at most 3 bookings per week'),
  );
  const v3 = revision(
    v2.text,
    3,
    [
      'Added FR-8: offline mode (back in scope: the basement has no signal); removed from the non-goals.',
    ],
    (s) =>
      before('6. ', [
        '### FR-8: Offline mode',
        '',
        '- **Priority:** P0 (Must)',
        '- **Statement:** The app works without signal on the basement level (offline mode), so nobody gets stuck at the barrier.',
        '- **Source:** your message',
      ])(swap(s, '- Offline mode in v1 (skipped: too much work).\n', '')),
  );
  const v4 = revision(
    v3.text,
    4,
    [
      'Leeds pilot moved from 2 March to 16 March.',
      'FR-7 (Monthly usage report): priority P1 → P2.',
    ],
    (s) =>
      swap(
        swap(
          s,
          '- **MS-1** (2 March): Leeds pilot for 2 weeks',
          '- **MS-1** (16 March): Leeds pilot for 2 weeks',
        ),
        /(### FR-7: Monthly usage report\n\n- \*\*Priority:\*\*) P1 \(Should\)/,
        '$1 P2 (Could)',
      ),
  );
  const v5 = revision(
    v4.text,
    5,
    ['Added FR-9: a live board for facilities of which chargers are in use and by whom.'],
    before('6. ', [
      '### FR-9: Live charger board',
      '',
      '- **Priority:** P1 (Should)',
      '- **Statement:** Facilities see a live board of which chargers are in use and by whom.',
      '- **Source:** your message',
    ]),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [limit!, v2],
    [offline!, v3],
    [pilot!, v4],
    [board!, v5],
    [
      german!,
      answer(
        "I can't translate the PRD into German here: translation needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

const pantryline: Build = (c, v1) => {
  const [stock, cancel, delivery, launch, thanks] = messages(c);
  const v2 = revision(v1, 2, ['FR-8: low stock alert at 2 weeks → 10 days of supply.'], (s) =>
    swap(s, "drops below 2 weeks' supply", "drops below 10 days' supply"),
  );
  const v3 = revision(
    v2.text,
    3,
    ['Added FR-9: clients cancel or move their slot by replying to the reminder text.'],
    before('6. ', [
      '### FR-9: Cancel or move a slot',
      '',
      '- **Priority:** P1 (Should)',
      '- **Statement:** Clients can cancel or move their slot by replying to the reminder text.',
      '- **Source:** your message',
    ]),
  );
  const v4 = revision(
    v3.text,
    4,
    [
      "Added FR-10: home delivery for people who can't travel (back in scope: the rotary club is lending drivers); removed from the non-goals.",
    ],
    (s) =>
      before('6. ', [
        '### FR-10: Home delivery',
        '',
        '- **Priority:** P1 (Should)',
        "- **Statement:** Home delivery for people who can't travel, with drivers lent by the rotary club.",
        '- **Source:** your message',
      ])(
        swap(
          s,
          "- Home delivery for people who can't travel (not in this version: no drivers yet).\n",
          '',
        ),
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [stock!, v2],
    [cancel!, v3],
    [delivery!, v4],
    [
      launch!,
      answer(
        'Pantryline starts with the Thursday session on 5 May; Saturdays are added in June.',
        'question',
      ),
    ],
    [thanks!, answer("You're welcome!", 'smalltalk')],
  ]);
};

const tunewise: Build = (c, v1) => {
  const [priorities, window, payments, count, notes] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'FR-4 (Practice tasks): priority P1 → P2.',
      'FR-6 (Messaging): priority P1 → P0 (safeguarding wants it in the app, not on WhatsApp).',
    ],
    (s) =>
      swap(
        swap(s, /(### FR-4: Practice tasks\n\n- \*\*Priority:\*\*) P1/, '$1 P2'),
        '### FR-6: Messaging\n\n- **Priority:** P1\n- **Statement:** Messaging between parents and teachers inside the app.',
        '### FR-6: Messaging\n\n- **Priority:** P0\n- **Statement:** Messaging between parents and teachers inside the app (safeguarding: in the app, not on WhatsApp).',
      ),
  );
  const v3 = revision(v2.text, 3, ['FR-3: cancellation window 48 → 24 hours.'], (s) =>
    swap(s, 'up to 48 hours before', 'up to 24 hours before'),
  );
  const v4 = revision(
    v3.text,
    4,
    [
      'Removed FR-5: paying the termly invoice in the app (not in v1: invoices stay with the office; now a non-goal).',
    ],
    (s) =>
      swap(
        swap(
          swap(
            swap(
              swap(s, /### FR-5: Termly invoice\n[\s\S]*?(?=### FR-6)/, ''),
              '- Group classes and orchestra.\n',
              '- Group classes and orchestra.\n- Paying the termly invoice in the app in v1 (invoices stay with the office).\n',
            ),
            'practice tasks, payments and messaging.',
            'practice tasks and messaging.',
          ),
          'Book and cancel lessons, pay and message the teacher.',
          'Book and cancel lessons and message the teacher.',
        ),
        '- Card payments go through Stripe, which the school already uses for the website.',
        '- Card payments through Stripe are not needed in v1 (no payments in the app).',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [priorities!, v2],
    [window!, v3],
    [payments!, v4],
    [
      count!,
      answer(
        'There are 6 functional requirements: FR-1 Lesson booking, FR-2 Register, FR-3 Cancellations and make-up credits, FR-4 Practice tasks, FR-6 Messaging and FR-7 Practice clips (FR-5, paying in the app, was removed). There are also 2 non-functional requirements.',
        'question',
      ),
    ],
    [
      notes!,
      answer(
        "I can't write release notes here: writing new prose like that needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

const fixflow: Build = (c, v1) => {
  const [exportMust, threshold, ebike, criteria, thanks] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'FR-7 (CSV export): priority P2 → P0 (the accountant takes nothing else).',
      'Bath launch moved from May to June.',
    ],
    (s) =>
      swap(
        swap(
          s,
          '- **Priority:** P2 (Could)\n- **Statement:** Jobs are exported to CSV for the accountant (nice to have).',
          '- **Priority:** P0 (Must)\n- **Statement:** Jobs are exported to CSV for the accountant (the accountant takes nothing else).',
        ),
        '- **MS-1** (May): Launch in Bath first.',
        '- **MS-1** (June): Launch in Bath first.',
      ),
  );
  const v3 = revision(
    v2.text,
    3,
    [
      'FR-3: quote approval threshold £30 → £50.',
      'Added FR-9: mechanics attach photos of worn parts to the quote.',
    ],
    (s) =>
      before('6. ', [
        '### FR-9: Photos of worn parts',
        '',
        '- **Priority:** P1 (Should)',
        '- **Statement:** Mechanics attach photos of worn parts to the quote.',
        '- **Source:** your message',
      ])(swap(s, 'over by more than £30', 'over by more than £50')),
  );
  const v4 = revision(
    v3.text,
    4,
    [
      'Added FR-10: e-bike battery diagnostics (back in scope: a specialist was hired); removed from the non-goals.',
    ],
    (s) =>
      before('6. ', [
        '### FR-10: E-bike battery diagnostics',
        '',
        '- **Priority:** P1 (Should)',
        '- **Statement:** Customers can book e-bike battery diagnostics as a service (a specialist has been hired).',
        '- **Source:** your message',
      ])(swap(s, '- E-bike battery diagnostics.\n', '')),
  );
  const v5 = revision(v4.text, 5, ['FR-5 (Uncollected bikes): acceptance criteria added.'], (s) =>
    swap(
      s,
      'a storage fee of £5 a day applies after 30 days.\n',
      'a storage fee of £5 a day applies after 30 days.\n- **Acceptance criteria:** Given a bike marked ready to collect, when it has not been collected after 14 days, then the customer gets a reminder; given a bike still not collected after 30 days, when each further day passes, then a storage fee of £5 is added to the job.\n',
    ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [exportMust!, v2],
    [threshold!, v3],
    [ebike!, v4],
    [criteria!, v5],
    [thanks!, answer('Cheers!', 'smalltalk')],
  ]);
};

const roomready: Build = (c, v1) => {
  const [pilot, retention, minibar, criteria, portuguese] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'Alfama pilot moved from 1 June to 1 July (the Mews sandbox was late).',
      'FR-7 (Guest requests): priority P2 → P1.',
    ],
    (s) =>
      swap(
        swap(
          s,
          '- **MS-1** (1 June): Pilot at the Alfama hotel.',
          '- **MS-1** (1 July): Pilot at the Alfama hotel.',
        ),
        /- \*\*Priority:\*\* P2 \(Could\)\n(- \*\*Statement:\*\* Guests ask for extra towels[^\n]*) \(nice to have\)\./,
        '- **Priority:** P1 (Should)\n$1.',
      ),
  );
  const v3 = revision(v2.text, 3, ['FR-5: lost & found items kept 90 → 60 days.'], (s) =>
    swap(s, 'and kept 90 days.', 'and kept 60 days.'),
  );
  const v4 = revision(
    v3.text,
    4,
    ["Removed FR-6: minibar counts (not in v1: F&B isn't ready; now a non-goal)."],
    (s) =>
      swap(
        swap(s, /### FR-6: Minibar counts\n[\s\S]*?(?=### FR-7)/, ''),
        '- Staff scheduling and rota (a tool exists for that).\n',
        "- Staff scheduling and rota (a tool exists for that).\n- Minibar counts in v1 (F&B isn't ready).\n",
      ),
  );
  const v5 = revision(v4.text, 5, ['FR-4 (Maintenance issues): acceptance criteria added.'], (s) =>
    swap(
      s,
      'and maintenance gets them straight away.\n',
      'and maintenance gets them straight away.\n- **Acceptance criteria:** Given an attendant in a room with a maintenance issue, when they report it with a photo, then maintenance gets the report with the photo and the room number straight away; given a report without a photo, when it is sent, then the attendant is asked to add one.\n',
    ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [pilot!, v2],
    [retention!, v3],
    [minibar!, v4],
    [criteria!, v5],
    [
      portuguese!,
      answer(
        "I can't translate the PRD into Portuguese here: translation needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

/**
 * The faithful replies of the dev set's conversations, by case: each follow-up's message to the
 * reply a good writer gives (a revision made from the draft fixture, an answer, a decline).
 */
export const CONVERSATIONS: Record<string, Build> = {
  'dev-conv-acceptance': gangway,
  'dev-conv-scope': fieldnote,
  'dev-conv-second-prd': plotshare,
  'dev-conv-values': swellbook,
  'dev-uploaded-prd': courtside,
  'dev-uploaded-word-rows': tillpoint,
  'dev-uploaded-markdown': queuebee,
  'dev-uploaded-german-table': regiokorb,
  'dev-more-conv-reminders': pawpost,
  'dev-b3c-member-portal': anchorpay,
  'dev-b3c-grants-portal': grantleaf,
  'dev-b3c-laundry-chat': spinslot,
  'dev-b3c-hive-inspections': hivelog,
  'dev-b3c-blood-donation': donorday,
  'dev-b3c-permit-to-work': permitpad,
  'dev-b4e-climbing-wall': belaybook,
  'dev-b4e-ev-chargers': chargebay,
  'dev-b4e-food-bank': pantryline,
  'dev-b4e-music-school': tunewise,
  'dev-b4e-bike-workshop': fixflow,
  'dev-b4e-hotel-housekeeping': roomready,
  ...BATCH6_CONVERSATIONS,
};
