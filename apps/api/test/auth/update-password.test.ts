import { messages } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { STRONG_PASSWORD } from '../helpers/users.js';
import {
  decodeJwt,
  expectTokenRejected,
  expectTokenWorks,
  newUser,
  nextIp,
  post,
  sessionsOf,
  signIn,
  validation,
  type NewUser,
} from './support.js';

const NEW_PASSWORD = 'N3w!Passw0rd#';
const p = messages.password;

let t: TestApp;
let shared: NewUser;
beforeAll(async () => {
  t = await buildTestApp();
  shared = await newUser(t);
});
afterAll(async () => {
  await t?.close();
});

const update = (token: string, body: object) =>
  post(t, 'updatePassword', body, { token, ip: nextIp() });
const change = (u: { accessToken: string; password: string }, next = NEW_PASSWORD) =>
  update(u.accessToken, { old_password: u.password, new_password: next, confirm_password: next });
const loginStatus = async (email: string, password: string) =>
  (await post(t, 'login', { email, password }, { ip: nextIp() })).statusCode;

describe('POST /auth/update_password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const u = await newUser(t);
    const other = await signIn(t, u.email, u.password);
    const bystander = await newUser(t);

    const res = await change(u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: p.updatedSuccess });

    expect(await loginStatus(u.email, u.password)).toBe(401);
    expect(await loginStatus(u.email, NEW_PASSWORD)).toBe(200);

    // This session lives on, access and refresh alike.
    await expectTokenWorks(t, u.accessToken);
    const mine = await post(t, 'refresh', { refresh_token: u.refreshToken }, { ip: nextIp() });
    expect(mine.statusCode).toBe(200);
    // The other session is over.
    await expectTokenRejected(t, other.accessToken);
    const theirs = await post(
      t,
      'refresh',
      { refresh_token: other.refreshToken },
      { ip: nextIp() },
    );
    expect(theirs.statusCode).toBe(498);
    const sessions = await sessionsOf(t, u.id);
    expect(sessions.find((s) => s.id === decodeJwt(u.accessToken).sid)?.revokedAt).toBeNull();
    expect(sessions.find((s) => s.id === decodeJwt(other.accessToken).sid)?.revokedReason).toBe(
      'password_changed',
    );

    // Another user is untouched.
    await expectTokenWorks(t, bystander.accessToken);
    expect(await loginStatus(bystander.email, bystander.password)).toBe(200);
  });

  it('answers 203 with a message for a wrong current password and changes nothing', async () => {
    const u = await newUser(t);
    const other = await signIn(t, u.email, u.password);
    const res = await update(u.accessToken, {
      old_password: `${u.password}x`,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(203);
    expect(res.json()).toEqual({ message: p.wrongCurrent, code: 'SOFT_FAILURE' });
    expect(await loginStatus(u.email, u.password)).toBe(200);
    expect(await loginStatus(u.email, NEW_PASSWORD)).toBe(401);
    await expectTokenWorks(t, other.accessToken);
  });

  it('needs a live token (401 without, 498 after logout)', async () => {
    const u = await newUser(t);
    const body = {
      old_password: u.password,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };
    expect((await post(t, 'updatePassword', body, { ip: nextIp() })).statusCode).toBe(401);
    await post(t, 'logout', undefined, { token: u.accessToken });
    const res = await update(u.accessToken, body);
    expect(res.statusCode).toBe(498);
    expect(await loginStatus(u.email, u.password)).toBe(200);
  });

  describe('the spec section 5 password-change messages', () => {
    const base = {
      old_password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };
    it.each([
      ['current missing', { old_password: undefined }, p.currentRequired],
      ['current empty', { old_password: '' }, p.currentRequired],
      ['new missing', { new_password: undefined }, p.newRequired],
      ['new empty', { new_password: '', confirm_password: '' }, p.newRequired],
      ['confirmation missing', { confirm_password: undefined }, p.confirmRequired],
      ['confirmation empty', { confirm_password: '' }, p.confirmRequired],
      [
        'new equal to current',
        { new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
        p.mustDiffer,
      ],
      ['confirmation different', { confirm_password: `${NEW_PASSWORD}x` }, p.mismatch],
      [
        'new too weak for the sign-up rule',
        { new_password: 'weakpassword', confirm_password: 'weakpassword' },
        messages.signUp.passwordCriteria,
      ],
      [
        'new with a space',
        { new_password: 'N3w! Passw0rd', confirm_password: 'N3w! Passw0rd' },
        messages.signUp.passwordCriteria,
      ],
    ])('%s', async (_label, over, message) => {
      const v = validation(await update(shared.accessToken, { ...base, ...over }));
      expect(v.message).toBe(message);
    });

    it.each([
      ['current is a number', { old_password: 12345678 }, p.currentRequired],
      ['new is null', { new_password: null }, p.newRequired],
      ['confirmation is an array', { confirm_password: [NEW_PASSWORD] }, p.confirmRequired],
      [
        'current over 128 characters',
        { old_password: 'x'.repeat(129) },
        messages.signUp.passwordTooLong,
      ],
      [
        'new over 128 characters',
        { new_password: `N3w!${'p'.repeat(125)}`, confirm_password: `N3w!${'p'.repeat(125)}` },
        messages.signUp.passwordTooLong,
      ],
      ['another user named in the body', { user_id: 'someone' }, 'Unknown field: user_id'],
    ])('malformed: %s', async (_label, over, message) => {
      const v = validation(await update(shared.accessToken, { ...base, ...over }));
      expect(v.message).toBe(message);
    });

    it('left the shared user as it was', async () => {
      expect(await loginStatus(shared.email, shared.password)).toBe(200);
    });
  });
});
