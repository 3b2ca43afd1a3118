import { fr, nonGoal, notIn, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `Plotshare — bookings for the Eastfield community garden (48 raised beds, 12 allotment plots).

Members book a raised bed for a season (March to October) online; allotment plots go by waiting list, oldest request first. Members who don't visit their bed for 4 weeks get a reminder, and after 8 weeks the committee can give the bed to the next person. Watering rota: members sign up for one evening a week in summer.

No payments online (the £15 season fee is paid in cash at the AGM).`;

/** A question about the PRD, a second PRD for another thing, then thanks. */
export const convSecondPrd: EvalCase = {
  name: 'dev-conv-second-prd',
  description:
    'A community garden brief, then: a question about it, a second PRD for the tool shed, thanks.',
  input: { message: BRIEF },
  expect: {
    productName: 'Plotshare',
    facts: [
      fr('book a raised bed for a season', /raised bed/, /season/),
      fr('allotment plots by waiting list, oldest first', /waiting list/),
      fr('reminder after 4 weeks, reassigned after 8', /\b4 weeks\b/),
      fr('watering rota one evening a week', /rota|watering/),
      nonGoal('no online payments', /payment/),
      persona('members', /member/),
    ],
    requirements: { min: 3, max: 7 },
  },
  followUps: [
    {
      message: 'What happens in the PRD when someone stops showing up to their bed?',
      expect: {
        intent: 'question',
        kind: 'answer',
        citesRequirement: true,
        mentions: [/\b4 weeks\b/, /\b8 weeks\b/],
        maxChars: 2_000,
      },
    },
    {
      message:
        'now write a second PRD for the tool shed: Toolshed, members borrow tools (mowers, strimmers, wheelbarrows) for up to 3 days by scanning the QR tag on the tool, and anyone with a late return cannot borrow again until it is back',
      expect: {
        intent: 'replace',
        kind: 'prd',
        productName: 'Toolshed',
        facts: [
          fr('borrow a tool for up to 3 days by scanning its tag', /borrow/, /\b(3|three) days\b/),
          fr('a late return blocks new loans', /late/),
        ],
        forbidden: [
          notIn(
            ['Title', 'TL;DR', 'Functional requirements'],
            'the garden beds carried into the tool shed PRD',
            /raised bed|allotment|watering rota/,
            'other',
          ),
        ],
      },
    },
    { message: 'great, thanks!', expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 } },
  ],
};
