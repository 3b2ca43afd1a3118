import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema.js';
import { queryName, serializeError } from '../../src/http/error-serializer.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';

const SECRET = `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(24).toString('base64')}`;

let t: TestApp;
const output: string[] = [];
const logged = () => output.join('');

beforeAll(async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    beforeReady: (app) => {
      // A route whose query fails with a secret among its parameters (a duplicate email).
      app.get('/test/failing-query', async () => {
        const email = `dup.${randomBytes(4).toString('hex')}@example.com`;
        await app.services.db.insert(users).values({ name: 'A', email, passwordHash: SECRET });
        await app.services.db.insert(users).values({ name: 'B', email, passwordHash: SECRET });
        return { ok: true };
      });
    },
  });
});

afterAll(async () => {
  await t?.close();
  vi.restoreAllMocks();
});

describe('database errors in the log', () => {
  it('are logged by code and query name, never with their parameters', async () => {
    const res = await t.request({ method: 'GET', url: '/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRET);
    const log = logged();
    expect(log).toContain('"request failed"');
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('"query":"insert users"');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('$argon2id');
  });

  it('are summarised the same when logged directly, with their cause', async () => {
    let caught: unknown;
    try {
      await t.database.db.execute(sql`select ${SECRET}::int`);
    } catch (err) {
      caught = err;
    }
    const serialized = JSON.stringify(serializeError(new Error('wrapped', { cause: caught })));
    expect(serialized).toContain('database query failed');
    expect(serialized).toContain('22P02');
    expect(serialized).not.toContain(SECRET);
  });

  it('names queries by verb and table', () => {
    expect(queryName('insert into "users" ("id") values ($1)')).toBe('insert users');
    expect(queryName('update "sessions" set "x" = $1')).toBe('update sessions');
    expect(queryName('select "a" from "chat_messages" where')).toBe('select chat_messages');
    expect(queryName('delete from "plans"')).toBe('delete plans');
    expect(queryName('select 1')).toBe('select');
  });

  it('keeps ordinary errors readable', () => {
    const e = Object.assign(new Error('boom', { cause: new Error('root') }), { code: 'E_X' });
    expect(serializeError(e)).toMatchObject({
      type: 'Error',
      message: 'boom',
      code: 'E_X',
      cause: { message: 'root' },
    });
  });
});

describe('signed file links in the log', () => {
  it('never shows the signature', async () => {
    const user = await signUpAndLogin(t);
    const sig = randomBytes(16).toString('base64url');
    await t.request({ method: 'GET', url: `/api/v1/files/chat/x/y.png?exp=1&sig=${sig}` });
    await t.request({
      method: 'GET',
      url: `/api/v1/user/get_user?sig=${sig}`,
      token: user.accessToken,
    });
    const log = logged();
    expect(log).toContain('sig=[redacted]');
    expect(log).not.toContain(sig);
  });
});
