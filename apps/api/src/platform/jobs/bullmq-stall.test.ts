import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createBullmqJobQueue, type JobQueue } from './index.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `prd:test:stall:${randomBytes(6).toString('hex')}`;
const apiRoot = fileURLToPath(new URL('../../../', import.meta.url));
const quiet = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fast = { lockDurationMs: 2000, stalledIntervalMs: 1000 };

const children: ChildProcess[] = [];
const opened: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** Starts the fixture worker; resolves with its stdout lines as they come. */
function startChildWorker(queue: string) {
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a grandchild that a SIGKILL
  // of the CLI would leave alive.
  const args = ['--import', 'tsx', 'test/fixtures/stall-worker.ts', REDIS_URL, prefix, queue];
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  let buffer = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  return { child, lines };
}

async function until<T>(get: () => T | undefined, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}

function open(): JobQueue {
  const jobs = createBullmqJobQueue({ redisUrl: REDIS_URL, prefix, logger: quiet, ...fast });
  opened.push({ close: () => jobs.close(100) });
  return jobs;
}

function inspect(queue: string) {
  const q = new Queue(queue, { connection: { url: REDIS_URL }, prefix });
  opened.push(q);
  return q;
}

describe('bullmq job queue across processes', () => {
  it('a job whose worker was SIGKILLed is finished by another worker after the lock expires', async () => {
    const queue = 'stall';
    const { child, lines } = startChildWorker(queue);
    await until(() => (lines.includes('ready') ? true : undefined), 20_000);

    const producer = open();
    await producer.add(queue, 'answer-1', { text: 'hello' });
    const taken = await until(() => lines.find((line) => line.startsWith('{')), 5000);
    expect(JSON.parse(taken)).toEqual({ taken: 'answer-1', attempt: 1 });
    child.kill('SIGKILL');
    const killedAt = Date.now();

    const seen: { id: string; attempt: number; data: unknown }[] = [];
    producer.work(queue, async ({ id, attempt, data }) => void seen.push({ id, attempt, data }), {
      concurrency: 1,
      timeoutMs: 5000,
      attempts: 1,
      backoffMs: 100,
    });
    await until(() => (seen.length > 0 ? true : undefined), 8000);
    expect(seen).toEqual([{ id: 'answer-1', attempt: 2, data: { text: 'hello' } }]);
    // Not before the dead worker's lock ran out.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(1500);

    const job = await inspect(queue).getJob('answer-1');
    expect(job?.attemptsStarted).toBe(2);
    expect(job?.stalledCounter).toBe(1);
  }, 30_000);

  it('close hands a running job back at once, and another worker finishes it', async () => {
    const queue = 'handover';
    const first = open();
    const second = open();
    let firstStarted = false;
    first.work(
      queue,
      async ({ signal }) => {
        firstStarted = true;
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('stopped'))),
        );
      },
      { concurrency: 1, timeoutMs: 60_000, attempts: 1, backoffMs: 100, abortGraceMs: 200 },
    );
    await first.add(queue, 'answer-2', null);
    await until(() => (firstStarted ? true : undefined), 5000);
    const closing = Date.now();
    await first.close(100);
    const seen: number[] = [];
    second.work(queue, async ({ attempt }) => void seen.push(attempt), {
      concurrency: 1,
      timeoutMs: 5000,
      attempts: 1,
      backoffMs: 100,
    });
    await until(() => (seen.length > 0 ? true : undefined), 1500);
    // Far sooner than the 2 s lock: it was handed back, not left to stall.
    expect(Date.now() - closing).toBeLessThan(1500);
    expect(seen).toEqual([2]);
    const job = await inspect(queue).getJob('answer-2');
    expect(job?.stalledCounter).toBe(0);
    expect(await job?.getState()).toBe('completed');
  }, 20_000);
});
