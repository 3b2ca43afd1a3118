import type { EvalCase } from '../types.js';
import { bulletDump } from './bullet-dump.js';
import { cardConstraint } from './card-constraint.js';
import { competitorComparison } from './competitor-comparison.js';
import { execEmail } from './exec-email.js';
import { frenchBrief } from './french-brief.js';
import { jiraTicket } from './jira-ticket.js';
import { notesRequest } from './notes-request.js';
import { slackExport } from './slack-export.js';

/**
 * The held-out set (README.md): eight first messages written without reading the writer, never
 * used for tuning. `EVAL_SET=heldout npm run eval` reports them; CI does not gate on them.
 */
export const HELDOUT: EvalCase[] = [
  slackExport,
  bulletDump,
  jiraTicket,
  execEmail,
  notesRequest,
  frenchBrief,
  cardConstraint,
  competitorComparison,
];
