import { messages } from '@prd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/users.js';
import {
  expectTokenRejected,
  mailText,
  newUser,
  nextIp,
  post,
  requestResetToken,
  resetTokensOf,
  sessionsOf,
  setActive,
  sha256Hex,
  signIn,
  validation,
  waitForMailTo,
} from './support.js';

const NEW_PASSWORD = 'N3w!Passw0rd#';
const r = messages.resetPassword;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const forgot = (email: unknown) => post(t, 'forgotPassword', { email }, { ip: nextIp() });
const reset = (token: string, password = NEW_PASSWORD, confirmpassword = password) =>
  post(t, 'resetPassword', { token, password, confirmpassword }, { ip: nextIp() });

const loginStatus = async (email: string, password: string) =>
  (await post(t, 'login', { email, password }, { ip: nextIp() })).statusCode;

describe('POST /auth/forgot_password', () => {
  it('emails a single-use link to /?token=…, the token stored only as a hash', async () => {
    const u = await newUser(t, { name: 'Ada' });
    const { link, token, raw } = await requestResetToken(t, u.email);

    expect(link.startsWith(`${t.config.publicUrl}/?token=`)).toBe(true);
    expect(raw).toMatch(new RegExp(`^To: ${u.email}\\r?$`, 'm'));
    expect(raw).toMatch(/^Subject: Reset your PRD Studio password\r?$/m);
    const text = mailText(raw);
    expect(text).toContain('Hello Ada,');
    expect(text).toContain('expires in 15 minutes');

    // At least 128 random bits (base64url: 22+ characters).
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const rows = await resetTokensOf(t, u.id);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.tokenHash).not.toBe(token);
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toBe(sha256Hex(token));
    expect(row.usedAt).toBeNull();
    const ttl = (row.expiresAt.getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(14 * 60);
    expect(ttl).toBeLessThanOrEqual(15 * 60);
  });

  it('gives a fresh random token each time', async () => {
    const u = await newUser(t);
    const a = await requestResetToken(t, u.email);
    const b = await requestResetToken(t, u.email);
    expect(a.token).not.toBe(b.token);
  });

  it('answers the same for unknown and deactivated emails, and sends them nothing', async () => {
    const known = await newUser(t);
    const off = await newUser(t);
    await setActive(t, off.id, false);
    const seen = new Set(t.outbox());

    const answers = await Promise.all([
      forgot(uniqueEmail('nobody')),
      forgot(off.email),
      forgot(known.email),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.forgotPassword.sent });
    }
    // Once the known user's email is there, nothing else has been or will be sent.
    await waitForMailTo(t, known.email, seen);
    expect(t.outbox()).toHaveLength(seen.size + 1);
    expect(await resetTokensOf(t, off.id)).toEqual([]);
  });

  it('finds the account whatever the case and spaces of the email', async () => {
    const u = await newUser(t);
    const seen = new Set(t.outbox());
    expect((await forgot(`  ${u.email.toUpperCase()}  `)).statusCode).toBe(200);
    await waitForMailTo(t, u.email, seen);
  });

  describe('malformed requests (422 with detail)', () => {
    it.each([
      ['missing', undefined, messages.forgotPassword.emailRequired],
      ['empty', '', messages.forgotPassword.emailRequired],
      ['only spaces', '   ', messages.forgotPassword.emailRequired],
      ['a number', 42, messages.forgotPassword.emailRequired],
      ['not an email', 'ada.example.com', messages.forgotPassword.emailInvalid],
      ['two @', 'ada@@example.com', messages.forgotPassword.emailInvalid],
      [
        'over 254 characters',
        `${'a'.repeat(250)}@example.com`,
        messages.forgotPassword.emailInvalid,
      ],
    ])('email %s', async (_label, email, message) => {
      const v = validation(await forgot(email));
      expect(v.message).toBe(message);
      expect(v.detail[0]).toMatchObject({ loc: ['body', 'email'], msg: message });
    });

    it('refuses unknown fields', async () => {
      const res = await post(
        t,
        'forgotPassword',
        { email: 'ada@example.com', redirect: 'https://evil.example' },
        { ip: nextIp() },
      );
      expect(validation(res).message).toBe('Unknown field: redirect');
    });
  });
});

