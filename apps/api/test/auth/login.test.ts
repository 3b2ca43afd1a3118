import { messages } from '@prd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { STRONG_PASSWORD, adminLogin, uniqueEmail } from '../helpers/users.js';
import {
  decodeJwt,
  expectTokenRejected,
  expectTokenWorks,
  incidentRows,
  messageOf,
  newUser as createUser,
  nextIp,
  post,
  sessionsOf,
  setActive,
  sha256Hex,
  validation,
} from './support.js';

const m = messages.signIn;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const newUser = () => createUser(t);

const login = (body: object, ip = nextIp(), userAgent?: string) =>
  post(t, 'login', body, { ip, userAgent });

describe('POST /auth/login', () => {
  it('answers 200 with exactly access_token and refresh_token, bound to a new session', async () => {
    const u = await newUser();
    const ip = nextIp();
    const res = await login(
      { email: u.email, password: u.password, role: 'User' },
      ip,
      'login-test/2.0',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ access_token: string; refresh_token: string }>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);

    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: u.id, role: 'User' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    const session = (await sessionsOf(t, u.id)).find((s) => s.id === claims.sid);
    expect(session).toMatchObject({ ip, userAgent: 'login-test/2.0', revokedAt: null });

    // The refresh token is 256 random bits and stored only as a hash.
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.services.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, String(claims.sid)));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(sha256Hex(body.refresh_token));
    expect(stored[0]!.tokenHash).not.toContain(body.refresh_token);
    await expectTokenWorks(t, body.access_token);
  });

  it('defaults the role to User, and ignores the case and spaces of the email', async () => {
    const u = await newUser();
    const res = await login({ email: `  ${u.email.toUpperCase()} `, password: u.password });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('gives each sign-in its own session, and both stay valid', async () => {
    const u = await newUser();
    const a = await login({ email: u.email, password: u.password });
    const b = await login({ email: u.email, password: u.password });
    const sidA = decodeJwt(a.json<{ access_token: string }>().access_token).sid;
    const sidB = decodeJwt(b.json<{ access_token: string }>().access_token).sid;
    expect(sidA).not.toBe(sidB);
    await expectTokenWorks(t, u.accessToken);
    await expectTokenWorks(t, a.json<{ access_token: string }>().access_token);
  });

  it('refuses a wrong password and an unknown email alike (401, same message)', async () => {
    const u = await newUser();
    const wrong = await login({ email: u.email, password: `${u.password}x` });
    const unknown = await login({ email: uniqueEmail('ghost'), password: u.password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: m.wrongCredentials, code: 'NOT_AUTHENTICATED' });
    }
    // The password is case-sensitive.
    const cased = await login({ email: u.email, password: u.password.toUpperCase() });
    expect(cased.statusCode).toBe(401);
  });

  it('gives a user who asks for the admin role no token (403) and opens no session', async () => {
    const u = await newUser();
    const before = (await sessionsOf(t, u.id)).length;
    const res = await login({ email: u.email, password: u.password, role: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: m.wrongRole, code: 'FORBIDDEN' });
    expect((await sessionsOf(t, u.id)).length).toBe(before);
  });

  it('signs an admin in with role admin only', async () => {
    const admin = await adminLogin(t);
    expect(decodeJwt(admin.accessToken)).toMatchObject({ sub: admin.id, role: 'admin' });
    await expectTokenWorks(t, admin.accessToken);
    const asUser = await login({ email: admin.email, password: admin.password, role: 'User' });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.body).not.toContain('access_token');
  });

  describe('a deactivated account', () => {
    it('answers 203 "Your account is deactivated" with no token and no session', async () => {
      const u = await newUser();
      await setActive(t, u.id, false);
      const before = (await sessionsOf(t, u.id)).length;
      const res = await login({ email: u.email, password: u.password });
      expect(res.statusCode).toBe(203);
      expect(res.json()).toEqual({ message: m.deactivated, code: 'SOFT_FAILURE' });
      expect((await sessionsOf(t, u.id)).length).toBe(before);
    });

    it('does not tell a wrong password that the account is deactivated', async () => {
      const u = await newUser();
      await setActive(t, u.id, false);
      const res = await login({ email: u.email, password: 'Wrong!Passw0rd' });
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toBe(m.wrongCredentials);
    });

    it('ends the tokens it already had, and signs in again once reactivated', async () => {
      const u = await newUser();
      await setActive(t, u.id, false);
      await expectTokenRejected(t, u.accessToken);
      const refresh = await post(t, 'refresh', { refresh_token: u.refreshToken });
      expect(refresh.statusCode).toBe(498);
      await setActive(t, u.id, true);
      expect((await login({ email: u.email, password: u.password })).statusCode).toBe(200);
    });
  });

  describe('the spec section 5 sign-in messages', () => {
    it.each([
      ['both fields empty', { email: '', password: '' }, m.fillDetails],
      ['both fields only spaces in the email', { email: '   ', password: '' }, m.fillDetails],
      [
        'an email without @',
        { email: 'ada.example.com', password: STRONG_PASSWORD },
        m.invalidEmail,
      ],
      ['an email without a domain', { email: 'ada@', password: STRONG_PASSWORD }, m.invalidEmail],
      ['an empty email with a password', { email: '', password: STRONG_PASSWORD }, m.invalidEmail],
      ['an empty password', { email: 'ada@example.com', password: '' }, m.enterCredentials],
      [
        'a password of 7 characters',
        { email: 'ada@example.com', password: 'Abc12!x' },
        m.passwordTooShort,
      ],
      ['the email missing', { password: STRONG_PASSWORD }, m.fillDetails],
      ['the password missing', { email: 'ada@example.com' }, m.enterCredentials],
    ])('%s', async (_label, body, message) => {
      expect(validation(await login(body)).message).toBe(message);
    });

    it('accepts a password of exactly 8 characters (and then checks it)', async () => {
      const res = await login({ email: uniqueEmail(), password: 'Abcdef1!' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('malformed requests', () => {
    it.each([
      ['email is a number', { email: 12, password: STRONG_PASSWORD }, m.fillDetails],
      ['password is an object', { email: 'a@b.co', password: { $gt: '' } }, m.enterCredentials],
      [
        'role is not User or admin',
        { email: 'a@b.co', password: STRONG_PASSWORD, role: 'user' },
        'Role must be User or admin.',
      ],
      [
        'role is a number',
        { email: 'a@b.co', password: STRONG_PASSWORD, role: 1 },
        'Role must be User or admin.',
      ],
      [
        'email over 254 characters',
        { email: `${'a'.repeat(250)}@b.co`, password: STRONG_PASSWORD },
        m.invalidEmail,
      ],
      [
        'password over 128 characters',
        { email: 'a@b.co', password: `Aa1!${'x'.repeat(125)}` },
        messages.signUp.passwordTooLong,
      ],
      [
        'an unknown field',
        { email: 'a@b.co', password: STRONG_PASSWORD, remember: true },
        'Unknown field: remember',
      ],
    ])('%s', async (_label, body, message) => {
      expect(validation(await login(body)).message).toBe(message);
    });

    it('answers 422 for a missing body', async () => {
      const res = await post(t, 'login', undefined, { ip: nextIp() });
      expect(res.statusCode, res.body).toBe(422);
    });
  });

  describe('default throttling (RATE_LOGIN_ACCOUNT_MAX=10 / 15 min per account and address, RATE_LOGIN_IP_MAX=20 / 5 min)', () => {
    it('locks one account for one address after 10 failures, even for the right password', async () => {
      const u = await newUser();
      const ip = nextIp();
      for (let i = 0; i < 10; i += 1) {
        const res = await login({ email: u.email, password: `Wrong!Passw0rd${i}` }, ip);
        expect(res.statusCode).toBe(401);
      }
      const locked = await login({ email: u.email, password: u.password }, ip);
      expect(locked.statusCode).toBe(429);
      expect(messageOf(locked)).toBe(messages.general.tooManyRequests);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(300);
      expect(retryAfter).toBeLessThanOrEqual(900);
      const incidents = (await incidentRows(t)).filter((i) => i.userId === u.id);
      expect(incidents).toMatchObject([{ kind: 'repeated_login_failures', email: u.email }]);
      // The owner elsewhere and other accounts are not affected.
      expect((await login({ email: u.email, password: u.password })).statusCode).toBe(200);
      const other = await newUser();
      expect((await login({ email: other.email, password: other.password }, ip)).statusCode).toBe(
        200,
      );
    });

    it('refuses an address after 20 failed sign-ins, other addresses still sign in', async () => {
      const ip = nextIp();
      for (let i = 0; i < 20; i += 1) {
        const res = await login({ email: uniqueEmail('spray'), password: STRONG_PASSWORD }, ip);
        expect(res.statusCode).toBe(401);
      }
      const u = await newUser();
      const blocked = await login({ email: u.email, password: u.password }, ip);
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(300);
      expect((await login({ email: u.email, password: u.password }, nextIp())).statusCode).toBe(
        200,
      );
    });
  });
});
