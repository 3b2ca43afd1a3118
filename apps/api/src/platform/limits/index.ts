export { createLimiter } from './limiter.js';
export { createMemoryLimiter, type MemoryLimiter } from './memory-limiter.js';
export { createRedisLimiter } from './redis-limiter.js';
export type { HitResult, Limiter } from './types.js';
