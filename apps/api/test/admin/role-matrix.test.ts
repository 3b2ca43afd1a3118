import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * Every admin-only call of the API, as a client would send it. Destructive ones target objects
 * that do not exist, so the admin row checks the guard lets them through (404/409/422 answers
 * are the service's own) without changing what later rows see.
 */
const adminCalls = (): {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}[] => [
  { method: 'GET', url: '/admin/overview' },
  { method: 'GET', url: '/admin/users' },
  { method: 'GET', url: `/admin/users/${userId}` },
  { method: 'GET', url: `/admin/users/${userId}/export` },
  { method: 'PUT', url: `/admin/users/${UNKNOWN_USER}/plan`, payload: { plan_id: null } },
  { method: 'POST', url: `/admin/users/${UNKNOWN_USER}/deactivate` },
  { method: 'POST', url: `/admin/users/${UNKNOWN_USER}/reactivate` },
  { method: 'GET', url: `/security/terminate_user_session?user_id=${UNKNOWN_USER}` },
  { method: 'GET', url: '/security/audit-logs' },
  { method: 'GET', url: '/security/security-incidents' },
  { method: 'POST', url: '/security/security-incidents/999999/resolve', payload: {} },
  { method: 'GET', url: '/api_keys_settings/get_all_api_keys' },
  { method: 'GET', url: '/api_keys_settings/get_api_key_by_id?key_id=999999' },
  { method: 'POST', url: '/api_keys_settings/add_api_key', payload: {} },
  { method: 'PUT', url: '/api_keys_settings/update_api_keys', payload: { key_id: 999999 } },
  { method: 'POST', url: '/api_keys_settings/test_api_key?key_id=999999' },
  { method: 'GET', url: '/payment_management/get_all_subscriptions' },
  { method: 'GET', url: '/plan/admin_plans' },
  { method: 'PUT', url: '/plan/update_plan/999999', payload: {} },
  { method: 'GET', url: '/content/pages' },
  { method: 'POST', url: '/content/pages', payload: {} },
  { method: 'PUT', url: '/content/pages', payload: {} },
  { method: 'DELETE', url: '/content/pages?id=999999' },
  { method: 'GET', url: '/deletion/view_requests' },
  { method: 'POST', url: '/deletion/reject_request/999999' },
  { method: 'DELETE', url: `/deletion/delete_user/${UNKNOWN_USER}` },
  ...(['levels', 'subjects', 'lessons'] as const).flatMap((kind) => [
    { method: 'GET' as const, url: `/study/${kind}` },
    { method: 'POST' as const, url: `/study/${kind}`, payload: {} },
    { method: 'PUT' as const, url: `/study/${kind}`, payload: { id: 999999 } },
    { method: 'DELETE' as const, url: `/study/${kind}?id=999999` },
  ]),
];

const send = (call: ReturnType<typeof adminCalls>[number], token?: string) =>
  t.request({ method: call.method, url: `/api/v1${call.url}`, payload: call.payload, token });

describe('the role matrix over every admin call', () => {
  it('no token: 401; a user token: 403; never a 5xx', async () => {
    for (const call of adminCalls()) {
      const anonymous = await send(call);
      expect(anonymous.statusCode, `${call.method} ${call.url} without a token`).toBe(401);
      const user = await send(call, userToken);
      expect(user.statusCode, `${call.method} ${call.url} as a user`).toBe(403);
      expect(user.json(), `${call.method} ${call.url} as a user`).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });

  it('an admin token gets through the guard; a malformed token is 401 or 498, never 5xx', async () => {
    for (const call of adminCalls()) {
      const res = await send(call, adminToken);
      const where = `${call.method} ${call.url} as an admin`;
      expect([401, 403], where).not.toContain(res.statusCode);
      expect(res.statusCode, where).toBeLessThan(500);
      const forged = await send(call, `${adminToken.slice(0, -4)}AAAA`);
      expect([401, 498], `${call.method} ${call.url} with a forged token`).toContain(
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
