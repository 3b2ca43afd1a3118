import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { fromFlexible } from './flexible-limiter.js';
import type { Limiter } from './types.js';

/** Fixed windows shared by every API process through Redis (an atomic Lua increment). */
export function createRedisLimiter(opts: { redisUrl: string; keyPrefix?: string }): Limiter {
  const redis = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const store = new RateLimiterRedis({
    storeClient: redis,
    points: 1,
    duration: 60,
    // The store joins prefix and key with ':'; ours ends with it already.
    keyPrefix: (opts.keyPrefix ?? 'prd:rl:').replace(/:$/, ''),
  });
  return fromFlexible('redis', store, async () => {
    if (redis.status === 'end') return;
    // A lazy client that never connected has nothing to flush.
    if (redis.status === 'wait') redis.disconnect();
    else await redis.quit();
  });
}
