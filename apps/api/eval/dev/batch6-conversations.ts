import type { EvalCase } from '../types.js';
import { answer, prd, revision, swap, type Reply } from './faithful.js';

type Build = (c: EvalCase, v1: string) => Map<string, Reply>;

const messages = (c: EvalCase) => c.followUps!.map((t) => t.message);

/** Inserts an H3 block (an FR) before the given numbered section. */
const before = (section: string, block: string[]) => (s: string) =>
  swap(s, `\n## ${section}`, `\n${block.join('\n')}\n\n## ${section}`);

// Batch 6 (h): batch6-h.ts.

const dipper: Build = (c, v1) => {
  const [cap, declaration, welsh] = messages(c);
  const v2 = revision(v1, 2, ['FR-2: swim cap 12 → 15 per swim (a third lead).'], (s) =>
    swap(
      swap(
        s,
        'at most 12 per swim (what 2 leads can watch)',
        'at most 15 per swim (there is a third lead now)',
      ),
      'Given a swim with 12 members signed up',
      'Given a swim with 15 members signed up',
    ),
  );
  const v3 = revision(
    v2.text,
    3,
    ['Added FR-8: a yearly cold-water health declaration before the first swim.'],
    before('6. ', [
      '### FR-8: Health declaration',
      '',
      '- **Priority:** P0 (Must)',
      '- **Statement:** Everyone ticks the cold-water health declaration once a year, before their first swim of the year.',
      '- **Acceptance criteria:** Given a member who has not ticked the health declaration this year, when they sign up for a swim, then they are asked to tick it first.',
      '- **Source:** your message',
    ]),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [cap!, v2],
    [declaration!, v3],
    [
      welsh!,
      answer(
        "I can't translate the PRD into Welsh here: translation needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

const hopalong: Build = (c, v1) => {
  const [reminders, cutoff, pilot] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['Removed FR-4: text reminders (most passengers only have landlines); now a non-goal.'],
    (s) =>
      swap(
        swap(
          swap(s, /### FR-4: Reminder\n[\s\S]*?(?=### FR-5)/, ''),
          '- The volunteer car scheme: not in the first version; phase 2.\n',
          '- The volunteer car scheme: not in the first version; phase 2.\n- Text reminders: most passengers only have landlines.\n',
        ),
        ', is reminded the evening before,',
        ',',
      ),
  );
  const v3 = revision(
    v2.text,
    3,
    ['Pilot on the Tuesday market runs moved from March to April.'],
    (s) =>
      swap(
        s,
        '- **MS-1** (March): Pilot on the Tuesday market runs.',
        '- **MS-1** (April): Pilot on the Tuesday market runs.',
      ),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [reminders!, v2],
    [
      cutoff!,
      answer(
        'FR-1: bookings close at 2pm the day before the ride; passengers can book up to 7 days ahead.',
        'question',
      ),
    ],
    [pilot!, v3],
  ]);
};

/** The faithful replies of batch 6's conversations, by case (in the dev set's order). */
export const BATCH6_CONVERSATIONS: Record<string, Build> = {
  'dev-b6h-conv-signal-swim-club': dipper,
  'dev-b6h-conv-telegram-dial-a-ride': hopalong,
};
