import { Queue, UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  assertJobId,
  backoffDelay,
  errorMessage,
  isRetryable,
  QueueClosingError,
  runAttempt,
} from './run-attempt.js';
import type { JobLogger, JobQueue } from './types.js';

/** The worker's WorkOptions.attempts decides; this only has to be above any of them. */
const JOB_ATTEMPTS_CEILING = 1000;
const BACKOFF_TYPE = 'prd-exponential';
const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5000 };

/**
 * BullMQ on Redis: jobs survive restarts and are shared by every process on that Redis. A worker
 * that dies mid-job (SIGKILL, OOM) stops renewing its lock; after `lockDurationMs` another
 * worker's stalled check puts the job back to wait (once: a second stall fails it).
 */
export function createBullmqJobQueue(opts: {
  redisUrl: string;
  prefix?: string;
  logger: JobLogger;
  stalledIntervalMs?: number;
  lockDurationMs?: number;
}): JobQueue {
  const { logger } = opts;
  const prefix = opts.prefix ?? 'prd:jobs';
  // Shared by queues and workers (workers duplicate it for their blocking reads).
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (err) => logger.warn({ err }, 'job queue redis connection error'));
  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  const active = new Set<AbortController>();
  let stopping = false;
  let closed = false;

  function queueOf(name: string): Queue {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix });
      queue.on('error', (err) => logger.warn({ err, queue: name }, 'job queue error'));
      queues.set(name, queue);
    }
    return queue;
  }

  return {
    kind: 'bullmq',

    async add(name, id, data, addOpts) {
      assertJobId(id);
      if (closed) throw new Error('job queue is closed');
      const queue = queueOf(name);
      // BullMQ ignores a known id in any state; a finished one is removed so it can run again.
      const state = await queue.getJobState(id);
      if (state === 'completed' || state === 'failed') await queue.remove(id);
      await queue.add(name, data, {
        jobId: id,
        delay: addOpts?.delayMs,
        attempts: JOB_ATTEMPTS_CEILING,
        backoff: { type: BACKOFF_TYPE },
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
      });
    },

    work(name, handler, workOpts) {
      if (workers.has(name)) throw new Error(`queue ${name} already has a worker in this process`);
      if (closed) throw new Error('job queue is closed');
      const processor = async (job: Job, token?: string) => {
        const attempt = Math.max(job.attemptsStarted, job.attemptsMade + 1);
        const controller = new AbortController();
        if (stopping) controller.abort(new QueueClosingError());
        active.add(controller);
        const context = { id: job.id!, data: job.data as never, attempt };
        const outcome = await runAttempt(handler, context, controller, workOpts).finally(() =>
          active.delete(controller),
        );
        if (outcome.ok) return;
        const log = { queue: name, id: job.id, attempt, err: outcome.error };
        if (outcome.error instanceof QueueClosingError) {
          // Hand the job back at once rather than leaving it to the stalled check.
          await job.moveToWait(token);
          logger.warn(log, 'job interrupted by shutdown; handed back to the queue');
          throw new WaitingError();
        }
        if (isRetryable(workOpts, outcome.error) && attempt < workOpts.attempts) {
          logger.warn(log, 'job attempt failed; retrying');
          throw outcome.error instanceof Error
            ? outcome.error
            : new Error(errorMessage(outcome.error));
        }
        logger.error(log, 'job failed');
        throw new UnrecoverableError(errorMessage(outcome.error));
      };
      const worker = new Worker(name, processor, {
        connection,
        prefix,
        concurrency: workOpts.concurrency,
        lockDuration: opts.lockDurationMs ?? 30_000,
        stalledInterval: opts.stalledIntervalMs ?? 15_000,
        maxStalledCount: 1,
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
        settings: {
          backoffStrategy: (attemptsMade: number) => backoffDelay(workOpts, attemptsMade),
        },
      });
      worker.on('error', (err) => logger.error({ err, queue: name }, 'job worker error'));
      worker.on('stalled', (id) => logger.warn({ queue: name, id }, 'job stalled; re-queued'));
      workers.set(name, worker);
    },

    async close(graceMs = 5000) {
      if (closed) return;
      closed = true;
      const closing = Promise.all([...workers.values()].map((worker) => worker.close()));
      const abortTimer = setTimeout(() => {
        stopping = true;
        for (const controller of active) controller.abort(new QueueClosingError());
      }, graceMs);
      try {
        await closing;
      } finally {
        clearTimeout(abortTimer);
        await Promise.all([...queues.values()].map((queue) => queue.close()));
        await connection.quit().catch(() => connection.disconnect());
      }
    },
  };
}
