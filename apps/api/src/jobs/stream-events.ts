import { messages } from '@prd/contract';

/** Event types of an answer stream (platform/streams). The last three end it. */
export const STREAM_EVENTS = {
  /** Before the first token: `{ kind, intent }` of the answer (contract `replyStreamEvent`). */
  reply: 'reply',
  token: 'token',
  /** A new attempt starts over: what came before is discarded. */
  reset: 'reset',
  done: 'done',
  error: 'error',
  stopped: 'stopped',
} as const;
export const TERMINAL_EVENTS = [STREAM_EVENTS.done, STREAM_EVENTS.error, STREAM_EVENTS.stopped];

export type StreamError = { message: string; status: number; code: string };

/** A failed answer, as the upload call answers it (a 502 whose message is safe to show). */
export const errorEvent = (message: string): StreamError => ({
  message,
  status: 502,
  code: 'UPSTREAM_FAILED',
});

/**
 * The terminal event of an answer whose person was deleted while it was written: an `error`
 * with code ACCOUNT_DELETED (410), which the JSON call answers as that error (decision 027).
 */
export const accountDeletedEvent = (): StreamError => ({
  message: messages.chat.accountDeleted,
  status: 410,
  code: 'ACCOUNT_DELETED',
});
