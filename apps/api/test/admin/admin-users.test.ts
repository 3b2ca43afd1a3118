import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, nextIp, signUpAndLogin, uniqueEmail } from '../helpers/users.js';

let t: TestApp;
let admin: { id: string; accessToken: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminLogin(t);
});
afterAll(() => t.close());

const post = (url: string, token?: string) =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token });
const get = (url: string, token?: string) =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token });

describe('admins and users', () => {
  it('lists users newest first, searched by name or email and by status', async () => {
    const email = uniqueEmail('findme');
    const user = await signUpAndLogin(t, { name: 'Zelda Findable', email });
    const byName = await get('/admin/users?q=zelda%20nobody', admin.accessToken);
    expect(byName.json<{ items: { email: string }[] }>().items.map((u) => u.email)).toEqual([]);
    const byPart = await get('/admin/users?q=Findable', admin.accessToken);
    expect(byPart.json()).toMatchObject({
      items: [{ id: user.id, email, is_active: true, role: 'User' }],
      total_pages: 1,
    });
    const page = await get('/admin/users?page_size=1', admin.accessToken);
    expect(
      page.json<{ items: unknown[]; total_pages: number }>().total_pages,
    ).toBeGreaterThanOrEqual(2);
    expect(
      (await get('/admin/users?q=%25', admin.accessToken)).json<{ items: unknown[] }>().items,
    ).toEqual([]);
  });

  it("deactivating ends the user's sessions at once; sign-in answers 203 until reactivated", async () => {
    const user = await signUpAndLogin(t);
    expect((await get('/user/get_user', user.accessToken)).statusCode).toBe(200);
    const off = await post(`/admin/users/${user.id}/deactivate`, admin.accessToken);
    expect(off.json()).toEqual({ message: 'The account is deactivated; its sessions have ended.' });
    expect((await get('/user/get_user', user.accessToken)).statusCode).toBe(498);
    const login = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: user.password, role: 'User' },
        remoteAddress: nextIp(),
      });
    expect((await login()).statusCode).toBe(203);
    const inactive = await get(
      `/admin/users?status=inactive&q=${encodeURIComponent(user.email)}`,
      admin.accessToken,
    );
    expect(inactive.json<{ items: { id: string }[] }>().items.map((u) => u.id)).toEqual([user.id]);
    expect((await post(`/admin/users/${user.id}/reactivate`, admin.accessToken)).statusCode).toBe(
      200,
    );
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses deactivating yourself, unknown users and bad ids; users and visitors cannot', async () => {
    expect((await post(`/admin/users/${admin.id}/deactivate`, admin.accessToken)).statusCode).toBe(
      409,
    );
    expect(
      (
        await post(
          '/admin/users/00000000-0000-4000-8000-000000000000/deactivate',
          admin.accessToken,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post('/admin/users/not-a-uuid/deactivate', admin.accessToken)).statusCode).toBe(
      422,
    );
    const user = await signUpAndLogin(t);
    for (const [method, url] of [
      ['GET', '/admin/users'],
      ['POST', `/admin/users/${user.id}/deactivate`],
      ['POST', `/admin/users/${user.id}/reactivate`],
    ] as const) {
      expect((await t.request({ method, url: `/api/v1${url}` })).statusCode).toBe(401);
      expect(
        (await t.request({ method, url: `/api/v1${url}`, token: user.accessToken })).statusCode,
      ).toBe(403);
    }
  });
});
