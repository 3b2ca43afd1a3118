import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';
import { tableCounts, upload, visitorCookie } from './support.js';

const LIMIT_MESSAGE = 'Free usage limit exceeded. Please login to enjoy services.';
let ipSeq = 0;
const newIp = () => `198.19.${Math.floor((ipSeq += 1) / 250)}.${ipSeq % 250}`;

/** A body with several `user_input` fields, as the attack sent them. */
function manyFields(values: string[]) {
  const boundary = `----prd${randomBytes(8).toString('hex')}`;
  const parts = values.map(
    (v) => `--${boundary}\r\nContent-Disposition: form-data; name="user_input"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function databaseBytes(t: TestApp) {
  const result = await t.database.db.execute(sql`select
    coalesce((select sum(octet_length(message)) from chat_messages), 0)::bigint
      + coalesce((select sum(octet_length(title)) from chat_sessions), 0)::bigint as bytes`);
  return Number((result as { rows: { bytes: unknown }[] }).rows[0]!.bytes);
}

/** Issue 10, item 4: `hello` plus megabytes of punctuation was a free, unlimited greeting. */
describe('disk filling through greetings (item 4)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        ANON_FREE_LIMIT: '1',
        ANON_STORE_MAX_MB: '1',
        RATE_ANON_SEND_IP_MAX: '6',
        RATE_ANON_SEND_VISITOR_MAX: '4',
      },
    });
  });
  afterAll(() => t.close());

  it('accepts one user_input field only (the attack sent 20 × 255 KB)', async () => {
    const before = await tableCounts(t);
    // Three fields here (under this file's 1 MB visitor cap, which would refuse 20 on its own).
    const body = manyFields(['hello', ...Array.from({ length: 2 }, () => '!'.repeat(255_000))]);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/prd_upload/upload_files',
      ...body,
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please send one message at a time (one user_input field).',
      detail: [
        {
          loc: ['body', 'user_input'],
          msg: 'Please send one message at a time (one user_input field).',
          type: 'value_error',
        },
      ],
      code: 'VALIDATION',
    });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('does not take a padded hello for a greeting: it needs a free use like any PRD', async () => {
    const ip = newIp();
    const padded = `hello${'!?.,'.repeat(60_000)}`;
    const first = await upload(t, { text: padded, ip });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { document_path: string | null } }>().data.document_path).not.toBe(
      null,
    );
    const second = await upload(t, { text: padded, ip, cookie: visitorCookie(first) });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ message: LIMIT_MESSAGE, code: 'FREE_LIMIT_EXCEEDED' });
    // A real greeting is still free past the limit.
    const hello = await upload(t, { text: 'Hello there!', ip, cookie: visitorCookie(first) });
    expect(hello.statusCode).toBe(200);
  });

  it('stores the first message once: the session title is a short prefix', async () => {
    const user = await signUpAndLogin(t);
    const before = await databaseBytes(t);
    const text = `Build a garden planner. ${'Gardeners must see their beds. '.repeat(2_000)}`;
    const res = await upload(t, { token: user.accessToken, text: text.slice(0, 3_000) });
    expect(res.statusCode).toBe(200);
    const result = await t.database.db.execute(
      sql`select title from chat_sessions where user_id = ${user.id}`,
    );
    const title = (result as { rows: { title: string }[] }).rows[0]!.title;
    expect(title).toBe(text.slice(0, 200));
    // Message + answer, not message twice + answer.
    const added = (await databaseBytes(t)) - before;
    const answer = res.json<{ data: { prd_result: string } }>().data.prd_result;
    expect(added).toBeLessThan(3_000 + Buffer.byteLength(answer) + 400);
  });

  it('rate-limits anonymous sends per IP, greetings included (429, Retry-After)', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await upload(t, { text: 'hi', ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const res = await upload(t, { text: 'hi', ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected; signed-in users are not counted.
    expect((await upload(t, { text: 'hi', ip: newIp() })).statusCode).toBe(200);
    const user = await signUpAndLogin(t);
    expect((await upload(t, { text: 'hi', ip, token: user.accessToken })).statusCode).toBe(200);
  });

  it('rate-limits anonymous sends per visitor across IPs', async () => {
    const first = await upload(t, { text: 'hi', ip: newIp() });
    const cookie = visitorCookie(first)!;
    const statuses = [first.statusCode];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await upload(t, { text: 'hey', ip: newIp(), cookie })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('bounds what a visitor stores: 413 for a send over the cap, 429 once the cap is used', async () => {
    const ip = newIp();
    const big = { name: 'scan.png', data: randomBytes(1_100_000) };
    const res = await upload(t, { files: [big], ip });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Visitors may send up to 1 MB. Please login to send more.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(existsSync(path.join(t.config.dataDir, 'tmp'))).toBe(false);

    const hello = await upload(t, { text: 'hello', ip: newIp() });
    const cookie = visitorCookie(hello)!;
    // The visitor already stored almost 1 MB (as if through earlier sends in this window).
    await t.database.db.execute(sql`update chat_messages set message = repeat('x', 1046000)
      where session_id = ${hello.json<{ data: { session_id: string } }>().data.session_id}
      and role = 'human'`);
    const more = await upload(t, { text: 'Build a shop. '.repeat(4_000), ip: newIp(), cookie });
    expect(more.statusCode).toBe(429);
    expect(more.json()).toEqual({ message: LIMIT_MESSAGE, code: 'FREE_LIMIT_EXCEEDED' });
    expect(Number(more.headers['retry-after'])).toBeGreaterThan(0);
    // Counted exactly after the body too: a send small enough to skip the early check.
    const small = await upload(t, { text: 'Build a shop. '.repeat(200), ip: newIp(), cookie });
    expect(small.statusCode).toBe(429);
  });
});
