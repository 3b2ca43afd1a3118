import type { EvalCase } from '../types.js';
import { callTranscript } from './call-transcript.js';
import { competitorComparison } from './competitor-comparison.js';
import { frenchBrief } from './french-brief.js';
import { germanBrief } from './german-brief.js';
import { hardConstraint } from './hard-constraint.js';
import { instructionFirst } from './instruction-first.js';
import { longMetrics } from './long-metrics.js';
import { scopeCuts } from './scope-cuts.js';
import { spanishBrief } from './spanish-brief.js';
import { thinOneLiner } from './thin-one-liner.js';
import { convAcceptance } from './conv-acceptance.js';
import { convScope } from './conv-scope.js';
import { convSecondPrd } from './conv-second-prd.js';
import { convValues } from './conv-values.js';
import { uploadedPrd } from './uploaded-prd.js';
import {
  uploadedCellParagraphs,
  uploadedMarkdown,
  uploadedPdfLines,
  uploadedWordRows,
} from './uploaded-prds.js';
import {
  uploadedConfluencePdf,
  uploadedGdocTable,
  uploadedGermanTable,
  uploadedNumberedReqs,
} from './uploaded-prds-2.js';
import { execEmail } from './exec-email.js';
import { linearTicket } from './linear-ticket.js';
import { pdfExport } from './pdf-export.js';
import { slackExport } from './slack-export.js';
import { slideDeck } from './slide-deck.js';
import { teamsExport } from './teams-export.js';
import { moreBoldHeadings } from './more-bold-headings.js';
import { moreConvReminders } from './more-conv-reminders.js';
import { moreFrenchBrief } from './more-french-brief.js';
import { moreInterviewSummary } from './more-interview-summary.js';
import { moreNumberedPriorities } from './more-numbered-priorities.js';
import { morePdfSpec } from './more-pdf-spec.js';
import { moreProseBrief } from './more-prose-brief.js';
import { moreSlackThread } from './more-slack-thread.js';
import { moreVpEmail } from './more-vp-email.js';
import { moreWhatsappEs } from './more-whatsapp-es.js';
import { moreWordTable } from './more-word-table.js';
import { moreZoomTranscript } from './more-zoom-transcript.js';
import { BATCH3_A } from './batch3-a.js';
import { BATCH3_B } from './batch3-b.js';
import { BATCH3_C } from './batch3-c.js';
import { BATCH4_D } from './batch4-d.js';
import { BATCH4_E } from './batch4-e.js';
import { BATCH5_F } from './batch5-f.js';
import { BATCH5_G } from './batch5-g.js';
import { BATCH6_H } from './batch6-h.js';

/**
 * The dev set (docs/eval.md): first messages and conversations written from outside the writer,
 * as PMs write them; the cases the writer is improved against. `EVAL_SET=dev npm run eval`
 * reports them; CI does not gate on them.
 */
export const DEV: EvalCase[] = [
  callTranscript,
  slackExport,
  teamsExport,
  linearTicket,
  execEmail,
  slideDeck,
  pdfExport,
  germanBrief,
  spanishBrief,
  frenchBrief,
  instructionFirst,
  scopeCuts,
  hardConstraint,
  competitorComparison,
  thinOneLiner,
  longMetrics,
  convAcceptance,
  convScope,
  convSecondPrd,
  convValues,
  uploadedPrd,
  uploadedWordRows,
  uploadedPdfLines,
  uploadedCellParagraphs,
  uploadedMarkdown,
  uploadedGdocTable,
  uploadedConfluencePdf,
  uploadedNumberedReqs,
  uploadedGermanTable,
  moreZoomTranscript,
  moreSlackThread,
  moreProseBrief,
  moreBoldHeadings,
  moreNumberedPriorities,
  moreInterviewSummary,
  morePdfSpec,
  moreWordTable,
  moreVpEmail,
  moreFrenchBrief,
  moreWhatsappEs,
  moreConvReminders,
  ...BATCH3_A,
  ...BATCH3_B,
  ...BATCH3_C,
  ...BATCH4_D,
  ...BATCH4_E,
  ...BATCH5_F,
  ...BATCH5_G,
  ...BATCH6_H,
];
