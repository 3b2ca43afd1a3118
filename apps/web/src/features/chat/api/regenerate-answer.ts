import type { AuthMode } from '../../../lib/api-client';
import type { AnswerHandlers, AnswerOutcome } from '../stream/answer-events';
import { redoAnswerStream } from './redo-answer-stream';

/**
 * `POST /prd_upload/regenerate_answer?session_id` (streamed): the session's last answer written
 * again from the same message and files; the new one replaces it. Rejects with 409
 * ANSWER_IN_PROGRESS while an answer is being written, 404 for a chat that is not the caller's.
 */
export const regenerateAnswer = (
  sessionId: string,
  auth: AuthMode,
  handlers: AnswerHandlers & { signal?: AbortSignal } = {},
): Promise<AnswerOutcome> => redoAnswerStream({ ...handlers, sessionId, auth });
