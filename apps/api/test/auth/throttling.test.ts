import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@prd/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { STRONG_PASSWORD, uniqueEmail } from '../helpers/users.js';
import {
  auditRows,
  expectTokenWorks,
  incidentRows,
  newUser,
  nextIp,
  post,
  requestResetToken,
} from './support.js';

const NEW_PASSWORD = 'N3w!Passw0rd#';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      RATE_LOGIN_IP_MAX: '4',
      RATE_LOGIN_ACCOUNT_MAX: '3',
      RATE_LOGIN_ACCOUNT_ALL_MAX: '6',
      RATE_REGISTER_IP_MAX: '3',
      RATE_FORGOT_IP_MAX: '3',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function expect429(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ message: messages.general.tooManyRequests, code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return retryAfter;
}

const login = (email: string, password: string, ip: string) =>
  post(t, 'login', { email, password }, { ip });

describe('sign-in per IP', () => {
  it('refuses an address after RATE_LOGIN_IP_MAX failures, even with a right password', async () => {
    const ip = nextIp();
    const u = await newUser(t);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(uniqueEmail('spray'), STRONG_PASSWORD, ip)).statusCode).toBe(401);
    }
    const retryAfter = expect429(await login(u.email, u.password, ip), 300);
    expect(retryAfter).toBeGreaterThan(290);
    // Another address is not affected.
    expect((await login(u.email, u.password, nextIp())).statusCode).toBe(200);

    const trips = (await auditRows(t)).filter((r) => r.event === 'rate_limited' && r.ip === ip);
    expect(trips).toMatchObject([
      { outcome: 'failure', email: u.email, details: { action: 'login', retry_after: retryAfter } },
    ]);
  });

  it('does not count successful sign-ins', async () => {
    const ip = nextIp();
    const u = await newUser(t);
    for (let i = 0; i < 6; i += 1) {
      expect((await login(u.email, u.password, ip)).statusCode).toBe(200);
    }
  });

  it('does not count requests refused by validation', async () => {
    const ip = nextIp();
    const u = await newUser(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await login('not-an-email', u.password, ip)).statusCode).toBe(422);
    }
    expect((await login(u.email, u.password, ip)).statusCode).toBe(200);
  });
});

describe('sign-in per account', () => {
  it('locks the account for one address after RATE_LOGIN_ACCOUNT_MAX failures; a reset unlocks it', async () => {
    const u = await newUser(t);
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(u.email, 'Wrong!Passw0rd', ip)).statusCode).toBe(401);
    }
    const retryAfter = expect429(await login(u.email, u.password, ip), 900);
    expect(retryAfter).toBeGreaterThan(300);
    // The email's case does not get around it.
    expect429(await login(u.email.toUpperCase(), u.password, ip), 900);

    // One incident, not one per refused attempt.
    const incidents = (await incidentRows(t)).filter((i) => i.userId === u.id);
    expect(incidents).toMatchObject([
      {
        kind: 'repeated_login_failures',
        severity: 'medium',
        email: u.email,
        ip,
        details: { failures: 3, scope: 'address' },
      },
    ]);

    // A successful password reset clears the lock.
    const { token } = await requestResetToken(t, u.email, { ip });
    const reset = await post(
      t,
      'resetPassword',
      { token, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
      { ip },
    );
    expect(reset.statusCode).toBe(200);
    expect((await login(u.email, NEW_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('locks unknown emails the same way (no account enumeration by lockout)', async () => {
    const email = uniqueEmail('ghost');
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(email, STRONG_PASSWORD, ip)).statusCode).toBe(401);
    }
    expect429(await login(email, STRONG_PASSWORD, ip), 900);
    const spread = uniqueEmail('ghost');
    for (let i = 0; i < 6; i += 1) {
      expect((await login(spread, STRONG_PASSWORD, nextIp())).statusCode).toBe(401);
    }
    expect429(await login(spread, STRONG_PASSWORD, nextIp()), 900);
  });

  it('counts wrong current passwords on update_password on their own (sign-in stays open)', async () => {
    const u = await newUser(t);
    const body = {
      old_password: 'Wrong!Passw0rd',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };
    for (let i = 0; i < 3; i += 1) {
      const res = await post(t, 'updatePassword', body, { token: u.accessToken, ip: nextIp() });
      expect(res.statusCode).toBe(203);
    }
    const ip = nextIp();
    const locked = await post(
      t,
      'updatePassword',
      { ...body, old_password: u.password },
      { token: u.accessToken, ip },
    );
    expect429(locked, 900);
    const trips = (await auditRows(t)).filter((r) => r.event === 'rate_limited' && r.ip === ip);
    expect(trips).toMatchObject([{ email: u.email, details: { action: 'update_password' } }]);
    // A stolen session cannot lock the owner's sign-in, and the session itself lives on.
    expect((await login(u.email, u.password, nextIp())).statusCode).toBe(200);
    await expectTokenWorks(t, u.accessToken);
  });
});

