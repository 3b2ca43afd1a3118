import { createHash } from 'node:crypto';
import type { RateRule } from '../../config.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Limiter } from '../../platform/limits/index.js';
import type { AuditService, RequestMeta } from '../security/audit.service.js';

/** Keys never hold an email in clear text (Redis may be shared). */
export const accountKey = (email: string) =>
  `acct:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

/** Turns limiter counts into 429s, each trip written to the audit log. */
export function createThrottle(limiter: Limiter, audit: AuditService) {
  async function trip(
    meta: RequestMeta,
    action: string,
    retryAfterSeconds: number,
    email?: string,
  ) {
    await audit.record(meta, {
      event: 'rate_limited',
      outcome: 'failure',
      email: email ?? null,
      details: { action, retry_after: retryAfterSeconds },
    });
    return new AppError('RATE_LIMITED', undefined, {
      retryAfterSeconds: Math.max(1, retryAfterSeconds),
    });
  }

  return {
    /** Refuses when the key has already reached its limit (counts only what `fail` adds). */
    async check(key: string, rule: RateRule, meta: RequestMeta, action: string, email?: string) {
      const { count, retryAfterSeconds } = await limiter.peek(key);
      if (count >= rule.max) throw await trip(meta, action, retryAfterSeconds, email);
    },
    /** Counts one failure; returns the new count. */
    async fail(key: string, rule: RateRule) {
      return (await limiter.hit(key, rule.windowSeconds)).count;
    },
    /** Counts every attempt and refuses past the limit. */
    async consume(key: string, rule: RateRule, meta: RequestMeta, action: string) {
      const { count, retryAfterSeconds } = await limiter.hit(key, rule.windowSeconds);
      if (count > rule.max) throw await trip(meta, action, retryAfterSeconds);
    },
    clear: (key: string) => limiter.reset(key),
  };
}
