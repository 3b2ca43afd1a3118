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
} from './answer-events';
import { followAnswer } from './follow-answer';

export { StreamInterrupted, type AnswerOutcome } from './answer-events';

interface UploadRequest extends AnswerHandlers {
  sessionId: string | null;
  text: string;
  files: File[];
  auth: AuthMode;
  signal?: AbortSignal;
}

/** Before the answer starts, the upload itself takes time: allow 256 KB/s on top of 10 s. */
const startTimeoutMs = (files: File[]) =>
  constants.httpTimeoutMs + files.reduce((sum, f) => sum + f.size, 0) / 256;

function formOf(req: UploadRequest): FormData {
  const form = new FormData();
  for (const file of req.files) form.append('files', file, file.name);
  if (req.text) form.append('user_input', req.text);
  return form;
}

/**
 * A POST answered by a streamed answer (a send, a regenerate, an edit): its target, body and
 * the time allowed before the answer starts; `sessionId` is the chat's (null for a new chat,
 * then named by the stream).
 */
interface AnswerPost extends AnswerHandlers {
  target: string;
  body?: BodyInit;
  contentType?: string;
  startTimeoutMs: number;
  sessionId: string | null;
  auth: AuthMode;
  signal?: AbortSignal;
}

/** The POST and its stream: how the answer ended, or undefined when the stream was lost. */
async function postAndRead(req: AnswerPost, cursor: StreamCursor): Promise<StreamEnd | undefined> {
  const controller = new AbortController();
  const abortOuter = () => controller.abort();
  req.signal?.addEventListener('abort', abortOuter, { once: true });
  const timer = watchdog(controller, req.startTimeoutMs);
  try {
    const res = await authorizedFetch(req.auth, async (token) => {
      try {
        return await fetch(req.target, {
          method: 'POST',
          headers: {
            Accept: 'text/event-stream',
            ...(req.contentType ? { 'Content-Type': req.contentType } : {}),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          ...(req.body === undefined ? {} : { body: req.body }),
          signal: controller.signal,
        });
      } catch {
        throw new ApiError(0, messages.general.networkFailure);
      }
    });
    if (!res.body) return undefined;
    if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // A server (or proxy) that answered in one piece.
      const whole = (await res.json()) as UploadFilesResponse;
      req.onSession?.(whole.data.session_id);
      req.onToken?.(whole.data.prd_result);
      return { kind: 'done', response: whole };
    }
    return await readAnswerEvents(res.body, req, cursor, () => timer.push(STREAM_IDLE_MS));
  } catch (err) {
    // Refused (402, 409, 413, 415, 422, 429...), or no answer at all before the session was named.
    if (err instanceof ApiError) throw err;
    return undefined;
  } finally {
    timer.stop();
    req.signal?.removeEventListener('abort', abortOuter);
  }
}

/**
 * A POST whose answer arrives as Server-Sent Events, token by token, so a long PRD never meets
 * the shared client's 10 s timeout; instead the call gives up after a long silence. A 498 is met
 * with one token refresh and a retry, like every other call. A stream lost once the session is
 * known is followed again from the last event seen (followAnswer), so the handlers hear the whole
 * answer exactly once. Resolves with how the answer ended (written, or stopped); rejects with an
 * ApiError carrying the server's message and code (StreamInterrupted when the answer could not
 * be followed to its end, or the caller aborted).
 */
export async function postAnswerStream(req: AnswerPost): Promise<AnswerOutcome> {
  const cursor: StreamCursor = {};
  const end = await postAndRead(req, cursor);
  if (end?.kind === 'failed') throw end.error;
  if (end) return end;
  const sessionId = cursor.sessionId ?? req.sessionId;
  if (!sessionId || req.signal?.aborted) throw new StreamInterrupted();
  return followAnswer({ ...req, sessionId, lastEventId: cursor.lastEventId, lost: true });
}

/** `POST /prd_upload/upload_files` (the send), streamed as postAnswerStream says. */
export function uploadFilesStream(req: UploadRequest): Promise<AnswerOutcome> {
  const query = req.sessionId ? `?session_id=${encodeURIComponent(req.sessionId)}` : '';
  return postAnswerStream({
    ...req,
    target: `${API_PREFIX}${paths.prd.uploadFiles}${query}`,
    body: formOf(req),
    startTimeoutMs: startTimeoutMs(req.files),
  });
}
