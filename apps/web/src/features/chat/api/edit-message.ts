import type { AuthMode } from '../../../lib/api-client';
import type { AnswerHandlers, AnswerOutcome } from '../stream/answer-events';
import { redoAnswerStream } from './redo-answer-stream';

/**
 * `POST /prd_upload/edit_message?session_id` with `{ user_input }` (streamed): the last
 * message's typed text replaced (its files stay) and answered again; the new answer replaces the
 * last one. Rejects with 409 ANSWER_IN_PROGRESS / NOTHING_TO_REDO, 422 for an empty text.
 */
export const editMessage = (
  sessionId: string,
  text: string,
  auth: AuthMode,
  handlers: AnswerHandlers & { signal?: AbortSignal } = {},
): Promise<AnswerOutcome> => redoAnswerStream({ ...handlers, sessionId, text, auth });
