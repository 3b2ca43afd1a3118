/** What a handler sees of one run of a job. */
export interface JobContext<T> {
  id: string;
  data: T;
  /** 1-based count of starts of this job, this one included (a crashed or handed-over run counts). */
  attempt: number;
  /** Aborted when the time limit passes or the queue closes. */
  signal: AbortSignal;
}

export interface WorkOptions {
  concurrency: number;
  timeoutMs: number;
  /** Starts allowed in all (1 = no retry). */
  attempts: number;
  /** Exponential backoff base: the n-th retry waits backoffMs * 2^(n-1). */
  backoffMs: number;
  /** Which failures are worth another attempt; default: none. A timeout arrives as JobTimeoutError. */
  retryable?(err: unknown): boolean;
  /** How long a handler may take to settle after its signal aborts before it is abandoned; default 2000. */
  abortGraceMs?: number;
}

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Background work. Handlers must be idempotent: a job may run again after a crash, a deploy or a
 * time limit, and a run that was abandoned (it ignored its signal) may still be finishing.
 * Job data must survive JSON (the BullMQ adapter stores it in Redis).
 */
export interface JobQueue {
  readonly kind: 'memory' | 'bullmq';
  /**
   * Enqueue; adding an id that is already waiting, delayed or active is a no-op (dedupe). A
   * finished id may be added again. Ids must not be integers nor contain ':' (BullMQ's rule).
   */
  add<T>(queue: string, id: string, data: T, opts?: { delayMs?: number }): Promise<void>;
  /** Start consuming `queue` in this process (once per queue name). */
  work<T>(queue: string, handler: (job: JobContext<T>) => Promise<void>, opts: WorkOptions): void;
  /** Stop taking jobs, abort running ones' signals after `graceMs`, wait for them; close connections. */
  close(graceMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  redisUrl?: string;
  /** Redis key prefix (BullMQ adapter); default `prd:jobs`. */
  prefix?: string;
  logger: JobLogger;
  /** BullMQ: how often workers look for jobs whose lock expired (default 15000). */
  stalledIntervalMs?: number;
  /** BullMQ: how long a worker's lock on a job lasts without renewal (default 30000). */
  lockDurationMs?: number;
}
