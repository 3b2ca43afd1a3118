import {
  ANSWER_EVENTS,
  messages,
  TERMINAL_ANSWER_EVENTS,
  type AnswerEventData,
} from '@prd/contract';

/**
 * Event types of an answer stream (platform/streams): the contract's one union (`session` is
 * sent by the route before it relays the stream). `done`, `error` and `stopped` end it.
 */
export const STREAM_EVENTS = ANSWER_EVENTS;
export const TERMINAL_EVENTS: string[] = [...TERMINAL_ANSWER_EVENTS];

/** The `error` event's payload, as the contract types it. */
type StreamError = AnswerEventData<'error'>;

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
