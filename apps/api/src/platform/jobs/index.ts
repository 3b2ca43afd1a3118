export { createJobQueue } from './job-queue.js';
export { createBullmqJobQueue } from './bullmq-queue.js';
export { JobTimeoutError } from './run-attempt.js';
export type { JobContext, JobQueue, WorkOptions } from './types.js';
