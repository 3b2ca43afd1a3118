import type { EvalCase } from '../types.js';
import { conflictsBrief } from './conflicts.js';
import { conversationEdits } from './conversation-edits.js';
import { conversationFiles } from './conversation-files.js';
import { conversationScope } from './conversation-scope.js';
import { docxBrief } from './docx-brief.js';
import { emailThread } from './email-thread.js';
import { featureList } from './feature-list.js';
import { internalTool } from './internal-tool.js';
import { longBrief } from './long-brief.js';
import { longTranscriptCase } from './long-transcript.js';
import { markdownChars } from './markdown-chars.js';
import { meetingTranscript } from './meeting-transcript.js';
import { nonGoalsBrief } from './non-goals.js';
import { oneLiner } from './one-liner.js';
import { pdfBrief } from './pdf-brief.js';
import { prohibitions } from './prohibitions.js';
import { spanishBrief } from './spanish-brief.js';
import { typedPlusFile } from './typed-plus-file.js';

/** The golden set: 15 first messages and 3 conversations of follow-ups (docs/eval.md). */
export const CASES: EvalCase[] = [
  oneLiner,
  meetingTranscript,
  emailThread,
  featureList,
  longBrief,
  spanishBrief,
  internalTool,
  nonGoalsBrief,
  conflictsBrief,
  docxBrief,
  pdfBrief,
  typedPlusFile,
  prohibitions,
  markdownChars,
  longTranscriptCase,
  conversationEdits,
  conversationScope,
  conversationFiles,
];
