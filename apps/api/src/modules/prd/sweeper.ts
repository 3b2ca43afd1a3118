import { messages } from '@prd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { AnswerStreams } from '../../platform/streams/index.js';
import { GENERATION_QUEUE, type GenerationJobData } from './generation-queue.js';
import type { GenerationRepository } from './generation.repository.js';
import { errorEvent, STREAM_EVENTS } from './stream-events.js';

interface SweeperDeps {
  generations: GenerationRepository;
  jobs: JobQueue;
  streams: AnswerStreams;
  log: FastifyBaseLogger;
  streamTtlSeconds: number;
  /** A queued generation no worker took for this long gets its job added again (dedupe by id). */
  requeueAfterMs: number;
  now?: () => Date;
}

/**
 * Answers nobody will finish: past their deadline they are failed, and refunded when no text
 * reached anyone (settling is idempotent, so sweepers on several instances are harmless).
 * Generations still queued after `requeueAfterMs` (an enqueue lost between commit and queue)
 * are added again.
 */
export function createSweeper(deps: SweeperDeps) {
  const now = deps.now ?? (() => new Date());
  const enqueue = (id: string) =>
    deps.jobs.add<GenerationJobData>(GENERATION_QUEUE, id, { generationId: id });

  async function sweep(): Promise<{ failed: number; requeued: number }> {
    let failed = 0;
    for (const { id } of await deps.generations.overdue(now())) {
      const settled = await deps.generations.settle(
        id,
        { status: 'failed', message: messages.chat.generationFailed },
        true,
      );
      if (!settled) continue;
      failed += 1;
      deps.log.warn({ generationId: id, refunded: settled.refunded }, 'overdue answer failed');
      await deps.streams
        .append(id, STREAM_EVENTS.error, errorEvent(messages.chat.generationFailed))
        .then(() => deps.streams.expire(id, deps.streamTtlSeconds))
        .catch((err: unknown) => deps.log.warn({ err }, 'overdue answer: stream not closed'));
    }
    const waiting = await deps.generations.waiting(new Date(now().getTime() - deps.requeueAfterMs));
    for (const { id } of waiting) await enqueue(id);
    return { failed, requeued: waiting.length };
  }

  return {
    sweep,
    /** On the embedded queue, open work died with the last process: queue it again. */
    async requeueOpen(): Promise<number> {
      const open = await deps.generations.open(now());
      for (const { id } of open) await enqueue(id);
      return open.length;
    },
    /** Sweeps every `intervalMs` until the returned stop function is called. */
    start(intervalMs: number): () => void {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        sweep()
          .catch((err: unknown) => deps.log.error({ err }, 'sweep failed'))
          .finally(() => (running = false));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type Sweeper = ReturnType<typeof createSweeper>;
