export { createLimiter } from './limiter.js';
export { createMemoryLimiter } from './memory-limiter.js';
export { createPostgresLimiter } from './postgres-limiter.js';
export { createRedisLimiter } from './redis-limiter.js';
export type { HitResult, Limiter } from './types.js';
