import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers/app.js';
import type { Database } from '../../db/client.js';
import { createLimiter } from './limiter.js';
import { createMemoryLimiter } from './memory-limiter.js';
import { createPostgresLimiter } from './postgres-limiter.js';
import type { Limiter } from './types.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const runPrefix = `prd:test:rl:${randomBytes(6).toString('hex')}:`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function behavesAsFixedWindowLimiter(kind: Limiter['kind'], make: () => Limiter) {
  describe(`${kind} limiter`, () => {
    let limiter: Limiter;
    beforeEach(() => {
      limiter = make();
    });
    afterEach(async () => {
      await limiter.close();
    });

    it('reports its kind', () => {
      expect(limiter.kind).toBe(kind);
    });

    it('counts hits within a window', async () => {
      expect(await limiter.hit('count', 60)).toEqual({ count: 1, retryAfterSeconds: 60 });
      expect((await limiter.hit('count', 60)).count).toBe(2);
      const third = await limiter.hit('count', 60);
      expect(third.count).toBe(3);
      expect(third.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('peeks without adding, and reports 0/0 when no window is open', async () => {
      expect(await limiter.peek('peek')).toEqual({ count: 0, retryAfterSeconds: 0 });
      await limiter.hit('peek', 30);
      await limiter.hit('peek', 30);
      const seen = await limiter.peek('peek');
      expect(seen.count).toBe(2);
      expect(seen.retryAfterSeconds).toBeGreaterThanOrEqual(29);
      expect(seen.retryAfterSeconds).toBeLessThanOrEqual(30);
      expect((await limiter.peek('peek')).count).toBe(2);
    });

    it('keeps the window fixed from the first hit (later hits do not extend it)', async () => {
      await limiter.hit('fixed', 1);
      await sleep(600);
      const second = await limiter.hit('fixed', 60);
      expect(second.count).toBe(2);
      expect(second.retryAfterSeconds).toBe(1);
      await sleep(600);
      expect(await limiter.peek('fixed')).toEqual({ count: 0, retryAfterSeconds: 0 });
      expect(await limiter.hit('fixed', 1)).toEqual({ count: 1, retryAfterSeconds: 1 });
    });

    it('refunds one hit of the open window, never below zero and never a closed window', async () => {
      await limiter.hit('refund', 60);
      await limiter.hit('refund', 60);
      await limiter.refund('refund');
      expect((await limiter.peek('refund')).count).toBe(1);
      await limiter.refund('refund');
      await limiter.refund('refund');
      expect((await limiter.peek('refund')).count).toBe(0);
      await limiter.refund('never-hit');
      expect((await limiter.hit('never-hit', 60)).count).toBe(1);
      await limiter.hit('refund-late', 1);
      await sleep(1100);
      await limiter.refund('refund-late');
      expect((await limiter.hit('refund-late', 60)).count).toBe(1);
    });

    it('starts a new window after the old one ends', async () => {
      await limiter.hit('expire', 1);
      await limiter.hit('expire', 1);
      await sleep(1100);
      expect(await limiter.peek('expire')).toEqual({ count: 0, retryAfterSeconds: 0 });
      expect(await limiter.hit('expire', 1)).toEqual({ count: 1, retryAfterSeconds: 1 });
    });

    it('resets a key, and resetting a missing key is fine', async () => {
      await limiter.hit('reset', 60);
      await limiter.hit('reset', 60);
      await limiter.reset('reset');
      expect(await limiter.peek('reset')).toEqual({ count: 0, retryAfterSeconds: 0 });
      expect((await limiter.hit('reset', 60)).count).toBe(1);
      await expect(limiter.reset('never-seen')).resolves.toBeUndefined();
    });

    it('keeps keys independent', async () => {
      await limiter.hit('ip:1.2.3.4', 60);
      await limiter.hit('ip:1.2.3.4', 60);
      expect((await limiter.hit('ip:5.6.7.8', 60)).count).toBe(1);
      await limiter.reset('ip:5.6.7.8');
      expect((await limiter.peek('ip:1.2.3.4')).count).toBe(2);
    });

    it('counts concurrent hits exactly', async () => {
      const results = await Promise.all(
        Array.from({ length: 100 }, () => limiter.hit('burst', 60)),
      );
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 100 }, (_, i) => i + 1),
      );
    });

    it('rounds a window up to whole seconds, and retryAfterSeconds never below 1', async () => {
      const r = await limiter.hit('fraction', 0.2);
      expect(r).toEqual({ count: 1, retryAfterSeconds: 1 });
      await sleep(300);
      expect((await limiter.peek('fraction')).count).toBe(1);
    });

    it('rejects a window that is not a positive number', async () => {
      await expect(limiter.hit('bad', 0)).rejects.toThrow(/windowSeconds/);
      await expect(limiter.hit('bad', Number.NaN)).rejects.toThrow(/windowSeconds/);
    });
  });
}

