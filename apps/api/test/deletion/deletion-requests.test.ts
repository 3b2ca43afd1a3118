import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin, type TestUser } from '../helpers/users.js';

let t: TestApp;
let admin: { accessToken: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminLogin(t);
});
afterAll(() => t.close());

const ask = (token: string | undefined, reason?: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/deletion/request_delete${reason === undefined ? '' : `?reason=${encodeURIComponent(reason)}`}`,
    token,
  });
const get = (url: string, token?: string) =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token });

describe('asking for deletion', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpAndLogin(t, { name: 'Leaving Lee' });
  });

  it('stores one open request per person; asking again updates its reason', async () => {
    const first = await ask(user.accessToken, 'Too many emails');
    expect(first.json()).toMatchObject({ message: 'Delete request submitted!' });
    const second = await ask(user.accessToken, 'Moving to another tool');
    expect(second.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    const mine = await get('/deletion/get_all_requests', user.accessToken);
    expect(mine.json()).toMatchObject({
      items: [
        {
          reason: 'Moving to another tool',
          status: 'pending',
          email: user.email,
          name: 'Leaving Lee',
        },
      ],
      total_pages: 1,
    });
  });

  it('requires a reason that is not blank, and a signed-in caller', async () => {
    for (const reason of [undefined, '', '   ']) {
      const res = await ask(user.accessToken, reason);
      expect(res.statusCode).toBe(422);
    }
    expect((await ask(user.accessToken, 'x'.repeat(501))).statusCode).toBe(422);
    expect((await ask(undefined, 'Privacy')).statusCode).toBe(401);
  });

  it('shows a user only their own requests; admins see all, filtered', async () => {
    const other = await signUpAndLogin(t);
    await ask(other.accessToken, 'I have privacy concerns');
    const mine = await get('/deletion/get_all_requests', other.accessToken);
    expect(mine.json<{ items: { email: string }[] }>().items.map((r) => r.email)).toEqual([
      other.email,
    ]);

    const all = await get('/deletion/get_all_requests', admin.accessToken);
    const emails = all.json<{ items: { email: string }[] }>().items.map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining([user.email, other.email]));
    const filtered = await get(
      `/deletion/view_requests?email=${encodeURIComponent(other.email)}&status=pending`,
      admin.accessToken,
    );
    expect(filtered.json<{ items: { email: string }[] }>().items.map((r) => r.email)).toEqual([
      other.email,
    ]);
    expect((await get('/deletion/view_requests?status=bogus', admin.accessToken)).statusCode).toBe(
      422,
    );
  });
});

describe('admins decide', () => {
  it('rejects a pending request once; users and visitors cannot', async () => {
    const user = await signUpAndLogin(t);
    const { id } = (await ask(user.accessToken, 'I found an alternative')).json<{ id: number }>();
    const reject = (token?: string) =>
      t.request({ method: 'POST', url: `/api/v1/deletion/reject_request/${id}`, token });
    expect((await reject()).statusCode).toBe(401);
    expect((await reject(user.accessToken)).statusCode).toBe(403);
    expect((await get('/deletion/view_requests', user.accessToken)).statusCode).toBe(403);
    expect((await reject(admin.accessToken)).json()).toEqual({
      message: 'Deletion request rejected',
    });
    expect((await reject(admin.accessToken)).statusCode).toBe(409);
    const missing = await t.request({
      method: 'POST',
      url: '/api/v1/deletion/reject_request/999999',
      token: admin.accessToken,
    });
    expect(missing.statusCode).toBe(404);
    const mine = await get('/deletion/get_all_requests', user.accessToken);
    expect(mine.json()).toMatchObject({ items: [{ status: 'rejected' }] });
    // After a decision the person may ask again: a new open request.
    const again = await ask(user.accessToken, 'Other reason');
    expect(again.json<{ id: number }>().id).not.toBe(id);
  });
});
