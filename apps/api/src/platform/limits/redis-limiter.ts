import { Redis } from 'ioredis';
import type { Limiter } from './types.js';
import { secondsLeft, windowMs } from './types.js';

// One round trip, atomic: the expiry is set only by the hit that opens the window. The second
// PEXPIRE repairs a key that somehow lost its TTL, so a counter can never live forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/** Fixed windows shared by every API process through Redis. */
export function createRedisLimiter(opts: { redisUrl: string; keyPrefix?: string }): Limiter {
  const prefix = opts.keyPrefix ?? 'prd:rl:';
  const redis = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });

  return {
    kind: 'redis',
    async hit(key, windowSeconds) {
      const ms = windowMs(windowSeconds);
      const reply = (await redis.eval(HIT_SCRIPT, 1, prefix + key, ms)) as [number, number];
      return { count: Number(reply[0]), retryAfterSeconds: secondsLeft(Number(reply[1])) };
    },
    async peek(key) {
      const replies = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec();
      const failed = replies?.find(([err]) => err)?.[0];
      if (!replies || failed) throw failed ?? new Error('Redis transaction was aborted');
      const count = Number(replies[0]?.[1] ?? 0);
      const ttl = Number(replies[1]?.[1] ?? -2);
      if (!count) return { count: 0, retryAfterSeconds: 0 };
      return { count, retryAfterSeconds: ttl > 0 ? secondsLeft(ttl) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      if (redis.status === 'end') return;
      // A lazy client that never connected has nothing to flush.
      if (redis.status === 'wait') redis.disconnect();
      else await redis.quit();
    },
  };
}
