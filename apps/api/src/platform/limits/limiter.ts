import type { Database } from '../../db/client.js';
import { createMemoryLimiter } from './memory-limiter.js';
import { createPostgresLimiter } from './postgres-limiter.js';
import { createRedisLimiter } from './redis-limiter.js';
import type { Limiter } from './types.js';

/**
 * Redis when a URL is given; else PostgreSQL's `rate_limits` table, which every process on that
 * database shares; else (PGlite: one process, enforced by its lock file) this process's memory.
 * See docs/decisions/008-rate-limits.md.
 */
export function createLimiter(opts: {
  redisUrl?: string;
  keyPrefix?: string;
  database?: Pick<Database, 'db' | 'kind'>;
}): Limiter {
  if (opts.redisUrl)
    return createRedisLimiter({ redisUrl: opts.redisUrl, keyPrefix: opts.keyPrefix });
  if (opts.database?.kind === 'postgres') return createPostgresLimiter(opts.database.db);
  return createMemoryLimiter();
}
