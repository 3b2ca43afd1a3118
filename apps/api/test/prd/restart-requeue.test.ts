import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryAnswerStreams } from '../../src/platform/streams/index.js';
import type { ServiceOverrides } from '../../src/services.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { parseEvents, type ServerEvent } from './events.js';
import { controlledWriter, scriptedEngine, slowWriter } from './scripted-engine.js';
import { upload, usedUploads } from './support.js';

const SSE = 'text/event-stream';
const BRIEF = 'Build a parking app. Drivers must be able to pay by phone.';
const DELTAS = ['# Parking\n', '## Goals\n', '- Pay by phone\n', '- Find a spot\n'];
const WHOLE = DELTAS.join('');

/** The text a client rebuilds from a stream's events: tokens appended, `reset` starts over. */
const rebuilt = (events: ServerEvent[], from = '') =>
  events.reduce(
    (text, e) =>
      e.event === 'reset'
        ? ''
        : e.event === 'token'
          ? text + (e.data as { text: string }).text
          : text,
    from,
  );

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Issue 11, the restart path of the embedded default in one process: what a process accepted or
 * had half written is finished by the next process on the same database (scripts/crash-restart.mjs
 * proves the same with real processes and SIGKILL).
 */
describe('answers outlive the process that accepted them', () => {
  let first: TestApp;
  const later: TestApp[] = [];
  let user: TestUser;

  /** Every process of one deployment signs with the same secret. */
  const sameSecret = () => ({ APP_SECRET: first.config.appSecret });
  const generation = async (sessionId: string) => {
    const result = await first.database.db.execute(
      sql`select status, settlement, attempts from generations where session_id = ${sessionId}`,
    );
    return (result as { rows: { status: string; settlement: string | null; attempts: number }[] })
      .rows[0];
  };
  const generationRow = async (sessionId: string) => {
    const result = await first.database.db.execute(
      sql`select id from generations where session_id = ${sessionId}`,
    );
    return (result as { rows: { id: string }[] }).rows[0];
  };
  const sessionOf = async (status: string) => {
    const result = await first.database.db.execute(
      sql`select session_id from generations where user_id = ${user.id} and status = ${status}`,
    );
    return (result as { rows: { session_id: string }[] }).rows[0]?.session_id;
  };
  const attach = (t: TestApp, sessionId: string, lastEventId?: string) =>
    t.request({
      method: 'GET',
      url: `/api/v1/prd_upload/answer_stream?session_id=${sessionId}`,
      headers: lastEventId ? { 'last-event-id': lastEventId } : {},
      token: user.accessToken,
    });
  /** Another process on the same database (its own memory streams unless given). */
  const restart = async (opts: ServiceOverrides = {}) => {
    const t = await buildTestApp({
      borrowDatabase: first.database,
      env: sameSecret(),
      overrides: { prdEngine: scriptedEngine(slowWriter(DELTAS, 2)), ...opts },
    });
    later.push(t);
    return t;
  };

  beforeAll(async () => {
    first = await buildTestApp({
      env: { RUN_WORKER: 'false' },
      overrides: { prdEngine: scriptedEngine(slowWriter(DELTAS, 2)) },
    });
    user = await signUpAndLogin(first);
  });
  afterAll(async () => {
    for (const t of later.reverse()) await t.close();
    await first.close();
  });

  it('queues at start what the last process accepted, and the waiting client gets it once', async () => {
    // The memory streams of "one process" that both apps share; only the second runs jobs.
    const streams = createMemoryAnswerStreams();
    const accepting = await buildTestApp({
      borrowDatabase: first.database,
      env: { ...sameSecret(), RUN_WORKER: 'false' },
      overrides: { streams, prdEngine: scriptedEngine(slowWriter(DELTAS, 2)) },
    });
    later.push(accepting);
    const before = await usedUploads(first, user.id);
    const sending = upload(accepting, { token: user.accessToken, text: BRIEF, accept: SSE });
    let sessionId: string | undefined;
    await until(async () => (sessionId = await sessionOf('queued')) !== undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await generation(sessionId!)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await usedUploads(first, user.id)).toBe(before + 1);

    await restart({ streams });
    const events = parseEvents((await sending).body);
    expect(events.map((e) => e.event)).toEqual([
      'session',
      'queued',
      'reply',
      ...events.slice(3, -1).map(() => 'token'),
      'done',
    ]);
    expect(rebuilt(events)).toBe(WHOLE);
    expect(events.at(-1)!.data).toMatchObject({ data: { prd_result: WHOLE } });
    expect(await generation(sessionId!)).toMatchObject({
      status: 'complete',
      settlement: 'charged',
      attempts: 1,
    });
    expect(await usedUploads(first, user.id)).toBe(before + 1);
  });

  it('gives up on a send whose process died at every attempt, refunding it, instead of looping', async () => {
    // An answer accepted, then started and lost with its process as many times as it may be.
    const accepting = await buildTestApp({
      borrowDatabase: first.database,
      env: { ...sameSecret(), RUN_WORKER: 'false' },
      overrides: { prdEngine: scriptedEngine(slowWriter(DELTAS, 2)) },
    });
    later.push(accepting);
    const before = await usedUploads(first, user.id);
    void upload(accepting, { token: user.accessToken, text: BRIEF, accept: SSE });
    let sessionId: string | undefined;
    await until(async () => (sessionId = await sessionOf('queued')) !== undefined);
    const attempts = accepting.config.generation.attempts;
    await first.database.db.execute(
      sql`update generations set status = 'running', attempts = ${attempts} where session_id = ${sessionId!}`,
    );

    let writes = 0;
    const next = await restart({
      prdEngine: scriptedEngine({
        name: 'counting',
        reply: (input, signal) => (writes++, slowWriter(DELTAS, 2).reply(input, signal)),
      }),
    });
    const events = parseEvents((await attach(next, sessionId!)).body);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'UPSTREAM_FAILED' } });
    expect(writes).toBe(0);
    expect(await generation(sessionId!)).toMatchObject({
      status: 'failed',
      settlement: 'refunded',
      attempts: attempts + 1,
    });
    expect(await usedUploads(first, user.id)).toBe(before);
  });

  it('writes a half-written answer again after a restart: a resuming client rebuilds it once', async () => {
    const control = controlledWriter();
    const writing = await buildTestApp({
      borrowDatabase: first.database,
      env: sameSecret(),
      overrides: { prdEngine: scriptedEngine(control.writer) },
    });
    later.push(writing);
    const before = await usedUploads(first, user.id);
    const sending = upload(writing, { token: user.accessToken, text: BRIEF, accept: SSE });
    let sessionId: string | undefined;
    await until(async () => (sessionId = await sessionOf('running')) !== undefined);
    control.push('# Half of a dif');
    // What the client saw: the stream up to the first text (ids as the SSE client gets them).
    const { id } = (await generationRow(sessionId!))!;
    const seen: ServerEvent[] = [];
    for await (const e of writing.services.streams.read(id, {
      terminal: ['done', 'error', 'stopped'],
      signal: AbortSignal.timeout(5000),
    })) {
      seen.push({ event: e.type, data: e.data, id: e.id });
      if (e.type === 'token') break;
    }
    expect(rebuilt(seen)).toBe('# Half of a dif');
    // Then the process goes away without settling the answer (its job is handed back).
    await writing.services.jobs.close(0);
    void sending;
    expect(await generation(sessionId!)).toMatchObject({ status: 'running', attempts: 1 });

    // The next process has fresh streams: the client resumes there after the last id it saw.
    const next = await restart();
    const resumed = parseEvents((await attach(next, sessionId!, seen.at(-1)!.id)).body);
    expect(resumed.map((e) => e.event)).toContain('reset');
    expect(rebuilt(resumed, rebuilt(seen))).toBe(WHOLE);
    expect(resumed.at(-1)).toMatchObject({ event: 'done', data: { data: { prd_result: WHOLE } } });
    expect(await generation(sessionId!)).toMatchObject({ status: 'complete', attempts: 2 });
    expect(await usedUploads(first, user.id)).toBe(before + 1);

    // Later still, that stream is gone too: the stored answer rebuilds the same text once.
    const third = await restart();
    const fromStore = parseEvents((await attach(third, sessionId!, seen.at(-1)!.id)).body);
    expect(fromStore.map((e) => e.event)).toEqual(['session', 'reset', 'reply', 'token', 'done']);
    expect(rebuilt(fromStore, rebuilt(seen))).toBe(WHOLE);
    const fresh = parseEvents((await attach(third, sessionId!)).body);
    expect(fresh.map((e) => e.event)).toEqual(['session', 'reply', 'token', 'done']);
    expect(rebuilt(fresh)).toBe(WHOLE);
  });
});
