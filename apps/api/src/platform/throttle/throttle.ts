import type { RateRule } from '../../config.js';
import { AppError } from '../errors/app-error.js';
import type { Limiter } from '../limits/index.js';
import type { AuditService, RequestMeta } from '../audit/index.js';

export interface Guard {
  key: string;
  rule: RateRule;
}

/**
 * Turns limiter counts into 429s, each trip written to the audit log (through its per-IP flood
 * gate). An attempt is counted before the work it guards (`take`), atomically in the store, so
 * of any number of concurrent attempts at most `max` get through; work that turns out fine gives
 * its count back (`refund`) or clears the key.
 */
export function createThrottle(limiter: Limiter, audit: AuditService) {
  async function trip(
    meta: RequestMeta,
    action: string,
    retryAfterSeconds: number,
    email?: string,
  ) {
    await audit.recordAnonymous(meta, {
      event: 'rate_limited',
      outcome: 'failure',
      email: email ?? null,
      details: { action, retry_after: retryAfterSeconds },
    });
    return new AppError('RATE_LIMITED', undefined, {
      retryAfterSeconds: Math.max(1, retryAfterSeconds),
    });
  }

  async function take(guard: Guard, meta: RequestMeta, action: string, email?: string) {
    const { count, retryAfterSeconds } = await limiter.hit(guard.key, guard.rule.windowSeconds);
    if (count > guard.rule.max) throw await trip(meta, action, retryAfterSeconds, email);
    return count;
  }

  return {
    take,

    /**
     * Takes every guard in order and returns their counts. When one refuses, those already
     * taken are given back: a refused attempt did no work, so it costs only the guard that
     * refused it.
     */
    async takeAll(guards: Guard[], meta: RequestMeta, action: string, email?: string) {
      const counts: number[] = [];
      for (const guard of guards) {
        try {
          counts.push(await take(guard, meta, action, email));
        } catch (err) {
          await Promise.all(guards.slice(0, counts.length).map((g) => limiter.refund(g.key)));
          throw err;
        }
      }
      return counts;
    },

    refund: (key: string) => limiter.refund(key),
    clear: (key: string) => limiter.reset(key),
  };
}
