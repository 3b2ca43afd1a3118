import { AppError } from '../../platform/errors/app-error.js';
import { JobTimeoutError, type JobContext } from '../../platform/jobs/index.js';
import { finishStream, type Attempt, type GenerationJobDeps } from './generation-attempt.js';
import type { GenerationJobData } from './generation-queue.js';
import { recordOutcome } from './generation-report.js';
import { ended, stopNow } from './generation-settle.js';
import { charged } from './reply-info.js';
import { errorEvent, STREAM_EVENTS } from './stream-events.js';

/** Transient provider failures are worth another attempt; everything else is final. */
export function isRetryable(err: unknown): boolean {
  const kind = (err as { kind?: unknown } | null)?.kind;
  return kind === 'rate-limit' || kind === 'server' || kind === 'network';
}

/**
 * An attempt threw: a Stop or a silence ends it as such, a shutdown or a transient failure
 * throws again (the job is run again), anything else settles the answer as failed.
 */
export async function settleFailure(
  deps: GenerationJobDeps,
  run: Attempt,
  job: JobContext<GenerationJobData>,
  err: unknown,
): Promise<void> {
  const { id } = run;
  const { log } = deps;
  if (run.silenced) return ended(deps, run);
  await run.stream.flush().catch(() => undefined);
  if (run.stop.signal.aborted) return await stopNow(deps, run);
  if (job.signal.aborted && !(job.signal.reason instanceof JobTimeoutError)) {
    // The process is shutting down: the job goes back to the queue (BullMQ) or is queued
    // again from the database at the next start (embedded), and starts over there.
    log.info({ generationId: id }, 'prd generation handed back at shutdown');
    throw err;
  }
  if (isRetryable(err) && run.attempt < deps.attempts && !job.signal.aborted) {
    log.warn({ err, generationId: id, attempt: run.attempt }, 'prd generation will retry');
    throw err;
  }
  // No upload left for what turned out to be a PRD: the spec's 402 and its message.
  const quotaLeft = err instanceof AppError && err.code === 'QUOTA_EXCEEDED';
  const message = quotaLeft ? err.message : deps.engine.failureMessage(err);
  log.warn({ err, generationId: id }, 'prd generation failed');
  const free = run.plan !== undefined && !charged(run.plan);
  const settled = await deps.generations.settle(
    id,
    { status: 'failed', message, free, extractions: run.extractions },
    true,
  );
  if (settled) {
    await finishStream(
      deps,
      run,
      STREAM_EVENTS.error,
      quotaLeft ? { message, status: 402, code: 'QUOTA_EXCEEDED' } : errorEvent(message),
    );
    recordOutcome(deps, run.row, 'failure', {
      reason: message,
      charged: !settled.refunded,
      writer: run.writerName,
    });
  }
}
