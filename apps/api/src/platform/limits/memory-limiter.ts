import { RateLimiterMemory } from 'rate-limiter-flexible';
import { fromFlexible } from './flexible-limiter.js';
import type { Limiter } from './types.js';

/** Counters in this process: enough when one process serves everything (PGlite). */
export function createMemoryLimiter(): Limiter {
  // Each key's record goes with its own (unref'd) timer at the end of its window.
  const store = new RateLimiterMemory({ points: 1, duration: 60, keyPrefix: '' });
  return fromFlexible('memory', store, async () => {});
}
