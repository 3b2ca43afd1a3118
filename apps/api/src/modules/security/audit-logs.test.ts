import type { AuditLogItem, AuditLogsResponse } from '@prd/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { STRONG_PASSWORD, adminLogin, uniqueEmail } from '../../../test/helpers/users.js';
import { auditLogs, users } from '../../db/schema.js';

const URL = '/api/v1/security/audit-logs';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminLogin>>;

/** A user registered and signed in from one address and browser; its rows are known. */
let bob: { id: string; email: string; accessToken: string; refreshToken: string };
const BOB_IP = '203.0.113.7';
const BOB_AGENT = 'AuditTest/1.0 (vitest)';

const from = (ip: string, agent: string) => ({
  remoteAddress: ip,
  headers: { 'user-agent': agent },
});

async function list(query: Record<string, string | number> = {}, token = admin.accessToken) {
  const res = await t.request({ method: 'GET', url: URL, query: stringify(query), token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditLogsResponse>();
}
const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

async function countRows() {
  return (await t.database.db.select({ id: auditLogs.id }).from(auditLogs)).length;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminLogin(t);

  const email = uniqueEmail('bob');
  const req = from(BOB_IP, BOB_AGENT);
  const reg = await t.request({
    method: 'POST',
    url: '/api/v1/auth/register',
    ...req,
    payload: { name: 'Bob', email, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD },
  });
  expect(reg.statusCode, reg.body).toBe(200);
  const bad = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    ...req,
    payload: { email, password: 'Wrong!Passw0rd', role: 'User' },
  });
  expect(bad.statusCode, bad.body).toBe(401);
  const good = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    ...req,
    payload: { email, password: STRONG_PASSWORD, role: 'User' },
  });
  expect(good.statusCode, good.body).toBe(200);
  const tokens = good.json<{ access_token: string; refresh_token: string }>();
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  bob = {
    id: row!.id,
    email,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
});

afterAll(async () => {
  await t?.close();
});

