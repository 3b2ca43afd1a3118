export { createLimiter } from './limiter.js';
export { createMemoryLimiter } from './memory-limiter.js';
export { createRedisLimiter } from './redis-limiter.js';
export type { Limiter } from './types.js';
