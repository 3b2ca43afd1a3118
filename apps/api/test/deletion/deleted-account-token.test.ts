import { paths } from '@prd/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionRequests, users } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';

// A deleted person's token is answered "Your account has been deleted." (410, ACCOUNT_DELETED),
// not "Invalid token" (which the app shows as "session expired"), while the deletion runs and
// after it finished. Only the token's own session says so: other dead tokens stay 498.

let t: TestApp;
let admin: { accessToken: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminLogin(t);
});
afterAll(() => t.close());

const me = (token: string) =>
  t.request({ method: 'GET', url: `/api/v1${paths.user.getUser}`, token });
const deleteUser = (id: string) =>
  t.request({
    method: 'DELETE',
    url: `/api/v1${paths.deletion.deleteUser.replace(':id', id)}`,
    token: admin.accessToken,
  });

async function until(done: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await done()); i += 1) await sleep(50);
  expect(await done()).toBe(true);
}

describe('a deleted account’s token', () => {
  it('says the account was deleted, during the deletion and after it', async () => {
    const user = await signUpAndLogin(t);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    const started = await deleteUser(user.id);
    expect(started.statusCode).toBe(202);

    const during = await me(user.accessToken);
    expect(during.statusCode).toBe(410);
    expect(during.json()).toMatchObject({
      code: 'ACCOUNT_DELETED',
      message: 'Your account has been deleted.',
    });

    const requestId = started.json<{ request_id: number }>().request_id;
    await until(async () => {
      const [row] = await t.database.db
        .select({ status: deletionRequests.status })
        .from(deletionRequests)
        .where(eq(deletionRequests.id, requestId));
      return row?.status === 'approved';
    });
    const [gone] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(gone).toBeUndefined();
    const after = await me(user.accessToken);
    expect(after.statusCode).toBe(410);
    expect(after.json()).toMatchObject({ code: 'ACCOUNT_DELETED' });
  });

  it('other dead tokens stay "Invalid token" (498): logged out, forged', async () => {
    const user = await signUpAndLogin(t);
    const out = await t.request({
      method: 'POST',
      url: `/api/v1${paths.auth.logout}`,
      token: user.accessToken,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const loggedOut = await me(user.accessToken);
    expect(loggedOut.statusCode).toBe(498);
    expect(loggedOut.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const forged = await me(`${user.accessToken.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(498);
  });
});
