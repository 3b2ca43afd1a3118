import {
  messages,
  parseAnswerEvent,
  type AnswerEvent,
  type UploadFilesResponse,
} from '@prd/contract';
import { createParser } from 'eventsource-parser';
import { ApiError, toApiError } from '../../../lib/api-client';

/** How a streamed answer ended: written in full, or stopped with what was written so far. */
export type AnswerOutcome =
  | { kind: 'done'; response: UploadFilesResponse }
  | { kind: 'stopped'; sessionId: string; text: string; charged: boolean };

/** How one stream ended: an outcome, or the `error` event of a failed answer (final). */
export type StreamEnd = AnswerOutcome | { kind: 'failed'; error: ApiError };

/** What a screen hears while an answer streams (the same across a reattached stream). */
export interface AnswerHandlers {
  /** The session the answer goes into, as soon as the server names it (before any token). */
  onSession?: (sessionId: string) => void;
  /** Each piece of the answer as it is written. */
  onToken?: (text: string) => void;
  /** The server started the answer over (a retried attempt): drop the text shown so far. */
  onReset?: () => void;
}

/** Where a stream got to: what a reattach needs to carry on without a gap or a repeat. */
export interface StreamCursor {
  sessionId?: string;
  /** The id of the last event handled (`Last-Event-ID` of the next attach). */
  lastEventId?: string;
}

/** The stream ended before its final event (network loss, a proxy, the tab going to sleep). */
export class StreamInterrupted extends ApiError {
  constructor() {
    super(0, messages.chat.interrupted);
    this.name = 'StreamInterrupted';
  }
}

/**
 * The answer ended because its person's account was deleted (the stream's `error` event with
 * code ACCOUNT_DELETED): the screen says so and asks the server nothing more (decision 027).
 */
export const endedByDeletion = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code === 'ACCOUNT_DELETED';

/** The server sends a comment every 15 s, so this much silence means the stream is gone. */
export const STREAM_IDLE_MS = 45_000;

/** A timer that aborts `controller` unless it is pushed back in time. */
export function watchdog(controller: AbortController, ms: number) {
  let timer = setTimeout(() => controller.abort(), ms);
  return {
    push(next: number) {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), next);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Reads an answer's Server-Sent Events, calling the handlers and moving `cursor` past each
 * event handled. Resolves with how the answer ended, or with undefined when the body ended
 * without a final event (the stream was lost); rejects when reading fails.
 */
export async function readAnswerEvents(
  body: ReadableStream<Uint8Array>,
  handlers: AnswerHandlers,
  cursor: StreamCursor,
  alive: () => void,
): Promise<StreamEnd | undefined> {
  let end: StreamEnd | undefined;
  const handle = (event: AnswerEvent) => {
    switch (event.event) {
      case 'session': {
        const sessionId = event.data.session_id;
        // A reattached stream names the session again: the screen heard it once.
        if (cursor.sessionId !== sessionId) handlers.onSession?.(sessionId);
        cursor.sessionId = sessionId;
        return;
      }
      case 'token':
        return handlers.onToken?.(event.data.text);
      case 'reset':
        return handlers.onReset?.();
      case 'done':
        end = { kind: 'done', response: event.data };
        return;
      case 'stopped': {
        const { session_id: sessionId, prd_result: text, charged } = event.data;
        end = { kind: 'stopped', sessionId, text, charged };
        return;
      }
      case 'error': {
        const { status, ...rest } = event.data;
        const message = rest.message || messages.chat.uploadOrSendFailed;
        end = { kind: 'failed', error: toApiError(status, { ...rest, message }) };
        return;
      }
      case 'queued':
      case 'reply':
        return;
    }
  };
  // Comments (the server's keep-alives) and fields other than id, event and data are skipped,
  // and so are events this version does not know. A payload that breaks the contract ends the
  // answer as failed: the same event would come again on every attach.
  const parser = createParser({
    onEvent: ({ id, event, data }) => {
      if (end) return;
      let parsed: AnswerEvent | null;
      try {
        parsed = parseAnswerEvent(event ?? 'message', JSON.parse(data));
      } catch {
        end = { kind: 'failed', error: new ApiError(502, messages.chat.uploadOrSendFailed) };
        return;
      }
      if (parsed) handle(parsed);
      if (id) cursor.lastEventId = id;
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      alive();
      parser.feed(decoder.decode(value, { stream: true }));
      if (end) break;
    }
    parser.feed(decoder.decode());
  } finally {
    if (end) void reader.cancel().catch(() => undefined);
  }
  return end;
}
