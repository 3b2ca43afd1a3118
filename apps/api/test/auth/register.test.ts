import { messages } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { STRONG_PASSWORD, login, uniqueEmail } from '../helpers/users.js';
import { auditRows, messageOf, nextIp, post, userByEmail, validation } from './support.js';

const m = messages.signUp;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('reg'),
  password: STRONG_PASSWORD,
  confirmpassword: STRONG_PASSWORD,
  ...over,
});

/** Registration is throttled per IP: each call gets its own address. */
const register = (body: object) => post(t, 'register', body, { ip: nextIp() });

describe('POST /auth/register', () => {
  it('creates the account, answers exactly { message }, and the user can sign in', async () => {
    const body = valid();
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.success });

    const user = await userByEmail(t, body.email);
    expect(user).toMatchObject({ name: 'Ada Lovelace', role: 'User', isActive: true });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(STRONG_PASSWORD);
    const tokens = await login(t, body.email, STRONG_PASSWORD);
    expect(tokens.accessToken.split('.')).toHaveLength(3);
  });

  it('trims the name and the email and stores the email lowercased', async () => {
    const local = uniqueEmail('Trim');
    const res = await register(
      valid({ name: '   Grace Hopper  ', email: `  ${local.toUpperCase()}  ` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const user = await userByEmail(t, local);
    expect(user.email).toBe(local.toLowerCase());
    expect(user.name).toBe('Grace Hopper');
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await register(valid({ email }))).statusCode).toBe(200);
    for (const variant of [email, email.toUpperCase(), `  ${email}`]) {
      const res = await register(valid({ email: variant, name: 'Impostor' }));
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toBe(m.emailTaken);
    }
    // The original password still works; the impostor's attempts changed nothing.
    expect((await userByEmail(t, email)).name).toBe('Ada Lovelace');
  });

  it('lets exactly one of two concurrent sign-ups with the same email win', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      register(valid({ email })),
      register(valid({ email: email.toUpperCase() })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  describe('the spec section 5 sign-up messages', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['name missing', { name: undefined }, m.nameRequired],
      ['name empty', { name: '' }, m.nameRequired],
      ['name only spaces', { name: '    ' }, m.nameRequired],
      ['email missing', { email: undefined }, m.emailRequired],
      ['email empty', { email: '' }, m.emailRequired],
      ['email only spaces', { email: '   ' }, m.emailRequired],
      ['email without @', { email: 'ada.example.com' }, m.emailInvalid],
      ['email without domain dot', { email: 'ada@example' }, m.emailInvalid],
      ['email with a space inside', { email: 'ada lovelace@example.com' }, m.emailInvalid],
      ['password missing', { password: undefined }, m.passwordRequired],
      ['password empty', { password: '', confirmpassword: '' }, m.passwordRequired],
      ['password too short', pw('Ab1!xyz'), m.passwordCriteria],
      ['password without lowercase', pw('ABCDEFG1!'), m.passwordCriteria],
      ['password without uppercase', pw('abcdefg1!'), m.passwordCriteria],
      ['password without digit', pw('Abcdefgh!'), m.passwordCriteria],
      ['password without special', pw('Abcdefgh1'), m.passwordCriteria],
      ['password with special outside the set', pw('Abcdefgh1-'), m.passwordCriteria],
      ['password with a space', pw('Abcd efg1!'), m.passwordCriteria],
      ['confirmation missing', { confirmpassword: undefined }, m.confirmRequired],
      ['confirmation empty', { confirmpassword: '' }, m.confirmRequired],
      ['confirmation different', { confirmpassword: `${STRONG_PASSWORD}x` }, m.passwordsMismatch],
    ];
    function pw(password: string) {
      return { password, confirmpassword: password };
    }

    it.each(cases)('%s', async (_label, over, message) => {
      const body = valid(over);
      const res = await register(body);
      const v = validation(res);
      expect(v.message).toBe(message);
      // Nothing was created.
      await expect(userByEmail(t, String(body.email ?? 'none@x.y'))).rejects.toThrow();
    });

    it('reports every failing field, name first', async () => {
      const v = validation(
        await register({ name: '', email: 'nope', password: 'weak', confirmpassword: 'other' }),
      );
      expect(v.msgs).toEqual([
        m.nameRequired,
        m.emailInvalid,
        m.passwordCriteria,
        m.passwordsMismatch,
      ]);
      expect(v.detail.map((d) => d.loc)).toEqual([
        ['body', 'name'],
        ['body', 'email'],
        ['body', 'password'],
        ['body', 'confirmpassword'],
      ]);
    });

    it('accepts every special character of the spec set', async () => {
      for (const special of '!@#$%^&*(),.?":{}|<>') {
        const password = `Abcdefg1${special}`;
        const res = await register(valid({ password, confirmpassword: password }));
        expect(res.statusCode, `${special}: ${res.body}`).toBe(200);
      }
    });
  });

  describe('malformed requests', () => {
    it.each([
      ['name is a number', { name: 42 }, m.nameRequired],
      ['email is an object', { email: { $ne: null } }, m.emailRequired],
      ['password is an array', { password: ['x'] }, m.passwordRequired],
      ['confirmation is null', { confirmpassword: null }, m.confirmRequired],
    ])('wrong type: %s', async (_label, over, message) => {
      expect(validation(await register(valid(over))).message).toBe(message);
    });

    it.each([
      ['name over 100 characters', { name: 'n'.repeat(101) }, m.nameTooLong],
      ['email over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, m.emailInvalid],
      [
        'password over 128 characters',
        { password: `Aa1!${'x'.repeat(125)}`, confirmpassword: `Aa1!${'x'.repeat(125)}` },
        m.passwordTooLong,
      ],
    ])('oversized: %s', async (_label, over, message) => {
      expect(validation(await register(valid(over))).message).toBe(message);
    });

    it('accepts a name of exactly 100 characters', async () => {
      expect((await register(valid({ name: 'n'.repeat(100) }))).statusCode).toBe(200);
    });

    it('refuses unknown fields (no role or is_active smuggled in)', async () => {
      const body = valid({ role: 'admin' });
      const v = validation(await register(body));
      expect(v.message).toBe('Unknown field: role');
      const v2 = validation(await register(valid({ is_active: false, terms: true })));
      expect(v2.message).toMatch(/^Unknown field: /);
      await expect(userByEmail(t, body.email)).rejects.toThrow();
    });

    it('answers 400 for a body that is not JSON, and 422 for a JSON array', async () => {
      const bad = await t.request({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe(messages.general.malformedBody);
      const arr = await t.request({ method: 'POST', url: '/api/v1/auth/register', payload: [] });
      expect(arr.statusCode).toBe(422);
    });
  });

  it('records a success and a taken-email failure in the audit log', async () => {
    const ip = nextIp();
    const body = valid();
    await post(t, 'register', body, { ip, userAgent: 'register-test/1.0' });
    await post(t, 'register', body, { ip, userAgent: 'register-test/1.0' });
    const rows = (await auditRows(t)).filter((r) => r.event === 'register' && r.ip === ip);
    const user = await userByEmail(t, body.email);
    expect(rows).toMatchObject([
      { outcome: 'success', userId: user.id, email: body.email, userAgent: 'register-test/1.0' },
      { outcome: 'failure', userId: null, email: body.email, details: { reason: 'email_taken' } },
    ]);
  });
});
