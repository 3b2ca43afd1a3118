import { constants } from '@prd/contract';
import { ApiError, type AuthMode } from '../../../lib/api-client';
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
import { attachAnswerStream } from '../api/attach-answer-stream';

/** Waits before each attach after a lost stream; a stream that made progress starts over. */
export const REATTACH_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;

interface FollowRequest extends AnswerHandlers {
  sessionId: string;
  auth: AuthMode;
  /** Carry on after this event (a lost stream); without it the answer is followed from its start. */
  lastEventId?: string | undefined;
  /** The stream was just lost: wait the first delay before attaching. */
  lost?: boolean;
  signal?: AbortSignal | undefined;
}

/** A refused attach worth trying again: the server failing or too busy for the moment. */
const passing = (err: ApiError) => err.status === 429 || err.status >= 500;

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new StreamInterrupted());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(new StreamInterrupted());
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * One attach: how the answer ended, or undefined when this stream was lost before its end;
 * rejects with the ApiError of a refused attach.
 */
async function attachOnce(
  req: FollowRequest,
  cursor: StreamCursor,
): Promise<StreamEnd | undefined> {
  const controller = new AbortController();
  const abortOuter = () => controller.abort();
  req.signal?.addEventListener('abort', abortOuter, { once: true });
  const timer = watchdog(controller, constants.httpTimeoutMs);
  try {
    const res = await attachAnswerStream(
      req.sessionId,
      req.auth,
      cursor.lastEventId,
      controller.signal,
    );
    if (!res.body) return undefined;
    timer.push(STREAM_IDLE_MS);
    return await readAnswerEvents(res.body, req, cursor, () => timer.push(STREAM_IDLE_MS));
  } catch (err) {
    // No answer, a broken connection or a silent one the watchdog ended: the stream was lost.
    if (err instanceof ApiError && err.status !== 0) throw err;
    return undefined;
  } finally {
    timer.stop();
    req.signal?.removeEventListener('abort', abortOuter);
  }
}

/**
 * Follows the session's latest answer through `GET answer_stream` to its end, attaching again
 * (with `Last-Event-ID`, after REATTACH_DELAYS_MS) whenever the stream is lost, so the handlers
 * hear every event exactly once. A 404 (no answer to follow), too many failed attaches or the
 * caller's abort reject with StreamInterrupted; a refusal or an `error` event with its ApiError.
 */
export async function followAnswer(req: FollowRequest): Promise<AnswerOutcome> {
  const cursor: StreamCursor = { sessionId: req.sessionId, lastEventId: req.lastEventId };
  let failures = req.lost ? 0 : -1;
  for (;;) {
    if (failures >= 0) {
      const delay = REATTACH_DELAYS_MS[failures];
      if (delay === undefined) throw new StreamInterrupted();
      await sleep(delay, req.signal);
    }
    const before = cursor.lastEventId;
    let end: StreamEnd | undefined;
    try {
      end = await attachOnce(req, cursor);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) throw new StreamInterrupted();
      if (!(err instanceof ApiError) || !passing(err)) throw err;
    }
    if (req.signal?.aborted) throw new StreamInterrupted();
    if (end?.kind === 'failed') throw end.error;
    if (end) return end;
    failures = cursor.lastEventId !== before ? 0 : failures + 1;
  }
}
