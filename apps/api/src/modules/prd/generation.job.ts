import { rm } from 'node:fs/promises';
import type { JobContext } from '../../platform/jobs/index.js';
import { beginAttempt, type GenerationJobDeps } from './generation-attempt.js';
import { settleFailure } from './generation-failure.js';
import type { GenerationJobData } from './generation-queue.js';
import { readInput } from './generation-read.js';
import { ended, giveUp, settleAnswer, stopNow } from './generation-settle.js';
import { writeReply } from './generation-write.js';

export { isRetryable } from './generation-failure.js';

/**
 * Runs one generation: extraction from the file store, the writer, the answer stream, and the
 * settlement. Idempotent: a settled generation is left alone, a retried one starts its stream
 * over with a `reset` event, and settling happens once whoever gets there first.
 */
export function createGenerationJob(deps: GenerationJobDeps) {
  const { generations, log } = deps;

  return async function runGeneration(job: JobContext<GenerationJobData>): Promise<void> {
    const id = job.data.generationId;
    const row = await generations.start(id);
    if (!row) return; // settled already: a duplicate, or a retry after the sweeper
    log.info(
      { generationId: id, sessionId: row.sessionId, attempt: row.attempts },
      'prd generation started',
    );
    const run = await beginAttempt(deps, job, row);
    try {
      if (row.attempts > deps.attempts) return await giveUp(deps, run);
      // `start` read the flag: a Stop before this attempt began ends it here.
      if (row.stopRequested) return await stopNow(deps, run);
      const input = await generations.inputOf(row, { textOnly: job.data.textOnly === true });
      const prdInput = await readInput(deps, run, input);
      await writeReply(deps, run, prdInput, input.files);
      if (run.silenced) return ended(deps, run);
      await run.stream.flush();
      if (run.stop.signal.aborted) return await stopNow(deps, run);
      if (job.signal.aborted) throw job.signal.reason;
      if (!run.prd.trim() || !run.plan) throw new Error('The writer returned an empty answer.');
      await settleAnswer(deps, run, run.plan, input);
    } catch (err) {
      await settleFailure(deps, run, job, err);
    } finally {
      run.unsubscribe();
      // Only a send with files made the directory (an rm costs ~0.5 ms of the event loop).
      if (run.madeDir) await rm(run.dir, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}
