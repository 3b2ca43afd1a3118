import { messages } from '@prd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signUpAndLogin, type TestUser } from '../../../test/helpers/users.js';
import { setUsedUploads } from '../../../test/helpers/usage.js';
import { auditLogs, plans, users } from '../../db/schema.js';

const GET_USER = '/api/v1/user/get_user';
const UPDATE_USER = '/api/v1/user/update_user';
const UPLOADS = '/api/v1/user/get_user_uploads';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await signUpAndLogin(t, { name: 'Alice Doe' });
  bob = await signUpAndLogin(t, { name: 'Bob Roe' });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const auditCount = async (userId: string, event: string, outcome: 'success' | 'failure') =>
  (
    await db()
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.userId, userId),
          eq(auditLogs.event, event),
          eq(auditLogs.outcome, outcome),
        ),
      )
  ).length;

describe.each([
  ['GET', GET_USER],
  ['PUT', UPDATE_USER],
  ['GET', UPLOADS],
  ['GET', '/api/v1/user/get_user_billing_details'],
  ['DELETE', '/api/v1/user/delete_user_billing_details'],
  ['POST', '/api/v1/user/upload_profile_picture'],
] as const)('%s %s needs a valid token', (method, url) => {
  it('401 without a token', async () => {
    const res = await t.request({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: messages.session.notAuthenticated,
      code: 'NOT_AUTHENTICATED',
    });
  });

  it('498 with a garbage token', async () => {
    const res = await t.request({ method, url, token: 'not-a-jwt' });
    expect(res.statusCode).toBe(498);
    expect(res.json()).toEqual({ message: messages.session.invalidToken, code: 'INVALID_TOKEN' });
  });
});

