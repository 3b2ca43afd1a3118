import { fr, inSection, nonGoal, notIn, notRequired, persona, req } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// Our plan beside a table of what competitors do: their prices, sync times and plan limits are
// context, never our goals or requirements.
const BRIEF = `Punchcard — time tracking for freelance translators. Competitive notes + our plan.

What the others do (from their pricing pages, Jan):
| | Toggl Track | Harvest | Clockify |
|---|---|---|---|
| Price / user / month | $10 | $12 | $4.99 |
| Free tier | 5 users | 1 user, 2 projects | unlimited |
| Word-count billing | no | no | no |
| Offline timer | yes | partial | yes |

Harvest also advertises "sync in under 3 seconds" and 99.99% uptime.

Our plan:
- Translators start a timer per job, or log a job by word count instead of time.
- An invoice is built from a client's logged jobs, with rates per word or per hour set per client.
- Jobs can be imported from a CAT tool export (Trados, memoQ) as a CSV.
- The timer keeps running offline.
- Price: one plan, €7 a month.

We're not building team features — solo freelancers only.

Goal: 2,000 paying translators in the first year.`;

export const competitorComparison: EvalCase = {
  name: 'dev-competitor-comparison',
  description: 'A competitor table with their prices and claims; only our plan is requirements.',
  input: { message: BRIEF },
  expect: {
    productName: 'Punchcard',
    notProductName: ['Toggl Track', 'Harvest', 'Clockify'],
    facts: [
      fr('a timer per job, or a job logged by word count', /timer|word count/, /job/),
      fr('invoices with per-word or per-hour rates per client', /invoice/, /rate/),
      fr('import jobs from a CAT tool CSV', /import/, /csv|trados|memoq|cat tool/),
      req('the timer runs offline', /offline/),
      fr('one plan at €7 a month', /€ ?7\b|7 ?€/),
      nonGoal('no team features', /team/),
      persona('freelance translators', /translator/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '2,000 paying translators in the first year',
        /2,?000/,
      ),
    ],
    forbidden: [
      notIn(
        [
          'Problem and goals',
          'Functional requirements',
          'Non-functional requirements',
          'Success metrics',
          'TL;DR',
        ],
        "a competitor's price as ours",
        /\$ ?(10|12|4\.99)\b/,
        'other',
      ),
      notIn(
        [
          'Problem and goals',
          'Functional requirements',
          'Non-functional requirements',
          'Success metrics',
        ],
        "Harvest's sync time or uptime as our target",
        /under 3 seconds|99\.99/,
        'other',
      ),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a table header or row as a requirement',
        /price \/ user|free tier|\| *yes|\| *no/,
        'chatter',
      ),
      notRequired('team features', /(?<!no |not )team features/),
    ],
    requirements: { min: 3, max: 7 },
  },
};
