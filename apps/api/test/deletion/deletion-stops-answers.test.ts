import { errorStatus, messages } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textWriter } from '../../src/modules/prd/writers/collect-reply.js';
import {
  createJobQueue,
  type JobContext,
  type JobQueue,
  type WorkOptions,
} from '../../src/platform/jobs/index.js';
import { createMemoryAnswerStreams, type AnswerStreams } from '../../src/platform/streams/index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { parseEvents, type ServerEvent } from '../prd/events.js';
import { scriptedEngine } from '../prd/scripted-engine.js';
import { upload, usedUploads } from '../prd/support.js';
import { until } from '../helpers/until.js';

const SSE = 'text/event-stream';
const BRIEF = 'Build a ferry booking app. Riders must see the next departure.';

const tokensOf = (events: ServerEvent[]) =>
  events.filter((e) => e.event === 'token').map((e) => (e.data as { text: string }).text);

/**
 * A provider the test feeds: each pushed text is one delta. `hearsAbort: false` is a provider
 * that goes on talking after the abort (its late tokens must go nowhere).
 */
function fedWriter(hearsAbort: boolean) {
  const queue: (string | null)[] = [];
  let wake: (() => void) | undefined;
  const state = { aborted: false, finished: false };
  const writer = textWriter('fed', async function* (_input, signal) {
    signal?.addEventListener('abort', () => {
      state.aborted = true;
      wake?.();
    });
    try {
      for (;;) {
        while (queue.length === 0) {
          if (hearsAbort && signal?.aborted) throw signal.reason;
          await new Promise<void>((resolve) => (wake = resolve));
        }
        const next = queue.shift()!;
        if (next === null) return;
        yield next;
      }
    } finally {
      state.finished = true;
    }
  });
  return {
    writer,
    state,
    push(text: string | null) {
      queue.push(text);
      wake?.();
    },
  };
}

