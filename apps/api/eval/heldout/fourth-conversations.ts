import { answer, prd, revision, swap, type Reply } from '../dev/faithful.js';
import type { EvalCase } from '../types.js';

type Build = (c: EvalCase, v1: string) => Map<string, Reply>;

const messages = (c: EvalCase) => c.followUps!.map((t) => t.message);

const spinslot: Build = (c, v1) => {
  const [longer, criteria, question, announcement] = messages(c);
  const v2 = revision(v1, 2, ['FR-1: washer slots 60 → 75 minutes.'], (s) =>
    swap(s, 'a 60-minute slot', 'a 75-minute slot'),
  );
  const v3 = revision(
    v2.text,
    3,
    ['FR-6 (Machines out of order): acceptance criteria added.'],
    (s) =>
      swap(
        s,
        'which cancels its bookings and tells the students affected.\n',
        "which cancels its bookings and tells the students affected.\n- **Acceptance criteria:** Given a machine marked out of order, when its bookings are cancelled, then every student affected gets a push notification within 5 minutes, and the machine can't be booked until staff mark it working again.\n",
      ).replace(
        '1. What are the acceptance criteria for a machine marked out of order?',
        '1. _None._',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [longer!, v2],
    [criteria!, v3],
    [
      question!,
      answer(
        "FR-4 covers it: if the student doesn't start the machine within 15 minutes of the slot starting, the slot goes back to the pool and other students can book it.",
        'question',
      ),
    ],
    [
      announcement!,
      answer(
        "I can't write the launch announcement for the hall newsletter here: marketing copy needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

const tripslip: Build = (c, v1) => {
  const [drop, add, polish] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['Removed FR-5: Instalments (now a non-goal).', 'FR-3: maximum per trip £60 → £80.'],
    (s) =>
      swap(
        swap(s, /### FR-5: Instalments\n[\s\S]*?(?=### FR-6)/, ''),
        '- Clubs and wraparound care bookings.\n',
        '- Clubs and wraparound care bookings.\n- Paying in instalments (dropped: finance said no).\n',
      ).replaceAll('£60', '£80'),
  );
  const medical = [
    '### FR-8: Medical info and emergency contact',
    '',
    '- **Priority:** P0 (Must)',
    '- **Statement:** With the consent, parents fill in medical info and an emergency contact; the teacher can see them on the trip day even with no signal.',
    '- **Acceptance criteria:** Given a trip day with no signal, when the teacher opens the trip, then every child’s medical info and emergency contact are shown.',
    '- **Source:** your message',
    '',
    '## 6. ',
  ].join('\n');
  const v3 = revision(
    v2.text,
    3,
    [
      'Added FR-8: Medical info and emergency contact with the consent, seen offline on the trip day.',
    ],
    (s) => swap(s, '## 6. ', medical),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [drop!, v2],
    [add!, v3],
    [
      polish!,
      answer(
        "I can't translate the PRD into Polish here: translation needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

/** The faithful replies of the fourth held-out part's conversations, by case. */
export const FOURTH_CONVERSATIONS: Record<string, Build> = {
  'heldout-fourth-conv-laundry': spinslot,
  'heldout-fourth-conv-trips': tripslip,
};
