import type { EvalCase } from '../types.js';
import { convBakery } from './conv-bakery.js';
import { convFreight } from './conv-freight.js';
import { convPool } from './conv-pool.js';
import { devopsItem } from './devops-item.js';
import { germanNotes } from './german-notes.js';
import { teamsChat } from './teams-chat.js';
import { uploadedPrd } from './uploaded-prd.js';
import { zoomTranscript } from './zoom-transcript.js';
import { bulletDump } from './bullet-dump.js';
import { cardConstraint } from './card-constraint.js';
import { competitorComparison } from './competitor-comparison.js';
import { execEmail } from './exec-email.js';
import { frenchBrief } from './french-brief.js';
import { jiraTicket } from './jira-ticket.js';
import { notesRequest } from './notes-request.js';
import { slackExport } from './slack-export.js';

/**
 * The held-out set (docs/eval.md): twelve first messages and four conversations written without
 * reading the writer, never used for tuning. `EVAL_SET=heldout npm run eval` reports them; CI does not gate on them.
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
  teamsChat,
  zoomTranscript,
  germanNotes,
  devopsItem,
  uploadedPrd,
  convPool,
  convFreight,
  convBakery,
];
