import {
  BODY,
  chatter,
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

// A Jira story pasted whole: key, metadata fields, links, numbered acceptance criteria, an
// "Out of scope" list and comments with dates.
const TICKET = `Project: Hourglass (HGL)
HGL-1432  Export timesheets to CSV / Excel
Type: Story    Priority: High    Status: To Do
Reporter: Sam Whitfield    Assignee: Unassigned
Sprint: HGL Sprint 42    Story Points: 8
Labels: payroll, export, customer-request
Components: Web app, Reports
Linked issues: blocks HGL-1390 (Payroll integration), relates to SUP-2231

Description
As a payroll admin I want to export approved timesheets so I can load them into our payroll system without retyping hours.

Today customers screenshot the weekly report and retype it; 14 of our top 20 accounts asked for this in Q3.

Acceptance criteria
1. Given I'm an admin or have the Payroll role, when I open Reports > Timesheets, then I see an Export button. Other roles don't see it.
2. I can pick a date range (max 12 months) and one or more teams.
3. Formats: CSV and XLSX.
4. Only approved timesheets are exported; the export says how many pending ones were left out.
5. Exports over 10,000 rows are built in the background and we email a download link when ready. The link expires after 7 days.
6. Dates and decimals follow the workspace locale.

Out of scope
- PDF export
- Scheduled / recurring exports (separate ticket HGL-1501)

Comments
Sam Whitfield - 12/Oct/25 4:12 PM
@Lena can we get this into Sprint 42? Acme is asking weekly.
Lena Park - 13/Oct/25 9:40 AM
Pulled in. Q: do we include the cost rate column? Finance said maybe, payroll said no. Leaving it out until someone decides.
Sam Whitfield - 13/Oct/25 10:02 AM
👍`;

export const jiraTicket: EvalCase = {
  name: 'heldout-jira-ticket',
  description: 'A Jira story with metadata, acceptance criteria, out-of-scope items and comments.',
  input: { message: TICKET },
  expect: {
    productName: 'Hourglass',
    notProductName: ['HGL-1432'],
    facts: [
      req('only admins and the Payroll role see Export', /admin/, /payroll/, /export/),
      fr('date range of at most 12 months', /date range/, /\b12 months?\b/),
      fr('one or more teams', /teams?\b/, /one or more|select|pick|choose|filter/),
      fr('CSV and XLSX', /csv/, /xlsx|excel/),
      fr('only approved timesheets; pending ones counted', /approved/, /pending/),
      fr(
        'over 10,000 rows: built in the background, link emailed',
        /10,?000|10 000/,
        /background|email/,
      ),
      req('the download link expires after 7 days', /\b(7|seven) days\b/, /expir/),
      req('dates and decimals follow the workspace locale', /locale/),
      nonGoal('no PDF export', /pdf/),
      nonGoal('no scheduled or recurring exports', /schedul|recurring/),
      openQuestion('the cost rate column is undecided', /cost rate/),
      persona('payroll admin', /payroll/),
      inSection(
        ['Problem and goals', 'TL;DR'],
        'customers retype hours from screenshots',
        /retyp|screenshot|by hand|manual/,
      ),
    ],
    forbidden: [
      notIn('Title', 'the ticket key or type as the title', /hgl-\d+|^story\b/),
      notIn(BODY, 'Jira metadata', /story points|assignee|unassigned/, 'chatter'),
      chatter('the comment thread', /acme is asking|pulled in/),
      notRequired('PDF export', /pdf/),
      notRequired('scheduled exports', /schedul|recurring/),
      notIn(
        'Functional requirements',
        'the undecided cost rate column as a requirement',
        /cost rate/,
      ),
    ],
  },
};
