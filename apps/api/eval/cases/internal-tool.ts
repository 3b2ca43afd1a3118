import type { EvalCase } from '../types.js';
import { fr, persona, req } from './helpers.js';

// An internal B2B tool specified as numbered requirements.
const BRIEF = `Project: Ledgerline (internal) – vendor invoice approvals for Finance Ops

Today invoices arrive in a shared inbox (ap@) and are approved by forwarding emails around. We lose track of who approved what and pay late fees on about 4% of invoices.

Requirements
1. Ingest invoices sent to the AP inbox as PDF attachments and read vendor, amount, currency, due date and PO number.
2. Match each invoice to an open purchase order in NetSuite by PO number; flag invoices without a PO.
3. Route invoices under 5,000 EUR to the budget owner; 5,000 EUR and above also need the CFO.
4. Approvers approve or reject from Slack or the web app; a rejection needs a reason.
5. Invoices not approved within 3 business days are escalated to the approver's manager.
6. Approved invoices are exported to NetSuite as vendor bills every night at 02:00 CET.
7. Every action is written to an audit trail kept for 10 years.
8. Only the Finance Ops team can change the approval thresholds.

Users: about 40 budget owners, 6 AP clerks, the CFO.
Login with our Azure AD (SSO), no separate passwords.`;

export const internalTool: EvalCase = {
  name: 'internal-tool',
  description: 'An internal B2B tool with 8 numbered requirements.',
  input: { message: BRIEF },
  expect: {
    productName: 'Ledgerline',
    facts: [
      fr('R1 ingest PDF invoices from the AP inbox', /pdf|inbox/, /vendor|amount/),
      fr('R2 match to NetSuite purchase order', /purchase order|po\b/, /netsuite|match/),
      fr('R3 routing under/over 5,000 EUR', /5000|5,000|5 000/, /cfo/),
      fr('R4 approve or reject from Slack with a reason', /slack/, /reject/),
      fr('R5 escalation after 3 business days', /escalat/, /\b3\b|three/),
      fr('R6 nightly export at 02:00', /export|vendor bill/, /02:00|2:00|nightly|night/),
      req('R7 audit trail kept 10 years', /audit/, /\b10\b|\bten\b/),
      req('R8 only Finance Ops change thresholds', /threshold/, /finance ops/),
      req('Azure AD single sign-on', /azure/),
      persona('budget owners', /budget owner/),
      persona('AP clerks', /clerk/),
    ],
    requirements: { min: 8, max: 12 },
  },
};
