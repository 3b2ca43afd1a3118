import { randomBytes } from 'node:crypto';
import { messages } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textWriter } from '../../src/modules/prd/writers/collect-reply.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';
import { parseEvents } from '../prd/events.js';
import { scriptedEngine } from '../prd/scripted-engine.js';
import { upload } from '../prd/support.js';
import { until } from '../helpers/until.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `prdtest-del-${randomBytes(4).toString('hex')}`;

/** A provider the test feeds, which records hearing the abort. */
function fedWriter() {
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  const state = { aborted: false };
  const writer = textWriter('fed', async function* (_input, signal) {
    signal?.addEventListener('abort', () => {
      state.aborted = true;
      wake?.();
    });
    for (;;) {
      while (queue.length === 0) {
        if (signal?.aborted) throw signal.reason;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      yield queue.shift()!;
    }
  });
  return {
    writer,
    state,
    push(text: string) {
      queue.push(text);
      wake?.();
    },
  };
}

/**
 * The API and the worker are two sets of services that share only the database and Redis (jobs
 * on BullMQ, answer streams and stops on Redis), as `npm start` and `npm run worker` do.
 */
describe('deleting a person whose answer a worker in another process is writing', () => {
  let api: TestApp;
  let worker: TestApp;
  const feed = fedWriter();
  const env = { REDIS_URL, QUEUE: 'redis', REDIS_PREFIX: prefix };

  beforeAll(async () => {
    api = await buildTestApp({
      env,
      overrides: { worker: false, prdEngine: scriptedEngine(feed.writer) },
    });
    worker = await buildTestApp({
      env,
      borrowDatabase: api.database,
      overrides: { worker: true, prdEngine: scriptedEngine(feed.writer) },
    });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('stops the worker’s job through Redis and ends the API’s stream with account_deleted', async () => {
    const admin = await adminLogin(api);
    const user = await signUpAndLogin(api);
    const sending = upload(api, {
      token: user.accessToken,
      text: 'A ferry app.',
      accept: 'text/event-stream',
    });
    let id = '';
    await until(async () => {
      const rows = (await api.database.db.execute(
        sql`select id from generations where user_id = ${user.id} and delivered_at is not null`,
      )) as { rows: { id: string }[] };
      id = rows.rows[0]?.id ?? '';
      if (!id) feed.push('# Ferry\n');
      return id !== '';
    });

    const res = await api.request({
      method: 'DELETE',
      url: `/api/v1/deletion/delete_user/${user.id}`,
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(202);
    await until(() => feed.state.aborted);

    const events = parseEvents((await sending).body);
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'ACCOUNT_DELETED', message: messages.chat.accountDeleted },
    });
    await until(async () => {
      const rows = (await api.database.db.execute(
        sql`select 1 from users where id = ${user.id}`,
      )) as { rows: unknown[] };
      return rows.rows.length === 0;
    });
  });
});