behavesAsFixedWindowLimiter('memory', () => createLimiter({}));
behavesAsFixedWindowLimiter('redis', () =>
  createLimiter({ redisUrl: REDIS_URL, keyPrefix: runPrefix }),
);

// The SQL store on the test database: PGlite, or PostgreSQL when DATABASE_URL is set.
let sqlDatabase: { database: Database; drop: () => Promise<void> } | undefined;
beforeAll(async () => {
  sqlDatabase = await freshDatabase();
});
afterAll(async () => {
  await sqlDatabase?.database.close();
  await sqlDatabase?.drop();
});
behavesAsFixedWindowLimiter('postgres', () => createPostgresLimiter(sqlDatabase!.database.db));

describe('store choice', () => {
  it('is Redis with a URL, the database on PostgreSQL, else memory', async () => {
    const fake = { db: sqlDatabase!.database.db };
    const picks = [
      createLimiter({ redisUrl: REDIS_URL, database: { ...fake, kind: 'postgres' } }),
      createLimiter({ database: { ...fake, kind: 'postgres' } }),
      createLimiter({ database: { ...fake, kind: 'pglite' } }),
      createMemoryLimiter(),
    ];
    expect(picks.map((l) => l.kind)).toEqual(['redis', 'postgres', 'memory', 'memory']);
    await Promise.all(picks.map((l) => l.close()));
  });
});

describe('memory limiter housekeeping', () => {
  it('forgets a window when it ends', async () => {
    const limiter = createMemoryLimiter();
    await limiter.hit('gone', 1);
    await sleep(1100);
    expect(await limiter.peek('gone')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.close();
  });
});

describe('redis limiter storage', () => {
  const admin = new Redis(REDIS_URL);

  afterAll(async () => {
    const keys = await admin.keys(`${runPrefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
  });

  it('stores counters under the prefix with an expiry', async () => {
    const limiter = createLimiter({ redisUrl: REDIS_URL, keyPrefix: runPrefix });
    await limiter.hit('stored', 60);
    await limiter.close();
    expect(await admin.get(`${runPrefix}stored`)).toBe('1');
    const ttl = await admin.pttl(`${runPrefix}stored`);
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('is shared by two limiters (two API processes) on one Redis', async () => {
    const [a, b] = [0, 1].map(() => createLimiter({ redisUrl: REDIS_URL, keyPrefix: runPrefix }));
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a! : b!).hit('shared', 60)));
    expect((await a!.peek('shared')).count).toBe(10);
    await Promise.all([a!.close(), b!.close()]);
  });

  it('uses prd:rl: by default', async () => {
    const key = `${runPrefix}default`;
    const limiter = createLimiter({ redisUrl: REDIS_URL });
    await limiter.hit(key, 5);
    await limiter.close();
    expect(await admin.get(`prd:rl:${key}`)).toBe('1');
    await admin.del(`prd:rl:${key}`);
  });

  it('closes cleanly when it never connected', async () => {
    const limiter = createLimiter({ redisUrl: REDIS_URL, keyPrefix: runPrefix });
    await expect(limiter.close()).resolves.toBeUndefined();
  });
});