describe('registration per IP', () => {
  it('refuses the registration after RATE_REGISTER_IP_MAX from one address', async () => {
    const ip = nextIp();
    const reg = (email = uniqueEmail('many')) =>
      post(
        t,
        'register',
        { name: 'Many', email, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD },
        { ip },
      );
    for (let i = 0; i < 3; i += 1) expect((await reg()).statusCode).toBe(200);
    const blockedEmail = uniqueEmail('blocked');
    expect429(await reg(blockedEmail), 300);
    // The refused registration created nothing; from another address it works.
    const other = await post(
      t,
      'register',
      {
        name: 'Other',
        email: blockedEmail,
        password: STRONG_PASSWORD,
        confirmpassword: STRONG_PASSWORD,
      },
      { ip: nextIp() },
    );
    expect(other.statusCode).toBe(200);
  });
});

describe('registration probes', () => {
  it('a taken-email probe (409) costs the same as a registration', async () => {
    const ip = nextIp();
    const taken = await newUser(t);
    const reg = (email: string) =>
      post(
        t,
        'register',
        { name: 'Probe', email, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD },
        { ip },
      );
    expect((await reg(taken.email)).statusCode).toBe(409);
    expect((await reg(taken.email.toUpperCase())).statusCode).toBe(409);
    expect((await reg(uniqueEmail('real'))).statusCode).toBe(200);
    expect429(await reg(taken.email), 300);
    expect429(await reg(uniqueEmail('real')), 300);
  });
});

