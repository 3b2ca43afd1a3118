import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLimiter } from './memory-limiter.js';

describe('memory limiter housekeeping', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps expired windows on its interval so the map never grows without bound', async () => {
    const limiter = createMemoryLimiter({ sweepIntervalMs: 1000 });
    for (let i = 0; i < 100; i++) await limiter.hit(`k${i}`, 2);
    await limiter.hit('long', 60);
    expect(limiter.size).toBe(101);

    await vi.advanceTimersByTimeAsync(1000);
    expect(limiter.size).toBe(101);
    await vi.advanceTimersByTimeAsync(2000);
    expect(limiter.size).toBe(1);
    expect((await limiter.peek('long')).count).toBe(1);
    await limiter.close();
  });

  it('drops an expired window when it is touched', async () => {
    const limiter = createMemoryLimiter({ sweepIntervalMs: 3_600_000 });
    await limiter.hit('a', 1);
    vi.advanceTimersByTime(1000);
    expect(await limiter.peek('a')).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect(limiter.size).toBe(0);
    await limiter.close();
  });

  it('reports whole seconds left, counting down with the clock', async () => {
    const limiter = createMemoryLimiter();
    await limiter.hit('t', 10);
    vi.advanceTimersByTime(3500);
    expect(await limiter.hit('t', 10)).toEqual({ count: 2, retryAfterSeconds: 7 });
    vi.advanceTimersByTime(6499);
    expect(await limiter.peek('t')).toEqual({ count: 2, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1);
    expect(await limiter.peek('t')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.close();
  });

  it('stops its timer and forgets everything on close', async () => {
    const limiter = createMemoryLimiter({ sweepIntervalMs: 1000 });
    await limiter.hit('x', 60);
    expect(vi.getTimerCount()).toBe(1);
    await limiter.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(limiter.size).toBe(0);
  });
});
