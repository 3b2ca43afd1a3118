export type StreamEvent = { id: string; type: string; data: unknown };

/**
 * Why a running answer is asked to stop: its owner pressed Stop, or the person was deleted (the
 * answer then ends without writing anything more: decision 027).
 */
export type StopReason = 'stop' | 'account_deleted';
export const STOP_REASONS: readonly StopReason[] = ['stop', 'account_deleted'];

export interface StreamWriter {
  /** Queue a piece of answer text; it goes out coalesced with its neighbours. */
  token(text: string): void;
  /** Pending tokens first, then this event; resolves with the event's id. */
  event(type: string, data: unknown): Promise<string>;
  /** Send pending tokens and wait for everything written so far (rejects if an append failed). */
  flush(): Promise<void>;
  /**
   * Drops the pending tokens and every append not yet made; later calls append nothing (their
   * promises resolve with an empty id). For an answer that must end without another word.
   */
  discard(): void;
}

export interface ReadOptions {
  /** Replay the events after this id (Last-Event-ID); all of them when undefined. */
  afterId?: string;
  /** The iteration ends after yielding an event of one of these types. */
  terminal: string[];
  signal?: AbortSignal;
}

/**
 * Per-answer event logs with ids, for resumable SSE. Events are shared by every reader of a
 * stream: treat them as read-only.
 */
export interface AnswerStreams {
  readonly kind: 'memory' | 'redis';
  /** Append one event; returns its id. Ids are opaque strings, strictly increasing per stream. */
  append(streamId: string, type: string, data: unknown): Promise<string>;
  /**
   * A writer that coalesces consecutive 'token' events ({text}) for up to `flushMs` (default 25)
   * or 8 KB, the first token of a stream going out at once; other event types flush pending
   * tokens first, then go out in order.
   */
  writer(streamId: string, opts?: { flushMs?: number }): StreamWriter;
  /**
   * Events after `afterId` (all when undefined), then follows live ones until an event whose type
   * is in `terminal` (yielded too) or `signal` aborts, or the stream expires. Yields nothing and
   * ends at once if the stream does not exist. A malformed `afterId` throws AppError BAD_REQUEST
   * (check it first with `isEventId`).
   */
  read(streamId: string, opts: ReadOptions): AsyncIterable<StreamEvent>;
  exists(streamId: string): Promise<boolean>;
  /** Keep the stream `seconds` more, then drop it (call after the terminal event). */
  expire(streamId: string, seconds: number): Promise<void>;
  /**
   * Cross-process stop requests for a running answer (remembered for the stream's idle TTL);
   * `reason` defaults to 'stop'.
   */
  requestStop(streamId: string, reason?: StopReason): Promise<void>;
  /** Calls `listener` once when a stop is requested, or soon if one already was, with its reason. */
  onStop(streamId: string, listener: (reason: StopReason) => void): () => void;
  close(): Promise<void>;
}

export interface AnswerStreamsOptions {
  redisUrl?: string;
  /** Redis key and channel prefix; default `prd:as:`. */
  prefix?: string;
  /** Oldest events are dropped past this length; default 10000. */
  maxEventsPerStream?: number;
  /** A stream with no append for this long is dropped; default 900. */
  idleTtlSeconds?: number;
  /** Redis: how often live readers re-check their stream (lost messages, expiry); default 5000. */
  resyncMs?: number;
}
