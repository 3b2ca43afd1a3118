import type { IncidentsResponse } from '@prd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { adminLogin, login, signUpAndLogin, uniqueEmail } from '../../../test/helpers/users.js';
import { securityIncidents, users } from '../../db/schema.js';

const URL = '/api/v1/security/security-incidents';
const ACCOUNT_MAX = 3;

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminLogin>>;
let carol: { id: string; email: string; accessToken: string };
let dave: { id: string; email: string };
const ghost = uniqueEmail('ghost');

async function list(query: Record<string, string | number> = {}) {
  const res = await t.request({
    method: 'GET',
    url: URL,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token: admin.accessToken,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IncidentsResponse>();
}

async function idOf(email: string) {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

async function wrongPasswords(email: string, times: number, ip: string) {
  for (let i = 0; i < times; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ip,
      payload: { email, password: 'Wrong!Passw0rd', role: 'User' },
    });
    expect(res.statusCode, res.body).toBe(i < ACCOUNT_MAX ? 401 : 429);
  }
}

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LOGIN_ACCOUNT_MAX: String(ACCOUNT_MAX) } });
  admin = await adminLogin(t);
  const c = await signUpAndLogin(t);
  carol = { id: await idOf(c.email), email: c.email, accessToken: c.accessToken };
  const d = await signUpAndLogin(t);
  dave = { id: await idOf(d.email), email: d.email };

  // Repeated failures on one account: the third opens an incident, later tries are refused.
  await wrongPasswords(carol.email, ACCOUNT_MAX + 2, '198.51.100.10');
  // The same for an email nobody has: an incident without a user.
  await wrongPasswords(ghost, ACCOUNT_MAX, '198.51.100.11');

  // Refresh-token reuse: an old token presented again ends the session and opens an incident.
  const tokens = await login(t, dave.email, d.password);
  const rotate = (token: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      remoteAddress: '198.51.100.12',
      payload: { refresh_token: token },
    });
  expect((await rotate(tokens.refreshToken)).statusCode).toBe(200);
  expect((await rotate(tokens.refreshToken)).statusCode).toBe(498);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /security/security-incidents', () => {
  it('lists the incidents that really happened, newest first', async () => {
    const { items, total_pages } = await list();
    expect(total_pages).toBe(1);
    expect(items.map((i) => [i.kind, i.severity, i.email])).toEqual([
      ['refresh_token_reuse', 'high', dave.email],
      ['repeated_login_failures', 'medium', ghost],
      ['repeated_login_failures', 'medium', carol.email],
    ]);
    const [reuse, ghostly, failures] = items;
    expect(failures).toMatchObject({
      user_id: carol.id,
      ip: '198.51.100.10',
      details: { failures: ACCOUNT_MAX },
    });
    expect(failures!.description).toMatch(/^3 failed sign-ins for one account/);
    expect(ghostly).toMatchObject({ user_id: null, ip: '198.51.100.11' });
    expect(reuse).toMatchObject({ user_id: dave.id, ip: '198.51.100.12' });
    expect(reuse!.details.session_id).toEqual(expect.any(String));
    for (const item of items) {
      expect(item.id).toMatch(/^\d+$/);
      expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
    }
  });

  it('shows the user’s current email when the incident holds only the user id', async () => {
    await t.database.db
      .update(securityIncidents)
      .set({ email: null })
      .where(eq(securityIncidents.kind, 'refresh_token_reuse'));
    const { items } = await list({ kind: 'refresh_token_reuse' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ user_id: dave.id, email: dave.email });
  });

  it('filters by kind, severity, user_id and an inclusive from/to range', async () => {
    const all = (await list()).items;
    expect((await list({ kind: 'repeated_login_failures' })).items.map((i) => i.id)).toEqual(
      all.slice(1).map((i) => i.id),
    );
    expect((await list({ severity: 'high' })).items.map((i) => i.kind)).toEqual([
      'refresh_token_reuse',
    ]);
    expect((await list({ severity: 'low' })).items).toEqual([]);
    expect((await list({ user_id: carol.id })).items.map((i) => i.id)).toEqual([all[2]!.id]);
    expect((await list({ user_id: carol.id, severity: 'high' })).items).toEqual([]);
    expect((await list({ kind: 'refresh_token_reuse', user_id: carol.id })).items).toEqual([]);

    const middle = all[1]!;
    expect(
      (await list({ from: middle.created_at, to: middle.created_at })).items.map((i) => i.id),
    ).toEqual([middle.id]);
    expect((await list({ from: middle.created_at })).items.map((i) => i.id)).toEqual(
      all.slice(0, 2).map((i) => i.id),
    );
    expect((await list({ to: middle.created_at })).items.map((i) => i.id)).toEqual(
      all.slice(1).map((i) => i.id),
    );
    expect((await list({ from: '2999-01-01T00:00:00Z' })).items).toEqual([]);
  });

  it('pages with page and page_size', async () => {
    const all = (await list()).items;
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ page, page_size: 1 })));
    expect(pages.map((p) => p.total_pages)).toEqual([3, 3, 3, 3]);
    expect(pages.map((p) => p.items[0]?.id)).toEqual([...all.map((i) => i.id), undefined]);
    expect((await list({ page_size: 2, page: 2 })).items.map((i) => i.id)).toEqual([all[2]!.id]);
  });

  it('is for admins only: 403 for a user (audited), 401 without a token', async () => {
    const res = await t.request({ method: 'GET', url: URL, token: carol.accessToken });
    expect(res.statusCode).toBe(403);
    const denied = await t.request({
      method: 'GET',
      url: '/api/v1/security/audit-logs',
      query: { event: 'authorization_denied', user_id: carol.id },
      token: admin.accessToken,
    });
    expect(denied.json<{ items: { details: { route: string } }[] }>().items).toMatchObject([
      { details: { route: '/api/v1/security/security-incidents' } },
    ]);
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it.each([
    ['severity=critical', 'severity'],
    ['user_id=123', 'user_id'],
    [`kind=${'k'.repeat(65)}`, 'kind'],
    ['page_size=1000', 'page_size'],
    ['to=last-week', 'to'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await t.request({
      method: 'GET',
      url: `${URL}?${query}`,
      token: admin.accessToken,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ detail: { loc: string[] }[] }>().detail[0]!.loc).toEqual([
      'querystring',
      field,
    ]);
  });
});
