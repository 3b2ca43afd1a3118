import { API_PREFIX } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRoute } from '../../src/http/route-catalog.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';

let t: TestApp;
let adminToken: string;
let userToken: string;
let userId: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await adminLogin(t)).accessToken;
  const user = await signUpAndLogin(t);
  userToken = user.accessToken;
  userId = user.id;
});
afterAll(() => t.close());

const UNKNOWN_USER = '00000000-0000-4000-8000-000000000000';

/** URL beginnings that only admin routes have: a route there outside the admin scope fails. */
const ADMIN_ONLY_PREFIXES = ['/admin/', '/security/', '/api_keys_settings/'].map(
  (prefix) => `${API_PREFIX}${prefix}`,
);

/**
 * The admin calls whose example is their path filled in (`fill`); with the examples below,
 * the 38 admin calls of the API when the matrix came to be generated, which must stay in scope.
 */
const plainAdminCalls = [
  'GET /admin/overview',
  'GET /admin/users',
  'POST /admin/users/:id/deactivate',
  'POST /admin/users/:id/reactivate',
  'GET /security/audit-logs',
  'GET /security/security-incidents',
  'GET /api_keys_settings/get_all_api_keys',
  'GET /payment_management/get_all_subscriptions',
  'GET /plan/admin_plans',
  'GET /content/pages',
  'GET /deletion/view_requests',
  'POST /deletion/reject_request/:id',
  'DELETE /deletion/delete_user/:id',
  'GET /study/levels',
  'GET /study/subjects',
  'GET /study/lessons',
];

interface Call {
  method: string;
  /** The registered path, `:params` included. */
  route: string;
  /** What is sent: the path filled in, with a query string. */
  url: string;
  payload?: object;
}

/**
 * Admin calls as a client would send them, for the routes where the admin row should reach the
 * service rather than stop at validation. Destructive ones target objects that do not exist, so
 * the admin row checks the guard lets them through (404/409/422 answers are the service's own)
 * without changing what later rows see. Routes not listed here are called with their path
 * filled in by `fill`.
 */
const examples = (): Call[] => [
  { method: 'GET', route: '/admin/users/:id', url: `/admin/users/${userId}` },
  { method: 'GET', route: '/admin/users/:id/export', url: `/admin/users/${userId}/export` },
  {
    method: 'PUT',
    route: '/admin/users/:id/plan',
    url: `/admin/users/${UNKNOWN_USER}/plan`,
    payload: { plan_id: null },
  },
  {
    method: 'GET',
    route: '/security/terminate_user_session',
    url: `/security/terminate_user_session?user_id=${UNKNOWN_USER}`,
  },
  {
    method: 'POST',
    route: '/security/security-incidents/:id/resolve',
    url: '/security/security-incidents/999999/resolve',
    payload: {},
  },
  {
    method: 'GET',
    route: '/api_keys_settings/get_api_key_by_id',
    url: '/api_keys_settings/get_api_key_by_id?key_id=999999',
  },
  {
    method: 'POST',
    route: '/api_keys_settings/add_api_key',
    url: '/api_keys_settings/add_api_key',
    payload: {},
  },
  {
    method: 'PUT',
    route: '/api_keys_settings/update_api_keys',
    url: '/api_keys_settings/update_api_keys',
    payload: { key_id: 999999 },
  },
  {
    method: 'POST',
    route: '/api_keys_settings/test_api_key',
    url: '/api_keys_settings/test_api_key?key_id=999999',
  },
  { method: 'PUT', route: '/plan/update_plan/:id', url: '/plan/update_plan/999999', payload: {} },
  { method: 'POST', route: '/content/pages', url: '/content/pages', payload: {} },
  { method: 'PUT', route: '/content/pages', url: '/content/pages', payload: {} },
  { method: 'DELETE', route: '/content/pages', url: '/content/pages?id=999999' },
  ...(['levels', 'subjects', 'lessons'] as const).flatMap((kind) => [
    { method: 'POST', route: `/study/${kind}`, url: `/study/${kind}`, payload: {} },
    { method: 'PUT', route: `/study/${kind}`, url: `/study/${kind}`, payload: { id: 999999 } },
    { method: 'DELETE', route: `/study/${kind}`, url: `/study/${kind}?id=999999` },
  ]),
];

