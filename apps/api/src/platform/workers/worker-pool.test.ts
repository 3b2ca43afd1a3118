import { afterEach, describe, expect, it } from 'vitest';
import type { hostileHandlers } from '../../../test/fixtures/hostile-task-worker.js';
import { createWorkerPool, workerEntry, type WorkerPool } from './worker-pool.js';

// The test worker: `echo` answers at once, `draftOffline` with the marker never returns, `hog`
// allocates without end.
type TestHandlers = typeof hostileHandlers;
const entry = workerEntry(import.meta.url, '../../../test/fixtures/hostile-task-worker');

describe('worker pool limits', () => {
  let pool: WorkerPool<TestHandlers> | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('terminates a task past its time limit, fails it clearly and replaces the thread', async () => {
    pool = createWorkerPool<TestHandlers>({ entry, size: 1, timeoutMs: 60_000 });
    expect(await pool.run('echo', { n: 1 })).toEqual({ n: 1 });
    const started = performance.now();
    const stuck = {
      message: 'STUCK-WRITER',
      files: [],
      chunks: [],
      images: [],
      notes: [],
      previousPrd: undefined,
      history: [],
      now: new Date(),
    };
    await expect(
      pool.run('draftOffline', stuck, { timeoutMs: 300, timeoutMessage: 'Too slow.' }),
    ).rejects.toMatchObject({ name: 'WorkerTimeoutError', message: 'Too slow.' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(pool.stats()).toMatchObject({ started: 1, live: 0, busy: 0 });
    expect(await pool.run('echo', 'again')).toBe('again');
    expect(pool.stats()).toMatchObject({ started: 2, live: 1 });
  });

  it('caps each thread heap: a task that allocates without end loses its thread only', async () => {
    pool = createWorkerPool<TestHandlers>({ entry, size: 1, timeoutMs: 60_000, maxHeapMb: 48 });
    const before = process.memoryUsage().heapUsed;
    await expect(pool.run('hog', undefined)).rejects.toMatchObject({
      code: 'ERR_WORKER_OUT_OF_MEMORY',
    });
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(32 * 1024 * 1024);
    expect(await pool.run('echo', 'still here')).toBe('still here');
  }, 60_000);

  it('refuses an unknown task kind without losing the thread', async () => {
    pool = createWorkerPool<TestHandlers>({ entry, size: 1, timeoutMs: 60_000 });
    await expect(pool.run('nope' as 'echo', 1)).rejects.toThrow('Unknown task: nope');
    expect(await pool.run('echo', 2)).toBe(2);
    expect(pool.stats()).toMatchObject({ started: 1, tasksDone: 2 });
  });
});
