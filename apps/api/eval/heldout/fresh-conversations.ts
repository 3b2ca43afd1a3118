import { answer, prd, revision, swap, type Reply } from '../dev/faithful.js';
import type { EvalCase } from '../types.js';

type Build = (c: EvalCase, v1: string) => Map<string, Reply>;

const messages = (c: EvalCase) => c.followUps!.map((t) => t.message);

const printdrop: Build = (c, v1) => {
  const [limit, criteria, french] = messages(c);
  const v2 = revision(v1, 2, ['FR-1: files per job 10 → 20.'], (s) =>
    swap(s, 'up to 10 files per job', 'up to 20 files per job'),
  );
  const v3 = revision(v2.text, 3, ['FR-2: acceptance criteria added.'], (s) =>
    swap(
      s,
      'is deleted if nobody releases it.\n',
      'is deleted if nobody releases it.\n- **Acceptance criteria:** Given a job not released within 24 hours, when the 24 hours are up, then it is deleted and the student is not charged anything for it.\n',
    ).replace('1. What are the acceptance criteria for a job that expires?', '1. _None._'),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [limit!, v2],
    [criteria!, v3],
    [
      french!,
      answer(
        "I can't translate the PRD into French here: translation needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

// The third part's conversations (third-batch.ts).

const plotline: Build = (c, v1) => {
  const [values, criteria, priorities, italian] = messages(c);
  const v2 = revision(
    v1,
    2,
    ['FR-2: days to accept an offer 14 → 10.', 'FR-3: half plot rent £35 → £40.'],
    (s) =>
      swap(
        swap(s, 'has 14 days to accept', 'has 10 days to accept'),
        'not accepted within 14 days',
        'not accepted within 10 days',
      ).replaceAll('£35', '£40'),
  );
  const v3 = revision(v2.text, 3, ['FR-4 (Plot inspections): acceptance criteria added.'], (s) =>
    swap(
      s,
      'and mark it Good, Needs work or Neglected.\n',
      "and mark it Good, Needs work or Neglected.\n- **Acceptance criteria:** Given an inspection without a photo, when the site rep tries to save it, then it can't be saved; given a saved inspection, when it is saved, then the plot holder gets an email with the result.\n",
    ).replace('1. What are the acceptance criteria for a plot inspection?', '1. _None._'),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [values!, v2],
    [criteria!, v3],
    [
      priorities!,
      answer(
        'The must-haves (P0) are FR-1 (waiting list), FR-2 (plot offers), FR-3 (rent) and FR-4 (plot inspections). The noticeboard is not one of them: FR-6 is P2 (Could). FR-5 (warning letters) is P1.',
        'question',
      ),
    ],
    [
      italian!,
      answer(
        "I can't translate the PRD into Italian here: translation needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

const pitchbook: Build = (c, v1) => {
  const [drop, add, shorter, thanks] = messages(c);
  const v2 = revision(v1, 2, ['Removed FR-5: Changing rooms (not in v1, now a non-goal).'], (s) =>
    swap(
      swap(s, /### FR-5: Changing rooms\n[\s\S]*?(?=### FR-6)/, ''),
      '- 3G and astro pitches.\n',
      '- 3G and astro pitches.\n- Changing rooms as a booking add-on: not in v1.\n',
    ),
  );
  const season = [
    '### FR-7: Season booking',
    '',
    '- **Priority:** P1 (Should)',
    '- **Statement:** Clubs can book the same weekly slot for the whole season in one go.',
    '- **Acceptance criteria:** Given a club with a season permit, when it books a weekly slot for the season, then every week of the season is booked at once.',
    '- **Source:** your message',
    '',
    '## 6. ',
  ].join('\n');
  const v3 = revision(
    v2.text,
    3,
    ['Added FR-7: Season booking (the same weekly slot for the whole season).'],
    (s) => swap(s, '## 6. ', season),
  );
  const short = `# Pitchbook: one-pager

Clubs and residents book Ashby District Council's 14 grass pitches online instead of phoning the sports office.

- 2-hour slots between 9:00 and 21:00; after 17:00 only on the 4 floodlit pitches.
- Clubs with a season permit book up to 10 weeks ahead, residents up to 2 weeks.
- Clubs can book the same weekly slot for the whole season in one go.
- Card payment when booking: £45 a slot, £30 for junior teams.
- A closed pitch means a text and an automatic full refund for everyone booked.
- The grounds team sees the day's bookings per pitch on a tablet.

Not doing: league fixtures, 3G and astro pitches, changing rooms (not in v1).
Goal: 60% of bookings online in the first season. Pilot at Meadow Lane in August.
`;
  return new Map([
    [c.input.message, prd(v1)],
    [drop!, v2],
    [add!, v3],
    [shorter!, prd(short, 'format')],
    [thanks!, answer("You're welcome!", 'smalltalk')],
  ]);
};

/** The faithful replies of the second part's conversations, by case. */
export const FRESH_CONVERSATIONS: Record<string, Build> = {
  'heldout-fresh-conv-print': printdrop,
  'heldout-third-conv-allotments': plotline,
  'heldout-third-conv-pitches': pitchbook,
};
