import { z } from './zod.js';
import { streamErrorEvent } from './errors.js';
import { replyIntent, replyKind, uploadFilesResponse } from './prd.js';

/**
 * The answer stream (DESIGN.md rule 9): the Server-Sent Events of a streamed send, regenerate,
 * edit or section edit and of `GET answer_stream`, as one typed union read by the server and the
 * web alike. In order: `session` (the route names the chat, before anything else), `queued` (its
 * stream is open and its job queued), `reply` (what the answer will be, before its first token),
 * `token`s, a `reset` when a retried attempt starts the answer over, and one terminal event:
 * `done`, `error` or `stopped`.
 */
export const ANSWER_EVENTS = {
  session: 'session',
  queued: 'queued',
  reply: 'reply',
  token: 'token',
  reset: 'reset',
  done: 'done',
  error: 'error',
  stopped: 'stopped',
} as const;
export type AnswerEventName = (typeof ANSWER_EVENTS)[keyof typeof ANSWER_EVENTS];

/** The events that end an answer's stream. */
export const TERMINAL_ANSWER_EVENTS = [
  ANSWER_EVENTS.done,
  ANSWER_EVENTS.error,
  ANSWER_EVENTS.stopped,
] as const;

/** Each event's `data`. */
export const answerEventPayloads = {
  /** The chat the answer is written into (a new chat's first send learns its id here). */
  session: z.object({ session_id: z.string() }),
  /** The answer's stream was opened and its job queued (attached clients wait for the rest). */
  queued: z.object({ session_id: z.string() }),
  /** What the answer will be (see `replyInfo`); the full `reply` comes with `done`. */
  reply: z.object({ kind: replyKind, intent: replyIntent }),
  /** A piece of the answer's text. */
  token: z.object({ text: z.string() }),
  /** A retried attempt starts over: the text received so far is discarded. */
  reset: z.object({ attempt: z.number().int() }),
  /** The answer as the JSON call returns it. */
  done: uploadFilesResponse,
  /**
   * The error body and the status it would have had. Code ACCOUNT_DELETED (410): the person was
   * deleted while the answer was written; nothing of it was kept (decision 027).
   */
  error: streamErrorEvent,
  /** Stopped by its owner: what was written by then, and whether an upload was used. */
  stopped: z.object({ session_id: z.string(), prd_result: z.string(), charged: z.boolean() }),
} satisfies Record<AnswerEventName, z.ZodType>;

export type AnswerEventData<K extends AnswerEventName = AnswerEventName> = z.infer<
  (typeof answerEventPayloads)[K]
>;

/** One event of the stream: its name and its payload, narrowed together. */
export type AnswerEvent = {
  [K in AnswerEventName]: { event: K; data: AnswerEventData<K> };
}[AnswerEventName];

const isAnswerEventName = (name: string): name is AnswerEventName =>
  Object.hasOwn(answerEventPayloads, name);

/**
 * An event as received (its name and its parsed JSON `data`), checked against the contract: the
 * typed event, null for an event this version does not know (skipped, so a newer server can add
 * events). Throws a ZodError when a known event's payload does not match.
 */
export function parseAnswerEvent(event: string, data: unknown): AnswerEvent | null {
  if (!isAnswerEventName(event)) return null;
  return { event, data: answerEventPayloads[event].parse(data) } as AnswerEvent;
}