describe('GET /user/get_user', () => {
  it('returns exactly the profile fields, with the seeded free plan', async () => {
    const res = await t.request({ method: 'GET', url: GET_USER, token: alice.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: alice.id,
      name: 'Alice Doe',
      email: alice.email,
      profile_picture: null,
      plan_name: 'Free',
      // Registered, the link not opened yet (docs/decisions/025-email-verification.md).
      email_verified: false,
    });
    expect(alice.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the name of the plan the user is on', async () => {
    const [team] = await db().select().from(plans).where(eq(plans.code, 'team'));
    await db().update(users).set({ planId: team!.id }).where(eq(users.id, bob.id));
    const res = await t.request({ method: 'GET', url: GET_USER, token: bob.accessToken });
    expect(res.json<{ plan_name: string }>().plan_name).toBe('Team');
  });

  it('falls back to the Free plan when the user has no plan of their own', async () => {
    await db().update(users).set({ planId: null }).where(eq(users.id, bob.id));
    const res = await t.request({ method: 'GET', url: GET_USER, token: bob.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ plan_name: string }>().plan_name).toBe('Free');
  });
});

describe('PUT /user/update_user', () => {
  const put = (token: string, payload: unknown) =>
    t.request({ method: 'PUT', url: UPDATE_USER, token, payload: payload as object });

  it('changes the caller’s name (trimmed) and audits it', async () => {
    const before = await auditCount(alice.id, 'profile_update', 'success');
    const res = await put(alice.accessToken, {
      id: alice.id,
      name: '  Alice Smith  ',
      email: alice.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Profile updated successfully!' });
    expect((await userRow(alice.id)).name).toBe('Alice Smith');
    const me = await t.request({ method: 'GET', url: GET_USER, token: alice.accessToken });
    expect(me.json<{ name: string }>().name).toBe('Alice Smith');
    expect(await auditCount(alice.id, 'profile_update', 'success')).toBe(before + 1);
  });

  it('accepts the same email in another case and with spaces', async () => {
    const res = await put(alice.accessToken, {
      id: alice.id.toUpperCase(),
      name: 'Alice A',
      email: `  ${alice.email.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(alice.id)).name).toBe('Alice A');
  });

  it('answers 404 for another user’s id and changes nothing', async () => {
    const bobBefore = await userRow(bob.id);
    const aliceBefore = await userRow(alice.id);
    const failures = await auditCount(alice.id, 'profile_update', 'failure');
    const res = await put(alice.accessToken, { id: bob.id, name: 'Hacked', email: bob.email });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.profile.userNotFound, code: 'NOT_FOUND' });
    expect(await userRow(bob.id)).toEqual(bobBefore);
    expect(await userRow(alice.id)).toEqual(aliceBefore);
    expect(await auditCount(alice.id, 'profile_update', 'failure')).toBe(failures + 1);
  });

  it('answers the same 404 for an id that does not exist', async () => {
    const res = await put(alice.accessToken, {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Ghost',
      email: alice.email,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.profile.userNotFound, code: 'NOT_FOUND' });
  });

  it('refuses an email change with 422 and keeps the profile', async () => {
    const before = await userRow(alice.id);
    const res = await put(alice.accessToken, {
      id: alice.id,
      name: 'New Name',
      email: 'someone.else@example.com',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.profile.emailReadOnly,
      detail: [
        { loc: ['body', 'email'], msg: messages.profile.emailReadOnly, type: 'value_error' },
      ],
      code: 'VALIDATION',
    });
    expect(await userRow(alice.id)).toEqual(before);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an empty name', { name: '' }, messages.profile.nameEmpty],
    ['a whitespace name', { name: '   \t ' }, messages.profile.nameEmpty],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, messages.signUp.nameTooLong],
    ['a missing name', { name: undefined }, messages.profile.nameEmpty],
    ['a numeric name', { name: 42 }, messages.profile.nameEmpty],
    ['a missing email', { email: undefined }, messages.signUp.emailRequired],
    ['a non-string email', { email: ['a@b.co'] }, messages.signUp.emailRequired],
    ['a missing id', { id: undefined }, 'User id is required.'],
    ['an id that is not a uuid', { id: 'abc' }, 'User id is not valid.'],
    ['an unknown field', { role: 'admin' }, 'Unknown field: role'],
  ];
  it.each(bad)('refuses %s with 422 and changes nothing', async (_what, change, message) => {
    const before = await userRow(alice.id);
    const res = await put(alice.accessToken, {
      id: alice.id,
      name: 'Valid Name',
      email: alice.email,
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await userRow(alice.id)).toEqual(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const name = 'n'.repeat(100);
    const res = await put(alice.accessToken, { id: alice.id, name, email: alice.email });
    expect(res.statusCode).toBe(200);
    expect((await userRow(alice.id)).name).toBe(name);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.request({
      method: 'PUT',
      url: UPDATE_USER,
      token: alice.accessToken,
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /user/get_user_uploads', () => {
  it('gives a new user the free plan’s uploads limit', async () => {
    const carol = await signUpAndLogin(t);
    const [free] = await db().select().from(plans).where(eq(plans.code, 'free'));
    const res = await t.request({ method: 'GET', url: UPLOADS, token: carol.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ remaining_uploads: free!.uploadsLimit });
    expect(free!.uploadsLimit).toBe(5);
  });

  it('counts down with the uploads used in the period and never goes below 0', async () => {
    const dave = await signUpAndLogin(t);
    const remaining = async () =>
      (await t.request({ method: 'GET', url: UPLOADS, token: dave.accessToken })).json<{
        remaining_uploads: number;
      }>().remaining_uploads;
    await setUsedUploads(db(), dave.id, 2);
    expect(await remaining()).toBe(3);
    await setUsedUploads(db(), dave.id, 9);
    expect(await remaining()).toBe(0);
  });

  it('uses the limit of the user’s plan, and the free plan’s when there is none', async () => {
    const erin = await signUpAndLogin(t);
    const [pro] = await db().select().from(plans).where(eq(plans.code, 'pro'));
    await db().update(users).set({ planId: pro!.id }).where(eq(users.id, erin.id));
    await setUsedUploads(db(), erin.id, 10);
    const onPro = await t.request({ method: 'GET', url: UPLOADS, token: erin.accessToken });
    expect(onPro.json()).toEqual({ remaining_uploads: pro!.uploadsLimit - 10 });

    await db().update(users).set({ planId: null }).where(eq(users.id, erin.id));
    await setUsedUploads(db(), erin.id, 1);
    const none = await t.request({ method: 'GET', url: UPLOADS, token: erin.accessToken });
    expect(none.json()).toEqual({ remaining_uploads: 4 });
  });
});
