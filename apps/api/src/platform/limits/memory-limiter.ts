import type { HitResult, Limiter } from './types.js';
import { secondsLeft, windowMs } from './types.js';

interface Window {
  count: number;
  endsAt: number;
}

export interface MemoryLimiter extends Limiter {
  /** Open windows held right now (for tests and metrics). */
  readonly size: number;
}

/** In-process fixed windows. Expired entries go on access and on a periodic sweep. */
export function createMemoryLimiter(opts: { sweepIntervalMs?: number } = {}): MemoryLimiter {
  const windows = new Map<string, Window>();

  const open = (key: string, now: number): Window | undefined => {
    const w = windows.get(key);
    if (w && w.endsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };

  const sweep = () => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
  };
  const timer = setInterval(sweep, opts.sweepIntervalMs ?? 60_000);
  timer.unref();

  // The executor turns a synchronous throw (a bad window) into a rejection, like the Redis one.
  const settle = <T>(fn: () => T) => new Promise<T>((resolve) => resolve(fn()));

  return {
    kind: 'memory',
    get size() {
      return windows.size;
    },
    hit: (key, windowSeconds) =>
      settle(() => {
        const ms = windowMs(windowSeconds);
        const now = Date.now();
        let w = open(key, now);
        if (!w) {
          w = { count: 0, endsAt: now + ms };
          windows.set(key, w);
        }
        w.count += 1;
        return { count: w.count, retryAfterSeconds: secondsLeft(w.endsAt - now) };
      }),
    peek: (key) =>
      settle((): HitResult => {
        const now = Date.now();
        const w = open(key, now);
        return w
          ? { count: w.count, retryAfterSeconds: secondsLeft(w.endsAt - now) }
          : { count: 0, retryAfterSeconds: 0 };
      }),
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    close() {
      clearInterval(timer);
      windows.clear();
      return Promise.resolve();
    },
  };
}
