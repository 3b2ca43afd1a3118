import { API_PREFIX, constants, paths } from '@prd/contract';
import type { AuthMode } from '../../../lib/api-client';
import type { AnswerHandlers, AnswerOutcome } from '../stream/answer-events';
import { postAnswerStream } from '../stream/upload-stream';

interface RedoRequest extends AnswerHandlers {
  sessionId: string;
  auth: AuthMode;
  /** Edit and resend: the new text of the last message. Without it: regenerate. */
  text?: string;
  signal?: AbortSignal;
}

/**
 * Regenerate or edit as Server-Sent Events, through the send's own streamed POST
 * (postAnswerStream): the handlers hear the new answer token by token (it replaces the session's
 * last answer); a stream lost midway is followed again through answer_stream from the last event
 * seen. Resolves with how the answer ended; rejects with the ApiError of a refusal (its `code`
 * says which: ANSWER_IN_PROGRESS, NOTHING_TO_REDO, QUOTA_EXCEEDED, FREE_LIMIT_EXCEEDED...).
 */
export function redoAnswerStream(req: RedoRequest): Promise<AnswerOutcome> {
  const path = req.text === undefined ? paths.prd.regenerateAnswer : paths.prd.editMessage;
  return postAnswerStream({
    ...req,
    target: `${API_PREFIX}${path}?session_id=${encodeURIComponent(req.sessionId)}`,
    ...(req.text === undefined
      ? {}
      : { body: JSON.stringify({ user_input: req.text }), contentType: 'application/json' }),
    startTimeoutMs: constants.httpTimeoutMs,
  });
}
