import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiProviderError } from '../../src/platform/ai/provider-errors.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { parseEvents, type ServerEvent } from './events.js';
import { controlledWriter, failingWriter, scriptedEngine, slowWriter } from './scripted-engine.js';
import { upload, usedUploads } from './support.js';

const SSE = 'text/event-stream';
const BRIEF = 'Build a parking app. Drivers must be able to pay by phone.';
const DELTAS = ['# Parking\n', '## Goals\n', '- Pay by phone\n', '- Find a spot\n', 'Done.\n'];

const tokensOf = (events: ServerEvent[]) =>
  events.filter((e) => e.event === 'token').map((e) => (e.data as { text: string }).text);

/** Waits until `check` holds (polling), failing after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Issue 11: answers are jobs whose streams any client can follow, resume and stop. */
describe('answers as jobs', () => {
  let t: TestApp;
  let user: TestUser;
  const engine = scriptedEngine(slowWriter(DELTAS, 5));

  const attach = (sessionId: string, opts: { lastEventId?: string; token?: string } = {}) =>
    t.request({
      method: 'GET',
      url: `/api/v1/prd_upload/answer_stream?session_id=${sessionId}`,
      headers: opts.lastEventId ? { 'last-event-id': opts.lastEventId } : {},
      token: opts.token ?? user.accessToken,
    });
  const stop = (sessionId: string, token = user.accessToken) =>
    t.request({
      method: 'POST',
      url: `/api/v1/prd_upload/stop_answer?session_id=${sessionId}`,
      token,
    });
  const generation = async (sessionId: string) => {
    const result = await t.database.db.execute(
      sql`select status, settlement, attempts from generations where session_id = ${sessionId}`,
    );
    return (result as { rows: { status: string; settlement: string | null }[] }).rows[0]!;
  };
  const answer = async (sessionId: string) => {
    const result = await t.database.db.execute(
      sql`select message, status from chat_messages where session_id = ${sessionId} and role = 'ai'`,
    );
    return (result as { rows: { message: string; status: string }[] }).rows[0]!;
  };

  beforeAll(async () => {
    t = await buildTestApp({
      overrides: { prdEngine: engine },
      env: { GENERATION_BACKOFF: '1', GENERATION_ATTEMPTS: '2' },
    });
    user = await signUpAndLogin(t);
  });
  afterAll(() => t.close());

  it('gives every streamed event an id, and a reattached client the rest exactly once', async () => {
    engine.use(slowWriter(DELTAS, 5));
    const first = parseEvents(
      (await upload(t, { token: user.accessToken, text: BRIEF, accept: SSE })).body,
    );
    const sessionId = (first[0]!.data as { session_id: string }).session_id;
    expect(first.slice(1).every((e) => /^\d+-\d+$/.test(e.id ?? ''))).toBe(true);
    expect(tokensOf(first).join('')).toBe(DELTAS.join(''));

    // A client that saw events up to some id gets exactly what came after, then `done`.
    for (let cut = 1; cut < first.length - 1; cut += 1) {
      const resumed = parseEvents((await attach(sessionId, { lastEventId: first[cut]!.id })).body);
      expect(resumed[0]!.event).toBe('session');
      expect(resumed.slice(1)).toEqual(first.slice(cut + 1));
    }
    // Without an id: the whole answer again.
    const whole = parseEvents((await attach(sessionId)).body);
    expect(tokensOf(whole).join('')).toBe(DELTAS.join(''));
    expect(whole.at(-1)!.event).toBe('done');
  });

  it('lets a second client follow a running answer live, and stop it keeping what was written', async () => {
    const control = controlledWriter();
    engine.use(control.writer);
    const sending = upload(t, { token: user.accessToken, text: BRIEF, accept: SSE });
    let sessionId = '';
    await until(async () => {
      const rows = await t.database.db.execute(
        sql`select session_id from generations where status = 'running' limit 1`,
      );
      sessionId = (rows as { rows: { session_id: string }[] }).rows[0]?.session_id ?? '';
      return sessionId !== '';
    });
    control.push('# Half a PRD\n');
    const follower = attach(sessionId);
    await until(async () => (await answer(sessionId)).status === 'pending');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = await stop(sessionId);
    expect(stopped.statusCode).toBe(200);

    const [sent, followed] = await Promise.all([sending, follower]);
    for (const res of [sent, followed]) {
      const events = parseEvents(res.body);
      expect(tokensOf(events).join('')).toBe('# Half a PRD\n');
      expect(events.at(-1)).toMatchObject({
        event: 'stopped',
        data: { prd_result: '# Half a PRD\n', charged: true },
      });
    }
    expect(await answer(sessionId)).toEqual({ message: '# Half a PRD\n', status: 'stopped' });
    expect(await generation(sessionId)).toMatchObject({ status: 'stopped', settlement: 'charged' });
    // Nothing left to stop; the stored answer answers a late attach.
    expect((await stop(sessionId)).statusCode).toBe(404);
    const late = parseEvents((await attach(sessionId)).body);
    expect(late.at(-1)).toMatchObject({ event: 'stopped' });
  });

  it('refunds an answer stopped before any text, and hides sessions from other people', async () => {
    const other = await signUpAndLogin(t);
    const control = controlledWriter();
    engine.use(control.writer);
    const before = await usedUploads(t, other.id);
    const sending = upload(t, { token: other.accessToken, text: BRIEF });
    let sessionId = '';
    await until(async () => {
      const rows = await t.database.db.execute(
        sql`select g.session_id from generations g where g.user_id = ${other.id} and g.status = 'running'`,
      );
      sessionId = (rows as { rows: { session_id: string }[] }).rows[0]?.session_id ?? '';
      return sessionId !== '';
    });
    // Someone else can neither follow nor stop it.
    expect((await attach(sessionId)).statusCode).toBe(404);
    expect((await stop(sessionId)).statusCode).toBe(404);
    expect((await stop(sessionId, other.accessToken)).statusCode).toBe(200);
    const res = await sending;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { prd_result: '', session_id: sessionId } });
    expect(await usedUploads(t, other.id)).toBe(before);
    expect(await generation(sessionId)).toMatchObject({
      status: 'stopped',
      settlement: 'refunded',
    });
  });

  it('retries a transient provider failure, starting the stream over, and charges once', async () => {
    let calls = 0;
    const good = slowWriter(DELTAS, 1);
    engine.use({
      name: 'flaky',
      reply(input, signal) {
        calls += 1;
        if (calls === 1) {
          return failingWriter(
            ['# Draft that breaks\n'],
            new AiProviderError('server', 'busy'),
          ).reply(input, signal);
        }
        return good.reply(input, signal);
      },
    });
    const before = await usedUploads(t, user.id);
    const res = await upload(t, { token: user.accessToken, text: BRIEF, accept: SSE });
    const events = parseEvents(res.body);
    const types = events.map((e) => e.event);
    expect(types).toContain('reset');
    const afterReset = events.slice(types.indexOf('reset'));
    expect(tokensOf(afterReset).join('')).toBe(DELTAS.join(''));
    expect(events.at(-1)!.event).toBe('done');
    expect(await usedUploads(t, user.id)).toBe(before + 1);
    const sessionId = (events[0]!.data as { session_id: string }).session_id;
    expect(await generation(sessionId)).toMatchObject({ status: 'complete', attempts: 2 });
  });

  it('settles once: a duplicate job or a sweep after the end changes nothing', async () => {
    engine.use(failingWriter([]));
    const before = await usedUploads(t, user.id);
    const res = await upload(t, { token: user.accessToken, text: BRIEF });
    expect(res.statusCode).toBe(502);
    expect(await usedUploads(t, user.id)).toBe(before);
    const rows = await t.database.db.execute(
      sql`select id, session_id from generations where user_id = ${user.id} order by created_at desc limit 1`,
    );
    const row = (rows as { rows: { id: string; session_id: string }[] }).rows[0]!;
    // The same job again, and an overdue sweep: no second refund, no second answer.
    await t.services.jobs.add('generation', row.id, { generationId: row.id });
    await t.database.db.execute(
      sql`update generations set deadline_at = now() - interval '1 hour' where id = ${row.id}`,
    );
    await t.services.sweeper.sweep();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await usedUploads(t, user.id)).toBe(before);
    expect(await generation(row.session_id)).toMatchObject({
      status: 'failed',
      settlement: 'refunded',
    });
  });
});