describe('every auth path', () => {
  it('is throttled, and each trip is audited with its action', async () => {
    const u = await newUser(t);
    const session = { token: u.accessToken };
    const wrongChange = {
      old_password: 'Wrong!Passw0rd',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };
    const attempts: [string, (ip: string) => ReturnType<typeof post>][] = [
      ['login', (ip) => login(uniqueEmail('x'), STRONG_PASSWORD, ip)],
      [
        'register',
        (ip) =>
          post(
            t,
            'register',
            {
              name: 'X',
              email: uniqueEmail('x'),
              password: STRONG_PASSWORD,
              confirmpassword: STRONG_PASSWORD,
            },
            { ip },
          ),
      ],
      ['forgot_password', (ip) => post(t, 'forgotPassword', { email: uniqueEmail('x') }, { ip })],
      [
        'reset_password',
        (ip) =>
          post(
            t,
            'resetPassword',
            { token: 'guess', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
            { ip },
          ),
      ],
      ['refresh', (ip) => post(t, 'refresh', { refresh_token: 'guess' }, { ip })],
      ['update_password', (ip) => post(t, 'updatePassword', wrongChange, { ...session, ip })],
    ];
    for (const [action, attempt] of attempts) {
      const ip = nextIp();
      let res = await attempt(ip);
      for (let i = 0; i < 10 && res.statusCode !== 429; i += 1) res = await attempt(ip);
      expect(res.statusCode, action).toBe(429);
      const trips = (await auditRows(t)).filter((r) => r.event === 'rate_limited' && r.ip === ip);
      expect(trips, action).toMatchObject([{ outcome: 'failure', details: { action } }]);
    }
  });
});

describe('forgot-password per IP', () => {
  it('refuses after RATE_FORGOT_IP_MAX requests, known and unknown emails alike', async () => {
    const ip = nextIp();
    const u = await newUser(t);
    const forgot = (email: string) => post(t, 'forgotPassword', { email }, { ip });
    expect((await forgot(u.email)).statusCode).toBe(200);
    expect((await forgot(uniqueEmail('nobody'))).statusCode).toBe(200);
    expect((await forgot(u.email)).statusCode).toBe(200);
    expect429(await forgot(uniqueEmail('nobody')), 300);
    expect429(await forgot(u.email), 300);
    const other = await post(t, 'forgotPassword', { email: u.email }, { ip: nextIp() });
    expect(other.statusCode).toBe(200);
  });
});

describe('token guessing per IP', () => {
  it('refuses refresh after too many unknown refresh tokens', async () => {
    const ip = nextIp();
    const u = await newUser(t);
    for (let i = 0; i < 4; i += 1) {
      const res = await post(t, 'refresh', { refresh_token: `guess-${i}` }, { ip });
      expect(res.statusCode).toBe(498);
    }
    expect429(await post(t, 'refresh', { refresh_token: u.refreshToken }, { ip }), 300);
    // The refused call did not spend the token.
    const ok = await post(t, 'refresh', { refresh_token: u.refreshToken }, { ip: nextIp() });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses reset_password after too many bad reset tokens', async () => {
    const ip = nextIp();
    const body = (token: string) => ({
      token,
      password: NEW_PASSWORD,
      confirmpassword: NEW_PASSWORD,
    });
    for (let i = 0; i < 3; i += 1) {
      expect((await post(t, 'resetPassword', body(`guess-${i}`), { ip })).statusCode).toBe(203);
    }
    expect429(await post(t, 'resetPassword', body('guess-x'), { ip }), 300);
  });
});

describe('forgot-password per address', () => {
  it('refuses the sixth request for one address within the hour, whatever the IP, known or not', async () => {
    const u = await newUser(t);
    for (const email of [u.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < 5; i++) {
        const res = await post(t, 'forgotPassword', { email }, { ip: nextIp() });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect429(await post(t, 'forgotPassword', { email }, { ip: nextIp() }), 3600);
      // The same address in other letter cases is the same address.
      expect429(
        await post(t, 'forgotPassword', { email: email.toUpperCase() }, { ip: nextIp() }),
        3600,
      );
    }
    const other = await post(
      t,
      'forgotPassword',
      { email: uniqueEmail('other') },
      { ip: nextIp() },
    );
    expect(other.statusCode).toBe(200);
  });
});

describe('defaults', () => {
  it('are 20 failed sign-ins and 30 registrations and 10 forgot-password requests per IP per 5 minutes, 10 failures per account and address and 100 per account per 15 minutes', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex') });
      expect(config.rateLimits).toEqual({
        loginPerIp: { max: 20, windowSeconds: 300 },
        loginPerAccount: { max: 10, windowSeconds: 900 },
        loginPerAccountAll: { max: 100, windowSeconds: 900 },
        registerPerIp: { max: 30, windowSeconds: 300 },
        forgotPerIp: { max: 10, windowSeconds: 300 },
        forgotPerAccount: { max: 5, windowSeconds: 3600 },
        auditAnonymousPerIp: { max: 20, windowSeconds: 300 },
        anonSendPerIp: { max: 60, windowSeconds: 600 },
        anonSendPerVisitor: { max: 30, windowSeconds: 600 },
        userSend: { max: 600, windowSeconds: 600 },
        visitorReadPerIp: { max: 600, windowSeconds: 600 },
      });
      expect(config.tokens).toMatchObject({ accessTtl: 900, resetTtl: 900 });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
