import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { hostileExtractHandlers } from '../../../test/fixtures/hostile-extract-worker.js';
import { parseTimed } from '../../../test/helpers/measure.js';
import type { WorkerPool } from './pool.js';
import { createProcessPool, processEntry, WorkerMemoryError } from './process-pool.js';
import { residentBytes } from './process-memory.js';

// The test parser: `hog` fills Buffers (outside the V8 heap) without yielding, `spin` never
// returns, `whoami` answers with the process id.
type Handlers = typeof hostileExtractHandlers;
const entry = processEntry(import.meta.url, '../../../test/fixtures/hostile-extract-worker');
const MB = 1024 * 1024;

/** Whether process `pid` still runs (a zombie waiting to be reaped does not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function gone(pids: number[], withinMs: number): Promise<boolean> {
  const until = performance.now() + withinMs;
  while (pids.some(running)) {
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('process pool', () => {
  let pool: WorkerPool<Handlers> | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('kills a process whose Buffers pass the RSS cap; the next task gets a fresh one', async () => {
    pool = createProcessPool<Handlers>({ entry, size: 1, timeoutMs: 20_000, maxRssMb: 256 });
    const first = await pool.run('whoami', undefined);
    // The hog would fill 1 GB and then wait until its time limit: only the RSS watch ends it.
    const { result, ms, rssGrowth } = await parseTimed(() => pool!.run('hog', { mb: 1024 }));
    await expect(result).rejects.toBeInstanceOf(WorkerMemoryError);
    await expect(result).rejects.toThrow(/over its 256 MB limit/);
    // Its time limit is 20 s: well under that, only the RSS watch can have ended it.
    expect(ms).toBeLessThan(15_000);
    // The Buffers were the child's: this process did not grow with them.
    expect(rssGrowth).toBeLessThan(48 * MB);
    expect(await gone([first.pid], 2000)).toBe(true);
    expect(pool.stats()).toMatchObject({ started: 1, live: 0, busy: 0 });

    const next = await pool.run('whoami', undefined);
    expect(next.pid).not.toBe(first.pid);
    expect(pool.stats()).toMatchObject({ started: 2, live: 1, tasksDone: 2 });
  }, 30_000);

  it('reuses its processes and measures them from outside', async () => {
    pool = createProcessPool<Handlers>({ entry, size: 2, timeoutMs: 20_000, maxRssMb: 512 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pool!.run('whoami', undefined)),
    );
    expect(new Set(answers.map((a) => a.pid)).size).toBeLessThanOrEqual(2);
    expect(pool.stats()).toMatchObject({ started: 2, live: 2, busy: 0, tasksDone: 10 });
    // What /proc says and what the child says of itself agree for an honest child.
    const { pid, rss } = answers[0]!;
    expect(Math.abs(residentBytes(pid)! - rss)).toBeLessThan(32 * MB);
  }, 30_000);

  it('stops a task past its time limit and replaces the process', async () => {
    pool = createProcessPool<Handlers>({ entry, size: 1, timeoutMs: 20_000, maxRssMb: 512 });
    const { pid } = await pool.run('whoami', undefined);
    await expect(
      pool.run('spin', undefined, { timeoutMs: 200, timeoutMessage: 'Too slow.' }),
    ).rejects.toMatchObject({ name: 'WorkerTimeoutError', message: 'Too slow.' });
    expect(await gone([pid], 2000)).toBe(true);
    expect((await pool.run('whoami', undefined)).pid).not.toBe(pid);
  }, 30_000);

  it('leaves no process behind on close', async () => {
    pool = createProcessPool<Handlers>({ entry, size: 2, timeoutMs: 20_000, maxRssMb: 512 });
    const [a, b] = await Promise.all([
      pool.run('whoami', undefined),
      pool.run('whoami', undefined),
    ]);
    const busy = pool.run('spin', undefined).catch((error: unknown) => error);
    await pool.close();
    expect(await busy).toMatchObject({ message: 'The worker pool is closed.' });
    expect(running(a.pid) || running(b.pid)).toBe(false);
  }, 30_000);

  it('leaves no process behind when the server dies without closing', async () => {
    const parent = path.join(import.meta.dirname, '../../../test/fixtures/process-pool-parent.ts');
    const run = promisify(execFile);
    const failed = await run(process.execPath, ['--import', 'tsx', parent], {
      timeout: 30_000,
    }).catch((error: { stdout: string; signal: string }) => error);
    expect('signal' in failed && failed.signal).toBe('SIGKILL');
    const pids = JSON.parse(failed.stdout) as number[];
    expect(pids).toHaveLength(2);
    // Their IPC channel closed with the parent: they exit on their own.
    expect(await gone(pids, 3000)).toBe(true);
  }, 40_000);
});
