import {
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';

// A competitor comparison table with prices, then what we build. The prices are context: our
// pricing is explicitly undecided, so no competitor's price may become a goal or a requirement.
const NOTES = `Bookwell - scheduling for independent salons. Competitive notes + what we want for the relaunch

I spent last week signing up for the three tools our salon owners keep mentioning. Quick comparison:

| | Fresha | Booksy | Vagaro |
|---|---|---|---|
| Price | free + 20% fee on new clients | $29.99/mo + $20 per extra staff | $30/mo, $10 per extra calendar |
| Two-way Google Calendar sync | no | yes | yes |
| SMS reminders | yes | yes | paid add-on |
| Deposits / no-show fees | yes | yes | yes |
| Intake forms | no | no | yes |
| Waitlist | no | yes | yes |

Takeaways: everyone does reminders and deposits, those are table stakes. Vagaro's intake forms are nice but our owners (hair, nails, barbers) never asked for them. The prices are there for context only: pricing for Bookwell is Finance's call and not decided yet, so don't put numbers on it.

What we're building (relaunch in Q2):
- Two-way sync with Google Calendar and Outlook, so owners can block personal time from their phone calendar.
- SMS + email reminders 24h before the appointment, with reply-to-confirm.
- Deposits at booking through Stripe; the owner sets the amount per service; a no-show forfeits the deposit.
- Buffer time per service (e.g. 15 min to clean up after a colour).
- Waitlist: when a slot opens, the first waitlisted client gets an SMS.

Not doing: intake forms, and a marketplace where new clients discover salons (that's Fresha's game, not ours).

Goals: cut no-shows for our salons from ~12% to under 5%. Keep monthly churn of paying salons under 2%.

Open: do we charge for SMS or include it? Ties into pricing.`;

/** Where a competitor's price would be a target, a commitment or the plan. */
const OURS: SectionName[] = [
  'Title',
  'TL;DR',
  'Problem and goals',
  'Functional requirements',
  'Non-functional requirements',
  'Success metrics',
  'Milestones',
];

export const competitorComparison: EvalCase = {
  name: 'heldout-competitor-comparison',
  description: "A competitor comparison whose prices must not become Bookwell's goals.",
  input: { message: NOTES },
  expect: {
    productName: 'Bookwell',
    notProductName: ['Fresha', 'Booksy', 'Vagaro'],
    facts: [
      fr('two-way sync with Google Calendar and Outlook', /sync/, /google|outlook/),
      fr('SMS and email reminders 24h before, reply to confirm', /remind/, /\b24 ?(h|hours?)\b/),
      fr(
        'deposits through Stripe, amount per service, forfeited on a no-show',
        /deposit/,
        /stripe|per service|forfeit/,
      ),
      fr('buffer time per service', /buffer/),
      fr('waitlist: the first waitlisted client gets an SMS', /waitlist/),
      nonGoal('no intake forms', /intake/),
      nonGoal('no client marketplace', /marketplace|discover/),
      inSection(
        ['Problem and goals', 'Success metrics'],
        'no-shows from ~12% to under 5%',
        /no-?shows?/,
        /\b5 ?%/,
      ),
      inSection(
        ['Problem and goals', 'Success metrics'],
        'monthly churn under 2%',
        /churn/,
        /\b2 ?%/,
      ),
      openQuestion('pricing is undecided (Finance)', /pric/),
      openQuestion('charge for SMS or include it', /sms/, /charge|includ|pric/),
      inSection(['Milestones'], 'relaunch in Q2', /\bq2\b/),
      persona('salon owners', /owner/),
      persona('clients', /client/),
    ],
    forbidden: [
      notIn(
        OURS,
        "a competitor's price as our goal or requirement",
        /\$ ?(29\.99|30|20|10)\b|20 ?% fee/,
        'other',
      ),
      notRequired('intake forms', /intake/),
      notRequired('a client marketplace', /marketplace/),
    ],
  },
};
