import { monitorEventLoopDelay } from 'node:perf_hooks';
import { messages, type ChatHistoryResponse } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TITLE_CHARS } from '../../src/modules/prd/chat.repository.js';
import { createTaskPool, type TaskPool } from '../../src/platform/workers/task-pool.js';
import { workerEntry } from '../../src/platform/workers/worker-pool.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';
import { getLink, upload, uploadOk, usedUploads } from './support.js';

// Markers that make the test worker's writer / Word builder never finish (hostile-task-worker.ts).
const STUCK_WRITER = 'STUCK-WRITER';
const STUCK_WORD = 'STUCKWORD';
const LIMIT_MS = 2_000;

/**
 * Runs `work` while measuring the event loop: the delay histogram and a health probe every
 * 10 ms through the app (what a load balancer sees while one request is being answered).
 */
async function whileProbing<T>(t: TestApp, work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const health: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.request({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  delay.enable();
  const started = performance.now();
  try {
    const result = await work();
    return { result, elapsed: performance.now() - started, delay, health };
  } finally {
    delay.disable();
    running = false;
    await probe;
  }
}

const p50 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length / 2) - 1]!;

/**
 * The event loop was never held: a writer or Word builder running on it would block it for the
 * whole time limit (every probe in the window late by up to LIMIT_MS). The bounds leave room for
 * a shared 2-core machine running other suites; the 50 ms p99 budget itself is checked by
 * scripts/bench/health-under-attack.mjs on the built server.
 */
function expectResponsive(measured: { delay: { max: number }; health: number[] }) {
  expect(measured.health.length).toBeGreaterThan(20);
  expect(p50(measured.health)).toBeLessThan(50);
  expect(measured.delay.max / 1e6).toBeLessThan(LIMIT_MS / 2);
}

describe('a slow or hostile writer does not stall the server', () => {
  let t: TestApp;
  let tasks: TaskPool;

  beforeAll(async () => {
    tasks = createTaskPool({
      size: 2,
      writerTimeoutMs: LIMIT_MS,
      docxTimeoutMs: LIMIT_MS,
      maxHeapMb: 256,
      entry: workerEntry(import.meta.url, '../fixtures/hostile-task-worker'),
    });
    t = await buildTestApp({ overrides: { tasks } });
  });
  afterAll(() => t.close());

  it('answers health at once while the writer is stuck, stops it at its limit and refunds the upload', async () => {
    const user = await signUpAndLogin(t);
    // Threads loaded, as in a running server.
    await uploadOk(t, { token: user.accessToken, text: 'Users must export invoices as CSV.' });
    expect(await usedUploads(t, user.id)).toBe(1);
    const measured = await whileProbing(t, () =>
      upload(t, { token: user.accessToken, text: `${STUCK_WRITER}: users must sign in.` }),
    );
    const { result, elapsed } = measured;
    expect(result.statusCode).toBe(502);
    expect(result.json()).toMatchObject({ message: messages.chat.generationFailed });
    // Stopped at its limit, not later; the event loop never waited for it.
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(elapsed).toBeLessThan(LIMIT_MS + 3_000);
    expectResponsive(measured);
    // The reservation was given back; the stuck thread is gone and a new one takes the next send.
    expect(await usedUploads(t, user.id)).toBe(1);
    expect(tasks.stats()).toMatchObject({ busy: 0, queued: 0 });
    await uploadOk(t, { token: user.accessToken, text: 'Users must import invoices from CSV.' });
    expect(await usedUploads(t, user.id)).toBe(2);
  });

  it('answers a clear 503 for a Word file that takes too long, and still makes the others', async () => {
    const user = await signUpAndLogin(t);
    const stuck = await uploadOk(t, {
      token: user.accessToken,
      text: `Users must export ${STUCK_WORD} invoices as CSV.`,
    });
    expect(stuck.data.prd_result).toContain(STUCK_WORD);
    const measured = await whileProbing(t, () => getLink(t, stuck.data.document_path!));
    const { result, elapsed } = measured;
    expect(result.statusCode).toBe(503);
    expect(result.json()).toMatchObject({ message: messages.chat.documentFailed });
    expect(elapsed).toBeLessThan(LIMIT_MS + 3_000);
    expectResponsive(measured);

    const fine = await uploadOk(t, { token: user.accessToken, text: 'Users must pay by card.' });
    const word = await getLink(t, fine.data.document_path!);
    expect(word.statusCode).toBe(200);
    expect(word.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists sessions whose first messages are 256 KB without reading or sending them whole', async () => {
    const user = await signUpAndLogin(t);
    const long = 'The system must export invoices as CSV. '.repeat(6554).slice(0, 256 * 1024);
    for (let i = 0; i < 20; i += 1) {
      await t.database.db.execute(
        sql`insert into chat_sessions (user_id, title) values (${user.id}, ${`${i} ${long}`})`,
      );
    }
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/prd_chat_history/get_chat_history?page=1&page_size=100',
      token: user.accessToken,
    });
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json<ChatHistoryResponse>();
    expect(sessions).toHaveLength(20);
    expect(sessions.every((s) => s.messages[0]!.length === LIST_TITLE_CHARS)).toBe(true);
    expect(sessions.map((s) => Number(s.messages[0]!.split(' ')[0])).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    // 20 x 1000 characters and ids, not 5 MB.
    expect(res.body.length).toBeLessThan(40_000);
  });
});
