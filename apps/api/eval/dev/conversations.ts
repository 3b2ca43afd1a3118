import type { EvalCase } from '../types.js';
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
};
