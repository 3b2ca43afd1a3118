import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiter } from './types.js';
import { secondsLeft, windowSecondsOf } from './types.js';

/**
 * The Limiter of this app over one rate-limiter-flexible store. Every hit is the store's atomic
 * increment (Lua in Redis, one upsert in PostgreSQL, a Map in memory); the window of each key
 * is given per call (`customDuration`), so one store serves every rule.
 */
export function fromFlexible(
  kind: Limiter['kind'],
  store: RateLimiterAbstract,
  close: () => Promise<void>,
): Limiter {
  // Points are never compared by the store (penalty never rejects): callers compare counts.
  const result = (res: RateLimiterRes | null) =>
    res && res.consumedPoints > 0 && res.msBeforeNext > 0
      ? { count: res.consumedPoints, retryAfterSeconds: secondsLeft(res.msBeforeNext) }
      : { count: 0, retryAfterSeconds: 0 };

  return {
    kind,
    async hit(key, windowSeconds) {
      const customDuration = windowSecondsOf(windowSeconds);
      const res = await store.penalty(key, 1, { customDuration });
      return { count: res.consumedPoints, retryAfterSeconds: secondsLeft(res.msBeforeNext) };
    },
    peek: async (key) => result(await store.get(key)),
    async refund(key) {
      const res = await store.reward(key, 1, { customDuration: 1 });
      // No open window (it ended, or none was opened): the reward opened one below zero.
      if (res.consumedPoints < 0) await store.delete(key);
    },
    async reset(key) {
      await store.delete(key);
    },
    close,
  };
}
