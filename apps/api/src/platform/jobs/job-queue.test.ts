import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  createJobQueue,
  JobTimeoutError,
  type JobContext,
  type JobQueue,
  type WorkOptions,
} from './index.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const runPrefix = `prd:test:jobs:${randomBytes(6).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info() {}, warn() {}, error() {} };
const base: WorkOptions = { concurrency: 1, timeoutMs: 5000, attempts: 1, backoffMs: 50 };

class Transient extends Error {}

/** Resolves when `check` holds, polling; fails the test after `ms`. */
async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

async function deleteKeys(pattern: string) {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
}

const variants: [JobQueue['kind'], () => JobQueue][] = [
  ['memory', () => createJobQueue({ logger: quiet })],
  ['bullmq', () => createJobQueue({ redisUrl: REDIS_URL, prefix: runPrefix, logger: quiet })],
];

afterAll(() => deleteKeys(`${runPrefix}:*`));

describe.each(variants)('%s job queue', (kind, make) => {
  const opened: JobQueue[] = [];
  let n = 0;
  const open = () => {
    const queue = make();
    opened.push(queue);
    return queue;
  };
  const name = () => `q${++n}`;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close(100)));
  });

  it('reports its kind and runs a job with its id, data and attempt 1', async () => {
    const jobs = open();
    expect(jobs.kind).toBe(kind);
    const seen: Omit<JobContext<{ n: number }>, 'signal'>[] = [];
    const q = name();
    jobs.work<{ n: number }>(
      q,
      async ({ id, data, attempt }) => void seen.push({ id, data, attempt }),
      base,
    );
    await jobs.add(q, 'job-a', { n: 7 });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ id: 'job-a', data: { n: 7 }, attempt: 1 }]);
  });

  it('takes jobs added before the worker started, at most `concurrency` at once', async () => {
    const jobs = open();
    const q = name();
    for (let i = 0; i < 6; i++) await jobs.add(q, `c-${i}`, i);
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    jobs.work<number>(
      q,
      async ({ data }) => {
        peak = Math.max(peak, ++running);
        await sleep(60);
        running--;
        done.push(data);
      },
      { ...base, concurrency: 2 },
    );
    await until(() => done.length === 6);
    expect(peak).toBe(2);
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('ignores an id that is waiting or active, and runs a finished id again', async () => {
    const jobs = open();
    const q = name();
    let runs = 0;
    let release = () => {};
    jobs.work(
      q,
      async () => {
        runs++;
        await new Promise<void>((resolve) => (release = resolve));
      },
      base,
    );
    await jobs.add(q, 'same', 1);
    await jobs.add(q, 'same', 2);
    await until(() => runs === 1);
    await jobs.add(q, 'same', 3);
    await sleep(150);
    expect(runs).toBe(1);
    release();
    await sleep(150);
    expect(runs).toBe(1);
    await jobs.add(q, 'same', 4);
    await until(() => runs === 2);
    release();
  });

  it('waits delayMs before running a job', async () => {
    const jobs = open();
    const q = name();
    const started = Date.now();
    let ranAfter = -1;
    jobs.work(q, async () => void (ranAfter = Date.now() - started), base);
    await jobs.add(q, 'later', null, { delayMs: 400 });
    await sleep(250);
    expect(ranAfter).toBe(-1);
    await until(() => ranAfter >= 0);
    expect(ranAfter).toBeGreaterThanOrEqual(390);
  });

  it('retries retryable errors with exponential backoff, up to `attempts`', async () => {
    const jobs = open();
    const q = name();
    const starts: { attempt: number; at: number }[] = [];
    jobs.work(
      q,
      async ({ attempt }) => {
        starts.push({ attempt, at: Date.now() });
        if (attempt < 3) throw new Transient('provider busy');
      },
      { ...base, attempts: 4, backoffMs: 100, retryable: (err) => err instanceof Transient },
    );
    await jobs.add(q, 'flaky', null);
    await until(() => starts.length === 3);
    await sleep(400);
    expect(starts.map((s) => s.attempt)).toEqual([1, 2, 3]);
    expect(starts[1]!.at - starts[0]!.at).toBeGreaterThanOrEqual(95);
    expect(starts[2]!.at - starts[1]!.at).toBeGreaterThanOrEqual(195);
  });

  it('does not retry other errors, nor past `attempts`', async () => {
    const jobs = open();
    const q = name();
    const attempts: Record<string, number[]> = { fatal: [], always: [] };
    jobs.work<string>(
      q,
      async ({ id, attempt }) => {
        attempts[id]!.push(attempt);
        throw id === 'always' ? new Transient('again') : new Error('bad input');
      },
      {
        ...base,
        concurrency: 2,
        attempts: 3,
        backoffMs: 20,
        retryable: (e) => e instanceof Transient,
      },
    );
    await jobs.add(q, 'fatal', '');
    await jobs.add(q, 'always', '');
    await until(() => attempts.always!.length === 3);
    await sleep(300);
    expect(attempts).toEqual({ fatal: [1], always: [1, 2, 3] });
  });

  it('aborts the signal at the time limit, and frees the slot of a handler that ignores it', async () => {
    const jobs = open();
    const q = name();
    const reasons: unknown[] = [];
    const finished: string[] = [];
    jobs.work<string>(
      q,
      async ({ id, signal }) => {
        if (id === 'stuck') {
          signal.addEventListener('abort', () => reasons.push(signal.reason));
          await new Promise(() => {});
        }
        finished.push(id);
      },
      { ...base, timeoutMs: 200, abortGraceMs: 100 },
    );
    const started = Date.now();
    await jobs.add(q, 'stuck', '');
    await jobs.add(q, 'next', '');
    await until(() => finished.includes('next'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toBeInstanceOf(JobTimeoutError);
    expect(finished).toEqual(['next']);
  });

  it('asks `retryable` about a timeout like any other failure', async () => {
    const jobs = open();
    const q = name();
    const attempts: number[] = [];
    jobs.work(
      q,
      async ({ attempt, signal }) => {
        attempts.push(attempt);
        if (attempt === 1) {
          await new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        }
      },
      {
        ...base,
        attempts: 2,
        timeoutMs: 150,
        backoffMs: 10,
        retryable: (e) => e instanceof JobTimeoutError,
      },
    );
    await jobs.add(q, 'slow-once', null);
    await until(() => attempts.length === 2);
    expect(attempts).toEqual([1, 2]);
  });

  it('close waits for running jobs within the grace and takes no new ones', async () => {
    const jobs = open();
    const q = name();
    const started: string[] = [];
    const done: string[] = [];
    jobs.work<string>(
      q,
      async ({ id }) => {
        started.push(id);
        await sleep(150);
        done.push(id);
      },
      base,
    );
    await jobs.add(q, 'first', '');
    await jobs.add(q, 'second', '');
    await until(() => started.length === 1);
    await jobs.close(2000);
    await sleep(100);
    expect(started).toEqual(['first']);
    expect(done).toEqual(['first']);
    await expect(jobs.add(q, 'third', '')).rejects.toThrow(/closed/);
  });

  it('close aborts running handlers after the grace and returns', async () => {
    const jobs = open();
    const q = name();
    let aborted = false;
    let started = false;
    jobs.work(
      q,
      async ({ signal }) => {
        started = true;
        await new Promise<void>((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('stopped'));
          }),
        );
      },
      { ...base, abortGraceMs: 100 },
    );
    await jobs.add(q, 'long', null);
    await until(() => started);
    const closing = Date.now();
    await jobs.close(150);
    expect(aborted).toBe(true);
    expect(Date.now() - closing).toBeLessThan(2000);
  });

  it('refuses ids BullMQ cannot take', async () => {
    const jobs = open();
    await expect(jobs.add(name(), '42', null)).rejects.toThrow(/job id/);
    await expect(jobs.add(name(), 'a:b', null)).rejects.toThrow(/job id/);
  });
});
