/**
 * The PRD module's public face: the chat history (for sharing), the answer stream's events (for
 * account deletion) and the generation job with its sweeper (for the runtime).
 */
export type { ChatHistoryService } from './chat-history.service.js';
export { createGenerationJob, isRetryable } from './generation.job.js';
export { GENERATION_QUEUE, type GenerationJobData } from './generation-queue.js';
export { accountDeletedEvent, STREAM_EVENTS } from './stream-events.js';
export { createSweeper, type Sweeper } from './sweeper.js';
