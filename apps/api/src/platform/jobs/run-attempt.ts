import type { JobContext, WorkOptions } from './types.js';

/** A run passed its time limit (the reason of its signal, and what `retryable` is asked about). */
export class JobTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`job exceeded its time limit of ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

/** The queue is closing: the run is interrupted, not failed. */
export class QueueClosingError extends Error {
  constructor() {
    super('job queue is closing');
    this.name = 'QueueClosingError';
  }
}

type AttemptOutcome = { ok: true } | { ok: false; error: unknown };

const DEFAULT_ABORT_GRACE_MS = 2000;
const JOB_ID = /^[^:]+$/;

export function assertJobId(id: string): void {
  if (!JOB_ID.test(id) || `${parseInt(id, 10)}` === id) {
    throw new Error(`job id ${JSON.stringify(id)} must be a non-integer string without ':'`);
  }
}

export function backoffDelay(opts: WorkOptions, failedAttempts: number): number {
  return opts.backoffMs * 2 ** Math.max(0, failedAttempts - 1);
}

export function isRetryable(opts: WorkOptions, err: unknown): boolean {
  try {
    return opts.retryable?.(err) ?? false;
  } catch {
    return false;
  }
}

/**
 * Runs one attempt under the time limit. Once the signal aborts (time limit or close) the handler
 * gets `abortGraceMs` to settle; after that the attempt is abandoned (its slot freed) and reported
 * with the abort reason, even though the handler's promise may still be running.
 */
export async function runAttempt<T>(
  handler: (job: JobContext<T>) => Promise<void>,
  job: Omit<JobContext<T>, 'signal'>,
  controller: AbortController,
  opts: WorkOptions,
): Promise<AttemptOutcome> {
  const { signal } = controller;
  let graceTimer: NodeJS.Timeout | undefined;
  let abandon = () => {};
  const abandoned = new Promise<AttemptOutcome>((resolve) => {
    abandon = () => resolve({ ok: false, error: undefined });
  });
  const onAbort = () => {
    graceTimer = setTimeout(abandon, opts.abortGraceMs ?? DEFAULT_ABORT_GRACE_MS);
  };
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const limit = setTimeout(
    () => controller.abort(new JobTimeoutError(opts.timeoutMs)),
    opts.timeoutMs,
  );
  try {
    const ran = Promise.resolve()
      .then(() => handler({ ...job, signal }))
      .then(
        (): AttemptOutcome => ({ ok: true }),
        (error: unknown): AttemptOutcome => ({ ok: false, error }),
      );
    const outcome = await Promise.race([ran, abandoned]);
    // Whatever a handler throws once aborted is a consequence; the abort reason is the cause.
    if (!outcome.ok && signal.aborted) return { ok: false, error: signal.reason };
    return outcome;
  } finally {
    clearTimeout(limit);
    clearTimeout(graceTimer);
    signal.removeEventListener('abort', onAbort);
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
