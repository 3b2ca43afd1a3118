import { createMemoryLimiter } from './memory-limiter.js';
import { createRedisLimiter } from './redis-limiter.js';
import type { Limiter } from './types.js';

export type { HitResult, Limiter } from './types.js';

/** Redis when a URL is given (shared by all processes); otherwise in this process. */
export function createLimiter(opts: { redisUrl?: string; keyPrefix?: string }): Limiter {
  return opts.redisUrl
    ? createRedisLimiter({ redisUrl: opts.redisUrl, keyPrefix: opts.keyPrefix })
    : createMemoryLimiter();
}
