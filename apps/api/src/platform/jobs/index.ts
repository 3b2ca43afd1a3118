export { createJobQueue } from './job-queue.js';
export { createMemoryJobQueue } from './memory-queue.js';
export { createBullmqJobQueue } from './bullmq-queue.js';
export { JobTimeoutError } from './run-attempt.js';
export type { JobContext, JobLogger, JobQueue, JobQueueOptions, WorkOptions } from './types.js';