describe('GET /security/audit-logs', () => {
  it('shows who, what, when, IP, user agent and outcome of each auth event, newest first', async () => {
    const { items, total_pages } = await list({ email: bob.email });
    expect(total_pages).toBe(1);
    expect(items.map((i) => [i.event, i.outcome])).toEqual([
      ['login', 'success'],
      ['login', 'failure'],
      ['register', 'success'],
    ]);
    for (const item of items) {
      expect(item).toMatchObject({
        user_id: bob.id,
        email: bob.email,
        ip: BOB_IP,
        user_agent: BOB_AGENT,
      });
      expect(item.id).toMatch(/^\d+$/);
      expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
    }
    expect(items[1]!.details).toMatchObject({ reason: 'bad_credentials', failures: 1 });
    const times = items.map((i) => Date.parse(i.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Number(items[0]!.id)).toBeGreaterThan(Number(items[2]!.id));
  });

  it('fills in the user’s current email for rows that hold only the user id', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      ...from(BOB_IP, BOB_AGENT),
      payload: { refresh_token: bob.refreshToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    bob.refreshToken = res.json<{ refresh_token: string }>().refresh_token;

    const stored = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.event, 'token_refresh'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId: bob.id, email: null });

    const { items } = await list({ event: 'token_refresh' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ user_id: bob.id, email: bob.email, outcome: 'success' });
    // …and the email filter finds it through the user as well.
    expect((await list({ email: bob.email })).items[0]?.event).toBe('token_refresh');
  });

  it('filters by event, outcome, user_id, email (any case) and ip, combined with AND', async () => {
    const failures = await list({ event: 'login', outcome: 'failure', email: bob.email });
    expect(failures.items.map((i) => i.details.reason)).toEqual(['bad_credentials']);

    const mine = await list({ user_id: bob.id, page_size: 100 });
    expect(mine.items.length).toBe(4);
    expect(mine.items.every((i) => i.user_id === bob.id)).toBe(true);

    const upper = await list({ email: bob.email.toUpperCase() });
    expect(upper.items.map((i) => i.id)).toEqual(
      (await list({ email: bob.email })).items.map((i) => i.id),
    );

    const byIp = await list({ ip: BOB_IP, page_size: 100 });
    expect(byIp.items.length).toBe(4);
    expect(byIp.items.every((i) => i.ip === BOB_IP)).toBe(true);
    expect((await list({ ip: '198.51.100.250' })).items).toEqual([]);

    const adminRows = await list({ user_id: admin.id, event: 'login', outcome: 'success' });
    expect(adminRows.items).toHaveLength(1);
    expect(adminRows.items[0]!.email).toBe(admin.email);
    expect((await list({ user_id: admin.id, email: bob.email })).items).toEqual([]);
    expect((await list({ event: 'register', outcome: 'failure' })).items).toEqual([]);
    expect(await list({ email: 'nobody@example.com' })).toEqual({ items: [], total_pages: 0 });
  });

  it('filters by an inclusive from/to range', async () => {
    const all = (await list({ user_id: bob.id })).items; // refresh, login ok, login failed, register
    const [newest, , middle, oldest] = all as [
      AuditLogItem,
      AuditLogItem,
      AuditLogItem,
      AuditLogItem,
    ];

    const since = await list({ user_id: bob.id, from: middle.created_at });
    expect(since.items.map((i) => i.id)).toEqual(all.slice(0, 3).map((i) => i.id));

    const until = await list({ user_id: bob.id, to: middle.created_at });
    expect(until.items.map((i) => i.id)).toEqual([middle.id, oldest.id]);

    const exactly = await list({ user_id: bob.id, from: middle.created_at, to: middle.created_at });
    expect(exactly.items.map((i) => i.id)).toEqual([middle.id]);

    const later = new Date(Date.parse(newest.created_at) + 1).toISOString();
    expect((await list({ user_id: bob.id, from: later })).items).toEqual([]);
    const earlier = new Date(Date.parse(oldest.created_at) - 1).toISOString();
    expect((await list({ user_id: bob.id, to: earlier })).items).toEqual([]);

    // Offsets other than Z mean the same instant.
    const shifted = new Date(Date.parse(middle.created_at) + 2 * 3600_000)
      .toISOString()
      .replace('Z', '+02:00');
    const sameInstant = await list({ user_id: bob.id, from: shifted, to: shifted });
    expect(sameInstant.items.map((i) => i.id)).toEqual([middle.id]);
  });

  it('treats `to` as inclusive for the whole millisecond, though rows store microseconds', async () => {
    await t.database.db.insert(auditLogs).values({
      event: 'precision_probe',
      outcome: 'success',
      createdAt: sql`'2001-02-03T04:05:06.789654Z'::timestamptz`,
    });
    const shown = (await list({ event: 'precision_probe' })).items;
    expect(shown.map((i) => i.created_at)).toEqual(['2001-02-03T04:05:06.789Z']);

    const at = (q: Record<string, string>) =>
      list({ event: 'precision_probe', ...q }).then((r) => r.items.length);
    expect(await at({ to: '2001-02-03T04:05:06.789Z' })).toBe(1);
    expect(await at({ from: '2001-02-03T04:05:06.789Z', to: '2001-02-03T04:05:06.789Z' })).toBe(1);
    expect(await at({ to: '2001-02-03T04:05:06.788Z' })).toBe(0);
    expect(await at({ from: '2001-02-03T04:05:06.790Z' })).toBe(0);
  });

  it('pages with page and page_size and reports total_pages', async () => {
    const all = (await list({ user_id: bob.id, page_size: 100 })).items;
    expect(all).toHaveLength(4);

    const first = await list({ user_id: bob.id, page_size: 3 });
    const second = await list({ user_id: bob.id, page_size: 3, page: 2 });
    expect(first.total_pages).toBe(2);
    expect(second.total_pages).toBe(2);
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect([...first.items, ...second.items]).toEqual(all);

    const beyond = await list({ user_id: bob.id, page_size: 3, page: 3 });
    expect(beyond).toEqual({ items: [], total_pages: 2 });

    const defaults = await list();
    expect(defaults.items.length).toBeLessThanOrEqual(10);
    expect(defaults.total_pages).toBe(Math.ceil((await countRows()) / 10));
  });

  it('does not write to the audit log when an admin reads it', async () => {
    const before = await countRows();
    await list();
    await list({ event: 'login' });
    await t.request({
      method: 'GET',
      url: '/api/v1/security/security-incidents',
      token: admin.accessToken,
    });
    expect(await countRows()).toBe(before);
  });

  it('refuses a user token with 403 and records the denial', async () => {
    const res = await t.request({
      method: 'GET',
      url: URL,
      ...from('192.0.2.44', 'Curious/1.0'),
      token: bob.accessToken,
    });
    expect(res.statusCode).toBe(403);

    const { items } = await list({ event: 'authorization_denied' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      user_id: bob.id,
      email: bob.email,
      outcome: 'failure',
      ip: '192.0.2.44',
      user_agent: 'Curious/1.0',
      details: { method: 'GET', route: '/api/v1/security/audit-logs' },
    });
  });

  it('answers 401 without a token and 498 with a bad one, before looking at the query', async () => {
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${URL}?page=0` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: URL, token: 'not-a-token' })).statusCode).toBe(
      498,
    );
    expect(
      (await t.request({ method: 'GET', url: `${URL}?user_id=x`, token: bob.accessToken }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['outcome=maybe', 'outcome'],
    ['user_id=not-a-uuid', 'user_id'],
    ['from=yesterday', 'from'],
    ['from=2024-02-30T00:00:00Z', 'from'],
    ['to=2024-01-01', 'to'],
    ['from=0000-06-01T00:00:00Z', 'from'],
    ['from=2024-01-02T00:00:00Z&to=2024-01-01T00:00:00Z', 'to'],
    [`event=${'e'.repeat(65)}`, 'event'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await t.request({
      method: 'GET',
      url: `${URL}?${query}`,
      token: admin.accessToken,
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json<{ message: string; detail: { loc: string[]; msg: string }[] }>();
    expect(body.detail[0]!.loc).toEqual(['querystring', field]);
    expect(body.message).toBe(body.detail[0]!.msg);
  });
});
