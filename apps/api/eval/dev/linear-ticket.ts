import {
  BODY,
  conflict,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A Linear issue copied whole: its fields, labels, a description with a checklist, and comments
// (one changes the retry schedule, one is a bot linking a pull request).
const TICKET = `BIL-482  Dunning: automatic retries and reminder emails for failed card payments
Status: In Progress
Priority: High
Assignee: Femi Adebayo
Labels: billing, growth, Q2
Project: Billbird — Revenue recovery
Cycle: Cycle 14 (Apr 7 – Apr 20)
Estimate: 5 points
Created by Clara Jensen · 12 days ago

Description
Billbird customers (small agencies invoicing their clients) lose revenue when a client's card payment fails and nobody follows up. About 9% of card payments fail on the first try.

Scope
- [ ] Retry a failed card payment automatically on day 1, 3 and 5 after the failure
- [ ] Email the paying client after each failed attempt with a link to update their card
- [ ] The agency can edit the wording of the reminder emails per workspace
- [ ] After the last retry fails, mark the invoice "Past due" and notify the agency owner
- [ ] Dashboard tile: amount recovered this month

Out of scope: SMS reminders. Pausing the client's access to anything (we don't host their services).

Success: recover 40% of failed payments within 14 days.

Comments
Clara Jensen · 10 days ago
Payments team says day 1/3/5 is too aggressive for the card networks. Retry on day 2, 5 and 9 instead.
Femi Adebayo · 10 days ago
👍 updated the plan to 2/5/9
GitHub · 6 days ago
Femi Adebayo linked pull request #1193 "feat(dunning): retry scheduler"
Tomás Ruiz · 2 days ago
Do we respect the client's timezone for when the emails go out? Nobody has decided that.
Clara Jensen · 1 day ago
Also: emails must include the unsubscribe footer, legal requirement.
Priya Shah · 1 day ago
Sales promised agencies the reminders go out from the agency's own email domain.
Marek Zielinski · 20 hours ago
Security won't allow sending from customer domains, all email has to go from billbird.com. Needs a decision.`;

export const linearTicket: EvalCase = {
  name: 'dev-linear-ticket',
  description:
    'A Linear issue: fields, labels, checklist, out-of-scope line, comments that change it.',
  input: { message: TICKET },
  expect: {
    productName: 'Billbird',
    facts: [
      fr('retries on day 2, 5 and 9', /\b2\b/, /\b5\b/, /\b9\b/, /retr/),
      fr('email the client after each failed attempt with a card link', /email/, /card/),
      fr('agency edits the reminder wording', /wording|edit|template/, /remind|email/),
      fr('past due after the last retry, agency owner notified', /past due/),
      fr('dashboard tile: amount recovered', /recovered/),
      req('unsubscribe footer in the emails', /unsubscribe/),
      nonGoal('no SMS reminders', /sms/),
      nonGoal('no pausing the client access', /paus/),
      persona('agencies', /agenc/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'recover 40% within 14 days',
        /40 ?%/,
        /\b14 days\b/,
      ),
      openQuestion('timezone of the emails', /time ?zone/),
      conflict(
        "sender domain: the agency's own (Sales) or billbird.com (Security)",
        /domain/,
        /sales/,
        /security/,
      ),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded day 1, 3, 5 schedule',
        /\b1, 3,? (and )?5\b|1\/3\/5/,
        'stale',
      ),
      notRequired('SMS reminders', /(?<!no |not )sms/),
      notIn(
        BODY,
        'ticket fields',
        /status: in progress|assignee|estimate: 5|cycle 14|labels:/,
        'chatter',
      ),
      notIn(
        BODY,
        'the bot comment and pull request',
        /pull request|#1193|retry scheduler/,
        'chatter',
      ),
      notIn(BODY, 'comment bylines', /days ago/, 'chatter'),
      notIn('Title', 'the ticket id as the name', /bil-482/, 'invented'),
    ],
    requirements: { min: 4, max: 10 },
  },
};
