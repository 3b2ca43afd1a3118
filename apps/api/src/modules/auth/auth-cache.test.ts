import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCache } from './auth-cache.js';

const claims = (over: Partial<{ expiresAt: number }> = {}) => ({
  userId: 'u1',
  sessionId: 's1',
  role: 'User' as const,
  expiresAt: Date.now() + 60_000,
  ...over,
});
const entry = (userId: string, sessionExpiresAt = Date.now() + 60_000) => ({
  userId,
  value: { name: userId },
  sessionExpiresAt,
});

afterEach(() => vi.useRealTimers());

describe('AuthCache', () => {
  it('remembers verified tokens until they expire', () => {
    vi.useFakeTimers();
    const cache = new AuthCache(true);
    cache.rememberClaims('tok', claims({ expiresAt: Date.now() + 1000 }));
    expect(cache.claims('tok')?.sessionId).toBe('s1');
    vi.advanceTimersByTime(1001);
    expect(cache.claims('tok')).toBeUndefined();
  });

  it('forgets a session when its row changes, and every session of a user when the user changes', () => {
    const cache = new AuthCache<{ name: string }>(true);
    cache.rememberSession('s1', entry('u1'));
    cache.rememberSession('s2', entry('u1'));
    cache.rememberSession('s3', entry('u2'));
    cache.onChange('s:s1');
    expect(cache.session('s1')).toBeUndefined();
    expect(cache.session('s2')?.value.name).toBe('u1');
    cache.onChange('u:u1');
    expect(cache.session('s2')).toBeUndefined();
    expect(cache.session('s3')?.value.name).toBe('u2');
    cache.onChange('p');
    expect(cache.session('s3')).toBeUndefined();
    expect(cache.sessionCount).toBe(0);
  });

  it('does not serve a session past its end', () => {
    vi.useFakeTimers();
    const cache = new AuthCache<{ name: string }>(true);
    cache.rememberSession('s1', entry('u1', Date.now() + 500));
    expect(cache.session('s1')).toBeDefined();
    vi.advanceTimersByTime(501);
    expect(cache.session('s1')).toBeUndefined();
  });

  it('drops entries after five minutes even without a change notice', () => {
    vi.useFakeTimers();
    const cache = new AuthCache<{ name: string }>(true);
    cache.rememberSession('s1', entry('u1', Date.now() + 3_600_000));
    vi.advanceTimersByTime(5 * 60_000 + 1);
    expect(cache.session('s1')).toBeUndefined();
  });

  it('stays bounded: the oldest entries go first', () => {
    const cache = new AuthCache<{ name: string }>(true);
    for (let i = 0; i < 10_050; i++) cache.rememberSession(`s${i}`, entry(`u${i}`));
    expect(cache.sessionCount).toBe(10_000);
    expect(cache.session('s0')).toBeUndefined();
    expect(cache.session('s10049')).toBeDefined();
  });

  it('without session caching (PostgreSQL) still keeps verified claims, until they expire', () => {
    const cache = new AuthCache<{ name: string }>(false);
    cache.rememberClaims('tok', claims({ expiresAt: Date.now() + 60_000 }));
    cache.rememberClaims('old', claims({ expiresAt: Date.now() - 1 }));
    cache.rememberSession('s1', entry('u1'));
    expect(cache.claims('tok')?.sessionId).toBe('s1');
    expect(cache.claims('old')).toBeUndefined();
    expect(cache.session('s1')).toBeUndefined();
  });
});
