import { answer, prd, readFixture, revision, swap, type Reply } from '../dev/faithful.js';
import type { EvalCase } from '../types.js';
import { FOURTH_CONVERSATIONS } from './fourth-conversations.js';
import { FRESH_CONVERSATIONS } from './fresh-conversations.js';

type Build = (c: EvalCase, v1: string) => Map<string, Reply>;

const messages = (c: EvalCase) => c.followUps!.map((t) => t.message);

const lanetime: Build = (c, v1) => {
  const [values, criteria, cheers] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['FR-1: bookable 3 → 5 days ahead.', 'FR-3: no-show ban 7 → 14 days.'],
    (s) =>
      s
        .replaceAll('up to 3 days ahead', 'up to 5 days ahead')
        .replace('more than 3 days ahead', 'more than 5 days ahead')
        .replaceAll('for 7 days', 'for 14 days'),
  );
  const v3 = revision(v2.text, 3, ['FR-2: acceptance criteria added.'], (s) =>
    swap(
      s,
      'takes at most 6 swimmers.\n',
      'takes at most 6 swimmers.\n- **Acceptance criteria:** Given a full lane, when a swimmer tries to book it, then it shows as full and the next lane of the same speed with space is offered.\n',
    ).replace('1. What does a swimmer see when every lane of their speed is full?', '1. _None._'),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [values!, v2],
    [criteria!, v3],
    [cheers!, answer('Glad it helps!', 'smalltalk')],
  ]);
};

const shipnote: Build = (c, v1) => {
  const [out, question, german] = messages(c);
  const v2 = revision(
    v1,
    2,
    [
      'Removed FR-4: Offline mode at the quay (now a non-goal).',
      'Pilot moved from September to November.',
    ],
    (s) =>
      swap(
        swap(
          swap(s, /### FR-4: Offline mode at the quay\n[\s\S]*?(?=## 6\. )/, ''),
          '- **MS-1** (September)',
          '- **MS-1** (November)',
        ),
        '- Invoicing shippers.\n',
        '- Invoicing shippers.\n- An offline mode for drivers at the quay.\n',
      ).replace(/### Drivers\n\n- Photograph seals and container numbers at the quay\.\n\n/, ''),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [out!, v2],
    [
      question!,
      answer(
        'FR-2 (Tariff codes): each line gets an HS code suggested from the product description, and a customs clerk confirms or changes it.',
        'question',
      ),
    ],
    [
      german!,
      answer(
        "I can't translate the PRD into German here (that needs an AI model, which isn't configured); it is unchanged.",
        'format',
      ),
    ],
  ]);
};

const crumb: Build = (c, v1) => {
  const [tighten, second, thanks] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['Non-goals tightened: delivery and loyalty points are excluded outright.'],
    (s) =>
      swap(
        s,
        '- Delivery, for now.\n- Loyalty points.\n',
        '- No delivery of any kind: every order is picked up in a shop.\n- No loyalty points, stamps or discounts.\n',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [tighten!, v2],
    [second!, prd(readFixture(import.meta.dirname, 'heldout-conv-bakery-trade'), 'replace')],
    [thanks!, answer("You're welcome!", 'smalltalk')],
  ]);
};

const stagepass: Build = (c, v1) => {
  const [update] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['Removed SP-5: Same-day accreditation (kiosk dropped).', 'SP-2: priority Medium → High.'],
    (s) =>
      swap(
        swap(s, /### SP-5: Same-day accreditation\n[\s\S]*?(?=## 6\. )/, ''),
        /(### SP-2: Personal accreditation\n\n- \*\*Priority:\*\*) Medium/,
        '$1 High',
      ).replace(
        '- Parking permits.\n',
        '- Parking permits.\n- Same-day accreditation at a stage door kiosk (dropped).\n',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [update!, v2],
  ]);
};

/** The faithful replies of the held-out conversations, by case. */
export const CONVERSATIONS: Record<string, Build> = {
  'heldout-uploaded-prd': stagepass,
  'heldout-conv-pool': lanetime,
  'heldout-conv-freight': shipnote,
  'heldout-conv-bakery': crumb,
  ...FRESH_CONVERSATIONS,
  ...FOURTH_CONVERSATIONS,
};