describe('deleting a person while their answer is being written', () => {
  let t: TestApp;
  let admin: { accessToken: string };
  const engine = scriptedEngine(fedWriter(true).writer);
  /** Jobs that finished (queue name and id), to wait on. */
  const finished: string[] = [];
  /** Readers of each stream right now. */
  const readers = new Map<string, number>();
  /** A stop between processes that never arrives (a lost message): the database must hold. */
  let loseDeletionStops = false;
  /** The erasure waits here, so the rows can be read between the deletion and the erasure. */
  let releaseErasure: () => void = () => {};
  let erasureGate: Promise<void> = Promise.resolve();

  function watchedJobs(): JobQueue {
    const inner = createJobQueue({ logger: { info() {}, warn() {}, error() {} } });
    return {
      kind: inner.kind,
      add: (queue, id, data, opts) => inner.add(queue, id, data, opts),
      work: <T>(queue: string, handler: (job: JobContext<T>) => Promise<void>, opts: WorkOptions) =>
        inner.work<T>(
          queue,
          async (job) => {
            try {
              await handler(job);
            } finally {
              finished.push(`${queue}:${job.id}`);
            }
          },
          opts,
        ),
      close: (graceMs) => inner.close(graceMs),
    };
  }

  function watchedStreams(): AnswerStreams {
    const inner = createMemoryAnswerStreams();
    return {
      ...inner,
      kind: inner.kind,
      append: (id, type, data) => inner.append(id, type, data),
      writer: (id, opts) => inner.writer(id, opts),
      async *read(id, opts) {
        readers.set(id, (readers.get(id) ?? 0) + 1);
        try {
          yield* inner.read(id, opts);
        } finally {
          readers.set(id, (readers.get(id) ?? 1) - 1);
        }
      },
      exists: (id) => inner.exists(id),
      expire: (id, s) => inner.expire(id, s),
      requestStop: (id, reason) =>
        loseDeletionStops && reason === 'account_deleted'
          ? Promise.resolve()
          : inner.requestStop(id, reason),
      onStop: (id, listener) => inner.onStop(id, listener),
      close: () => inner.close(),
    };
  }

  beforeAll(async () => {
    t = await buildTestApp({
      overrides: { prdEngine: engine, jobs: watchedJobs(), streams: watchedStreams() },
    });
    admin = await adminLogin(t);
    const files = t.services.files;
    const removeFolder = files.removeFolder.bind(files);
    files.removeFolder = async (folder) => {
      await erasureGate;
      return removeFolder(folder);
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    loseDeletionStops = false;
    erasureGate = new Promise((resolve) => (releaseErasure = resolve));
  });

  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as { rows: T[] }).rows[0];

  /** The person's generation once its job has taken it. */
  async function running(user: TestUser) {
    let row: { id: string; session_id: string } | undefined;
    await until(async () => {
      row = await one(
        sql`select id, session_id from generations where user_id = ${user.id} and status = 'running'`,
      );
      return row !== undefined;
    });
    return row!;
  }

  const generation = (id: string) =>
    one<{ status: string; settlement: string | null; delivered: boolean }>(
      sql`select status, settlement, delivered_at is not null as delivered from generations where id = ${id}`,
    );
  const answerRow = (id: string) =>
    one<{ message: string; status: string }>(
      sql`select m.message, m.status from chat_messages m join generations g on g.answer_id = m.id where g.id = ${id}`,
    );
  const rowsOfSession = async (sessionId: string) =>
    (await one<{ n: number }>(
      sql`select ((select count(*) from chat_messages where session_id = ${sessionId})
        + (select count(*) from generations where session_id = ${sessionId}))::int as n`,
    ))!.n;

  const deleteUser = (user: TestUser) =>
    t.request({
      method: 'DELETE',
      url: `/api/v1/deletion/delete_user/${user.id}`,
      token: admin.accessToken,
    });

  async function erased(user: TestUser) {
    releaseErasure();
    await until(async () => !(await one(sql`select 1 from users where id = ${user.id}`)));
  }

  /** The stream ends with the deletion's terminal event, carrying only what came before it. */
  function expectEndedByDeletion(events: ServerEvent[], tokens: string[]) {
    expect(tokensOf(events)).toEqual(tokens);
    const last = events.at(-1);
    expect(last?.id).toMatch(/^\d+-\d+$/);
    expect(last).toMatchObject({
      event: 'error',
      data: {
        message: messages.chat.accountDeleted,
        status: errorStatus.ACCOUNT_DELETED,
        code: 'ACCOUNT_DELETED',
      },
    });
  }

  it('stops the job at once, ends every open stream with account_deleted, and writes nothing more', async () => {
    const user = await signUpAndLogin(t);
    const feed = fedWriter(true);
    engine.use(feed.writer);
    const before = await usedUploads(t, user.id);
    const sending = upload(t, { token: user.accessToken, text: BRIEF, accept: SSE });
    const { id, session_id: sessionId } = await running(user);
    feed.push('# Ferry booking\n');
    await until(async () => (await generation(id))?.delivered === true);
    // A second tab follows the same answer.
    const following = t.request({
      method: 'GET',
      url: `/api/v1/prd_upload/answer_stream?session_id=${sessionId}`,
      token: user.accessToken,
    });
    await until(() => (readers.get(id) ?? 0) >= 2);

    expect((await deleteUser(user)).statusCode).toBe(202);
    // The provider call is aborted and the job ends without waiting for another token.
    await until(() => feed.state.aborted && finished.includes(`generation:${id}`));
    feed.push('a token that must never be seen');

    const [sent, followed] = await Promise.all([sending, following]);
    expect(sent.statusCode).toBe(200);
    expectEndedByDeletion(parseEvents(sent.body).slice(1), ['# Ferry booking\n']);
    expectEndedByDeletion(parseEvents(followed.body).slice(1), ['# Ferry booking\n']);

    // Before the erasure: the answer was closed by the deletion, nothing of the job written.
    expect(await generation(id)).toMatchObject({ status: 'stopped', settlement: 'refunded' });
    expect(await answerRow(id)).toEqual({ message: messages.chat.generating, status: 'pending' });
    expect(await usedUploads(t, user.id)).toBe(before);
    await erased(user);
    expect(await rowsOfSession(sessionId)).toBe(0);
  });

  it('never stores a late token, even when the stop does not reach the worker', async () => {
    loseDeletionStops = true;
    const user = await signUpAndLogin(t);
    const feed = fedWriter(false);
    engine.use(feed.writer);
    const sending = upload(t, { token: user.accessToken, text: BRIEF, accept: SSE });
    const { id, session_id: sessionId } = await running(user);
    feed.push('# Ferry booking\n');
    await until(async () => (await generation(id))?.delivered === true);

    expect((await deleteUser(user)).statusCode).toBe(202);
    // The readers end at once, from the deletion's own terminal event.
    const sent = await sending;
    expectEndedByDeletion(parseEvents(sent.body).slice(1), ['# Ferry booking\n']);

    // The worker never heard the stop: its provider talks on, and the answer completes.
    feed.push('- a late token\n');
    feed.push(null);
    await until(() => finished.includes(`generation:${id}`));
    expect(feed.state.aborted).toBe(false);
    expect(await generation(id)).toMatchObject({ status: 'stopped', settlement: 'refunded' });
    expect(await answerRow(id)).toEqual({ message: messages.chat.generating, status: 'pending' });
    await erased(user);
    expect(await rowsOfSession(sessionId)).toBe(0);
  });

  it('publishes nothing when the first text comes after the deletion (no charge either)', async () => {
    loseDeletionStops = true;
    const user = await signUpAndLogin(t);
    const feed = fedWriter(false);
    engine.use(feed.writer);
    const before = await usedUploads(t, user.id);
    const sending = upload(t, { token: user.accessToken, text: BRIEF, accept: SSE });
    const { id } = await running(user);
    await until(() => (readers.get(id) ?? 0) >= 1);

    expect((await deleteUser(user)).statusCode).toBe(202);
    feed.push('# Written after the deletion\n');
    await until(() => finished.includes(`generation:${id}`));
    expectEndedByDeletion(parseEvents((await sending).body).slice(1), []);
    // Everything the stream holds, up to a mark the test adds after the job ended.
    await t.services.streams.append(id, 'mark', null);
    const events: string[] = [];
    for await (const e of t.services.streams.read(id, { terminal: ['mark'] })) events.push(e.type);
    expect(events).toEqual(['queued', 'reply', 'error', 'mark']);
    expect(await generation(id)).toEqual({
      status: 'stopped',
      settlement: 'refunded',
      delivered: false,
    });
    expect(await usedUploads(t, user.id)).toBe(before);
    await erased(user);
  });

  it('never starts an answer accepted as the deletion began, and the erasure ends its stream', async () => {
    const user = await signUpAndLogin(t);
    const feed = fedWriter(true);
    engine.use(feed.writer);
    const sending = upload(t, { token: user.accessToken, text: BRIEF, accept: SSE });
    const { id } = await running(user);
    const deleted = await deleteUser(user);
    expect(deleted.statusCode).toBe(202);
    const erasure = `account-deletion:deletion-${deleted.json<{ request_id: number }>().request_id}-`;
    await sending;
    // As if the send's transaction had committed just after the deletion's: open, and queued.
    await t.database.db.execute(
      sql`update generations set status = 'queued', settlement = null where id = ${id}`,
    );
    const ran = finished.filter((f) => f === `generation:${id}`).length;
    let calls = 0;
    engine.use({
      name: 'counted',
      reply: (input, signal) => {
        calls += 1;
        return feed.writer.reply(input, signal);
      },
    });
    await t.services.jobs.add('generation', id, { generationId: id });
    await until(() => finished.filter((f) => f === `generation:${id}`).length > ran);
    expect(calls).toBe(0);
    expect(await generation(id)).toMatchObject({ status: 'queued' });
    const following = (async () => {
      const types: string[] = [];
      for await (const e of t.services.streams.read(id, { terminal: ['mark'] })) types.push(e.type);
      return types;
    })();
    await erased(user);
    await until(() => finished.some((f) => f.startsWith(erasure)));
    await t.services.streams.append(id, 'mark', null);
    const types = await following;
    // The deletion's end, then the erasure's for the answer it found open again.
    expect(types.filter((type) => type === 'error')).toHaveLength(2);
    expect(types).not.toContain('token');
  });

  it('answers a plain JSON send with 410 ACCOUNT_DELETED', async () => {
    const user = await signUpAndLogin(t);
    const feed = fedWriter(true);
    engine.use(feed.writer);
    const sending = upload(t, { token: user.accessToken, text: BRIEF });
    const { id } = await running(user);
    await until(() => (readers.get(id) ?? 0) >= 1);
    expect((await deleteUser(user)).statusCode).toBe(202);
    const res = await sending;
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: messages.chat.accountDeleted, code: 'ACCOUNT_DELETED' });
    await erased(user);
  });
});
