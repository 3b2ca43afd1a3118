import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { STRONG_PASSWORD, adminLogin, uniqueEmail } from '../helpers/users.js';
import {
  auditRows,
  incidentRows,
  post,
  requestResetToken,
  setActive,
  userByEmail,
} from './support.js';

const IP = '203.0.113.7';
const UA = 'audit-test/3.1 (a browser)';
const NEW_PASSWORD = 'N3w!Passw0rd#';
const NEWER_PASSWORD = 'N3wer!Passw0rd#';
const WRONG_PASSWORD = 'Wr0ng!Passw0rd#';

let t: TestApp;
/** Every secret the journey below handles; none may reach the audit log or an incident. */
const secrets: string[] = [STRONG_PASSWORD, NEW_PASSWORD, NEWER_PASSWORD, WRONG_PASSWORD];
let userId: string;
let email: string;
let journeyStart: Date;

const call = (name: Parameters<typeof post>[1], payload?: object, token?: string) =>
  post(t, name, payload, { ip: IP, userAgent: UA, token });

beforeAll(async () => {
  t = await buildTestApp();
  journeyStart = new Date(Date.now() - 1000);
  email = uniqueEmail('audit');

  // One user's whole life, from one address and browser.
  expect(
    (
      await call('register', {
        name: 'Audited',
        email,
        password: STRONG_PASSWORD,
        confirmpassword: STRONG_PASSWORD,
      })
    ).statusCode,
  ).toBe(200);
  userId = (await userByEmail(t, email)).id;
  expect((await call('login', { email, password: WRONG_PASSWORD })).statusCode).toBe(401);
  expect(
    (await call('login', { email, password: STRONG_PASSWORD, role: 'admin' })).statusCode,
  ).toBe(403);
  const login = await call('login', { email, password: STRONG_PASSWORD });
  const first = login.json<{ access_token: string; refresh_token: string }>();
  const rotated = (await call('refresh', { refresh_token: first.refresh_token })).json<{
    access_token: string;
    refresh_token: string;
  }>();
  secrets.push(
    first.access_token,
    first.refresh_token,
    rotated.access_token,
    rotated.refresh_token,
  );

  const wrong = await call(
    'updatePassword',
    { old_password: WRONG_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    rotated.access_token,
  );
  expect(wrong.statusCode).toBe(203);
  const changed = await call(
    'updatePassword',
    { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    rotated.access_token,
  );
  expect(changed.statusCode).toBe(200);
  expect((await call('logout', undefined, rotated.access_token)).statusCode).toBe(200);

  // Reuse of the first refresh token: a security incident.
  expect((await call('refresh', { refresh_token: first.refresh_token })).statusCode).toBe(498);
  expect((await call('refresh', { refresh_token: 'no-such-token' })).statusCode).toBe(498);

  expect((await call('forgotPassword', { email: uniqueEmail('nobody') })).statusCode).toBe(200);
  const { token } = await requestResetToken(t, email, { ip: IP, userAgent: UA });
  secrets.push(token);
  expect(
    (
      await call('resetPassword', {
        token: 'x'.repeat(43),
        password: NEWER_PASSWORD,
        confirmpassword: NEWER_PASSWORD,
      })
    ).statusCode,
  ).toBe(203);
  expect(
    (
      await call('resetPassword', {
        token,
        password: NEWER_PASSWORD,
        confirmpassword: NEWER_PASSWORD,
      })
    ).statusCode,
  ).toBe(200);

  await setActive(t, userId, false);
  expect((await call('login', { email, password: NEWER_PASSWORD })).statusCode).toBe(203);
  await setActive(t, userId, true);
});
afterAll(async () => {
  await t?.close();
});

describe('the audit log', () => {
  it('records every auth event with who, what, when, IP, user agent and outcome', async () => {
    const rows = (await auditRows(t)).filter((r) => r.ip === IP);
    const summary = rows.map((r) => [r.event, r.outcome, r.details.reason ?? null]);
    expect(summary).toEqual([
      ['register', 'success', null],
      ['login', 'failure', 'bad_credentials'],
      ['login', 'failure', 'wrong_role'],
      ['login', 'success', null],
      ['token_refresh', 'success', null],
      ['password_change', 'failure', 'wrong_current'],
      ['password_change', 'success', null],
      ['logout', 'success', null],
      ['token_refresh', 'failure', 'reuse'],
      ['token_refresh', 'failure', 'unknown'],
      ['password_reset_requested', 'failure', 'unknown_email'],
      ['password_reset_requested', 'success', null],
      ['password_reset', 'failure', 'invalid_token'],
      ['password_reset', 'success', null],
      ['login', 'failure', 'deactivated'],
    ]);
    for (const row of rows) {
      expect(row.userAgent, row.event).toBe(UA);
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(journeyStart.getTime());
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // Who: the user wherever it is known, and the email as typed for sign-in attempts.
    const withUser = rows.filter(
      (r) => !(r.event === 'token_refresh' && r.details.reason === 'unknown'),
    );
    for (const row of withUser.filter((r) => r.details.reason !== 'unknown_email')) {
      if (row.event === 'password_reset' && row.outcome === 'failure') continue;
      expect(row.userId, `${row.event}/${row.outcome}`).toBe(userId);
    }
    expect(rows.filter((r) => r.event === 'login').every((r) => r.email === email)).toBe(true);
  });

  it('opens a security incident for a reused refresh token, with the IP', async () => {
    const incidents = (await incidentRows(t)).filter((i) => i.userId === userId);
    expect(incidents).toMatchObject([
      { kind: 'refresh_token_reuse', severity: 'high', email, ip: IP },
    ]);
  });

  it('never stores a password or a token, in clear, in any row', async () => {
    const stored = JSON.stringify([await auditRows(t), await incidentRows(t)]);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    for (const row of await auditRows(t)) {
      for (const key of Object.keys(row.details)) {
        expect(key).not.toMatch(/password|token|secret|hash/i);
      }
    }
  });

  it('records admin sign-ins with their role', async () => {
    const admin = await adminLogin(t);
    const rows = (await auditRows(t)).filter((r) => r.userId === admin.id);
    expect(rows.at(-1)).toMatchObject({
      event: 'login',
      outcome: 'success',
      details: { role: 'admin' },
    });
    expect(JSON.stringify(rows)).not.toContain(admin.password);
  });
});