describe('POST /auth/reset_password', () => {
  it('sets the new password, ends every session, and works once only', async () => {
    const u = await newUser(t);
    const second = await signIn(t, u.email, u.password);
    const { token } = await requestResetToken(t, u.email);

    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: r.success });

    expect(await loginStatus(u.email, u.password)).toBe(401);
    expect(await loginStatus(u.email, NEW_PASSWORD)).toBe(200);

    for (const access of [u.accessToken, second.accessToken]) await expectTokenRejected(t, access);
    for (const refreshToken of [u.refreshToken, second.refreshToken]) {
      const refreshed = await post(t, 'refresh', { refresh_token: refreshToken }, { ip: nextIp() });
      expect(refreshed.statusCode).toBe(498);
    }
    const ended = (await sessionsOf(t, u.id)).filter((s) => s.revokedReason === 'password_reset');
    expect(ended).toHaveLength(2);

    const again = await reset(token, 'An0ther!Passw0rd');
    expect(again.statusCode).toBe(203);
    expect(again.json()).toEqual({ message: r.invalidToken, code: 'SOFT_FAILURE' });
    expect(await loginStatus(u.email, NEW_PASSWORD)).toBe(200);
  });

  it('lets exactly one of two concurrent resets with the same token win', async () => {
    const u = await newUser(t);
    const { token } = await requestResetToken(t, u.email);
    const results = await Promise.all([reset(token), reset(token, 'An0ther!Passw0rd')]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 203]);
    const winner = results[0].statusCode === 200 ? NEW_PASSWORD : 'An0ther!Passw0rd';
    expect(await loginStatus(u.email, winner)).toBe(200);
  });

  it('does not accept the stored hash as a token', async () => {
    const u = await newUser(t);
    await requestResetToken(t, u.email);
    const [row] = await resetTokensOf(t, u.id);
    expect((await reset(row!.tokenHash)).statusCode).toBe(203);
  });

  it('answers 203 for an unknown token', async () => {
    const res = await reset('A'.repeat(43));
    expect(res.statusCode).toBe(203);
    expect(res.json()).toEqual({ message: r.invalidToken, code: 'SOFT_FAILURE' });
  });

  it('answers 203 for an expired token and leaves the password as it was', async () => {
    const u = await newUser(t);
    const { token } = await requestResetToken(t, u.email);
    await t.services.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));
    const res = await reset(token);
    expect(res.statusCode).toBe(203);
    expect(res.json()).toEqual({ message: r.invalidToken, code: 'SOFT_FAILURE' });
    expect(await loginStatus(u.email, u.password)).toBe(200);
  });

  it('retires an earlier link when a newer one is asked for', async () => {
    const u = await newUser(t);
    const first = await requestResetToken(t, u.email);
    const second = await requestResetToken(t, u.email);
    expect((await reset(first.token)).statusCode).toBe(203);
    expect((await reset(second.token)).statusCode).toBe(200);
  });

  it('answers 203 when the account was deactivated after the link was sent', async () => {
    const u = await newUser(t);
    const { token } = await requestResetToken(t, u.email);
    await setActive(t, u.id, false);
    expect((await reset(token)).statusCode).toBe(203);
    await setActive(t, u.id, true);
    expect(await loginStatus(u.email, u.password)).toBe(200);
  });

  it('does not spend the token on a refused (422) request', async () => {
    const u = await newUser(t);
    const { token } = await requestResetToken(t, u.email);
    expect((await reset(token, 'weakpassword')).statusCode).toBe(422);
    expect((await reset(token, NEW_PASSWORD, 'Different!1')).statusCode).toBe(422);
    expect((await reset(token)).statusCode).toBe(200);
  });

  describe('the spec section 5 reset messages', () => {
    it.each([
      ['the passwords differ', NEW_PASSWORD, `${NEW_PASSWORD}x`, r.passwordsMismatch],
      ['7 characters (score 4)', 'Ab1!xyz', 'Ab1!xyz', r.tooWeak],
      ['no uppercase (score 4)', 'n3w!passw0rd', 'n3w!passw0rd', r.tooWeak],
      ['no lowercase (score 4)', 'N3W!PASSW0RD', 'N3W!PASSW0RD', r.tooWeak],
      ['no digit (score 4)', 'New!Password', 'New!Password', r.tooWeak],
      ['no special (score 4)', 'N3wPassw0rd', 'N3wPassw0rd', r.tooWeak],
      ['a special outside @$!%*?& and # (score 4)', 'N3w^Passw0rd', 'N3w^Passw0rd', r.tooWeak],
      ['empty (score 0)', '', '', r.tooWeak],
    ])('%s', async (_label, password, confirmpassword, message) => {
      const v = validation(
        await post(
          t,
          'resetPassword',
          { token: 'x'.repeat(43), password, confirmpassword },
          { ip: nextIp() },
        ),
      );
      expect(v.message).toBe(message);
    });

    it.each(['@', '$', '!', '%', '*', '?', '&', '#'])(
      'accepts "%s" as the special character',
      async (special) => {
        const password = `N3wPassw0rd${special}`;
        // Valid shape: reaches the token check (203), not validation (422).
        expect((await reset('y'.repeat(43), password)).statusCode).toBe(203);
      },
    );
  });

  describe('malformed requests', () => {
    const body = (over: Record<string, unknown>) => ({
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
      confirmpassword: NEW_PASSWORD,
      ...over,
    });
    it.each([
      ['token missing', { token: undefined }, r.tokenRequired],
      ['token empty', { token: '' }, r.tokenRequired],
      ['token a number', { token: 1 }, r.tokenRequired],
      ['token over 200 characters', { token: 'x'.repeat(201) }, r.tokenRequired],
      ['password missing', { password: undefined }, r.tooWeak],
      ['password a number', { password: 12345678 }, r.tooWeak],
      ['confirmation missing', { confirmpassword: undefined }, r.passwordsMismatch],
      [
        'password over 128 characters',
        { password: `N3w!${'p'.repeat(125)}`, confirmpassword: `N3w!${'p'.repeat(125)}` },
        messages.signUp.passwordTooLong,
      ],
      ['an unknown field', { email: 'ada@example.com' }, 'Unknown field: email'],
    ])('%s', async (_label, over, message) => {
      const res = await post(t, 'resetPassword', body(over), { ip: nextIp() });
      expect(validation(res).message).toBe(message);
    });
  });
});
