import { createBullmqJobQueue } from './bullmq-queue.js';
import { createMemoryJobQueue } from './memory-queue.js';
import type { JobQueue, JobQueueOptions } from './types.js';

/** BullMQ when a Redis URL is given, else the in-process queue. */
export function createJobQueue(opts: JobQueueOptions): JobQueue {
  if (opts.redisUrl) return createBullmqJobQueue({ ...opts, redisUrl: opts.redisUrl });
  return createMemoryJobQueue({ logger: opts.logger });
}