/** A path's `:id`: a user id (unknown) where the path is about users, a number elsewhere. */
const fill = (route: string) =>
  route.replace(/:(\w+)/g, () =>
    /\/(users|delete_user)\/:/.test(route) ? UNKNOWN_USER : '999999',
  );

const key = (method: string, route: string) => `${method} ${route}`;
const relative = (url: string) => url.slice(API_PREFIX.length);

const catalog = (): CatalogRoute[] => t.app.routeCatalog();
const adminRoutes = () => catalog().filter((route) => route.adminScope);

/** Every route of the admin scope, as a call: its example, or its path filled in. */
function adminCalls(): Call[] {
  const byRoute = new Map(examples().map((call) => [key(call.method, call.route), call]));
  return adminRoutes().map(({ method, url }) => {
    const route = relative(url);
    return byRoute.get(key(method, route)) ?? { method, route, url: fill(route) };
  });
}

const send = (call: Call, token?: string) =>
  t.request({
    method: call.method,
    url: `${API_PREFIX}${call.url}`,
    payload: call.payload,
    token,
  });

describe('the admin scope', () => {
  it('holds every admin call, and every route under an admin-only prefix', () => {
    const routes = adminRoutes();
    expect(routes.every((route) => route.url.startsWith(`${API_PREFIX}/`))).toBe(true);
    const strays = catalog().filter(
      (route) =>
        !route.adminScope && ADMIN_ONLY_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
    );
    expect(strays, 'admin routes registered outside the admin scope').toEqual([]);
    const inScope = new Set(routes.map((route) => key(route.method, relative(route.url))));
    const known = [...plainAdminCalls, ...examples().map((call) => key(call.method, call.route))];
    expect(new Set(known).size).toBe(38);
    for (const call of known) expect(inScope.has(call), call).toBe(true);
  });
});

describe('the role matrix over every admin call', () => {
  it('no token: 401; a user token: 403; never a 5xx', async () => {
    for (const call of adminCalls()) {
      const where = key(call.method, call.url);
      const anonymous = await send(call);
      expect(anonymous.statusCode, `${where} without a token`).toBe(401);
      const user = await send(call, userToken);
      expect(user.statusCode, `${where} as a user`).toBe(403);
      // A HEAD answer has no body to read the code from.
      if (call.method !== 'HEAD') {
        expect(user.json(), `${where} as a user`).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });

  it('an admin token gets through the guard; a malformed token is 401 or 498, never 5xx', async () => {
    for (const call of adminCalls()) {
      const res = await send(call, adminToken);
      const where = `${key(call.method, call.url)} as an admin`;
      expect([401, 403], where).not.toContain(res.statusCode);
      expect(res.statusCode, where).toBeLessThan(500);
      const forged = await send(call, `${adminToken.slice(0, -4)}AAAA`);
      expect([401, 498], `${key(call.method, call.url)} with a forged token`).toContain(
        forged.statusCode,
      );
    }
  });

  it("a user's token cannot reach another user's data through the either-token calls", async () => {
    const other = await signUpAndLogin(t);
    const mine = await t.request({
      method: 'GET',
      url: `/api/v1/prd_chat_history/get_chat_history?user_id=${other.id}`,
      token: userToken,
    });
    // A user's user_id is ignored: the answer is their own (empty) history, never the other's.
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain(other.id);
    const requests = await t.request({
      method: 'GET',
      url: '/api/v1/deletion/get_all_requests',
      token: other.accessToken,
    });
    expect(requests.json()).toMatchObject({ items: [] });
  });
});
