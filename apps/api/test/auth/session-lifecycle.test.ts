import { API_PREFIX, paths } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/users.js';
import {
  accessKey,
  auditRows,
  expectTokenRejected,
  expectTokenWorks,
  newUser,
  signAccess,
  signIn,
} from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('bodiless calls with a JSON content type', () => {
  it('logs out when the client sends Content-Type: application/json and no body', async () => {
    const u = await newUser(t);
    const res = await t.request({
      method: 'POST',
      url: `${API_PREFIX}${paths.auth.logout}`,
      token: u.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectTokenRejected(t, u.accessToken);
  });

  it('still refuses a malformed JSON body with 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${API_PREFIX}${paths.auth.login}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });
  });
});

describe('audit of rejected tokens', () => {
  it('records forged tokens as token_rejected, but not routine expiry', async () => {
    const u = await newUser(t);
    const before = (await auditRows(t)).filter((r) => r.event === 'token_rejected').length;

    const forged = await signAccess(Buffer.from('not-the-key-not-the-key-not-the-key'), {
      sub: u.id,
      sid: '00000000-0000-4000-8000-000000000000',
      role: 'User',
    });
    await expectTokenRejected(t, forged);
    const key = accessKey(t.config.appSecret);
    const expired = await signAccess(key, {
      sub: u.id,
      sid: '00000000-0000-4000-8000-000000000000',
      role: 'User',
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    await expectTokenRejected(t, expired, 'Token has expired');

    const rows = (await auditRows(t)).filter((r) => r.event === 'token_rejected');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ outcome: 'failure', details: { method: 'GET' } });
    expect(JSON.stringify(rows.at(-1))).not.toContain(forged);
  });
});

describe('ensureAdmin', () => {
  it('keeps admin sessions when the password is unchanged and ends them when it changes', async () => {
    const auth = t.services.auth;
    const email = uniqueEmail('admin');
    await auth.ensureAdmin(email, 'First!Admin-Passw0rd');
    const first = await signIn(t, email, 'First!Admin-Passw0rd', 'admin');

    await auth.ensureAdmin(email, 'First!Admin-Passw0rd');
    await expectTokenWorks(t, first.accessToken);

    await auth.ensureAdmin(email.toUpperCase(), 'Second!Admin-Passw0rd');
    await expectTokenRejected(t, first.accessToken);
    await expect(signIn(t, email, 'First!Admin-Passw0rd', 'admin')).rejects.toThrow('401');
    const second = await signIn(t, email, 'Second!Admin-Passw0rd', 'admin');
    await expectTokenWorks(t, second.accessToken);
  });
});
