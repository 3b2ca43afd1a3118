import { API_PREFIX, constants, messages, paths, type UploadFilesResponse } from '@prd/contract';
import { ApiError, authorizedFetch, type AuthMode } from '../../../lib/api-client';
import {
  readAnswerEvents,
  STREAM_IDLE_MS,
  StreamInterrupted,
  watchdog,
  type AnswerHandlers,
  type AnswerOutcome,
  type StreamCursor,
  type StreamEnd,
} from '../../../lib/answer-events';
import { followAnswer } from '../../../lib/follow-answer';

export interface RedoRequest extends AnswerHandlers {
  sessionId: string;
  auth: AuthMode;
  /** Edit and resend: the new text of the last message. Without it: regenerate. */
  text?: string;
  signal?: AbortSignal;
}

async function postAndRead(req: RedoRequest, cursor: StreamCursor): Promise<StreamEnd | undefined> {
  const path = req.text === undefined ? paths.prd.regenerateAnswer : paths.prd.editMessage;
  const target = `${API_PREFIX}${path}?session_id=${encodeURIComponent(req.sessionId)}`;
  const controller = new AbortController();
  const abortOuter = () => controller.abort();
  req.signal?.addEventListener('abort', abortOuter, { once: true });
  const timer = watchdog(controller, constants.httpTimeoutMs);
  try {
    const res = await authorizedFetch(req.auth, async (token) => {
      try {
        return await fetch(target, {
          method: 'POST',
          headers: {
            Accept: 'text/event-stream',
            ...(req.text === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          ...(req.text === undefined ? {} : { body: JSON.stringify({ user_input: req.text }) }),
          signal: controller.signal,
        });
      } catch {
        throw new ApiError(0, messages.general.networkFailure);
      }
    });
    if (!res.body) return undefined;
    if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const whole = (await res.json()) as UploadFilesResponse;
      req.onSession?.(whole.data.session_id);
      req.onToken?.(whole.data.prd_result);
      return { kind: 'done', response: whole };
    }
    return await readAnswerEvents(res.body, req, cursor, () => timer.push(STREAM_IDLE_MS));
  } catch (err) {
    // Refused (404, 409 ANSWER_IN_PROGRESS / NOTHING_TO_REDO, 402, 422, 429...).
    if (err instanceof ApiError) throw err;
    return undefined;
  } finally {
    timer.stop();
    req.signal?.removeEventListener('abort', abortOuter);
  }
}

/**
 * Regenerate or edit as Server-Sent Events, as uploadFilesStream does for a send: the handlers
 * hear the new answer token by token (it replaces the session's last answer); a stream lost
 * midway is followed again through answer_stream from the last event seen. Resolves with how
 * the answer ended; rejects with the ApiError of a refusal (its `code` says which).
 */
export async function redoAnswerStream(req: RedoRequest): Promise<AnswerOutcome> {
  const cursor: StreamCursor = {};
  const end = await postAndRead(req, cursor);
  if (end?.kind === 'failed') throw end.error;
  if (end) return end;
  if (req.signal?.aborted) throw new StreamInterrupted();
  return followAnswer({
    ...req,
    sessionId: cursor.sessionId ?? req.sessionId,
    lastEventId: cursor.lastEventId,
    lost: true,
  });
}
