import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';
import { fromFlexible } from './flexible-limiter.js';
import type { Limiter } from './types.js';

/**
 * Fixed windows in the `rate_limits` table (migration 0003), shared by every API process on one
 * PostgreSQL: each hit is one INSERT … ON CONFLICT DO UPDATE … RETURNING, atomic per key.
 * Rows of windows over an hour old are deleted every five minutes.
 */
export function createPostgresLimiter(db: Db): Limiter {
  const store = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    points: 1,
    duration: 60,
    keyPrefix: '',
  });
  return fromFlexible('postgres', store, async () => {
    clearTimeout(
      (store as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout })._clearExpiredTimeoutId,
    );
  });
}
