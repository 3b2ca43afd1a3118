import { messages } from '@prd/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { adminLogin, login, signUpAndLogin } from '../../../test/helpers/users.js';
import { auditLogs, sessions, users } from '../../db/schema.js';

const URL = '/api/v1/security/terminate_user_session';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminLogin>>;

interface Member {
  id: string;
  email: string;
  password: string;
  /** Two signed-in devices. */
  devices: { accessToken: string; refreshToken: string }[];
}

async function member(): Promise<Member> {
  const u = await signUpAndLogin(t);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, u.email));
  return {
    id: row!.id,
    email: u.email,
    password: u.password,
    devices: [u, await login(t, u.email, u.password)],
  };
}

/**
 * A token's state seen through an admin-only route: 403 means the token is valid (a user, not
 * an admin), 498 means it is no longer accepted. Needs no other module's routes.
 */
const tokenStatus = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/security/security-incidents', token }))
    .statusCode;

const refresh = (refreshToken: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    payload: { refresh_token: refreshToken },
  });

const terminate = (userId: string, token = admin.accessToken) =>
  t.request({ method: 'GET', url: URL, query: { user_id: userId }, token });

const liveSessions = async (userId: string) =>
  (
    await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  ).length;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminLogin(t);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /security/terminate_user_session', () => {
  it('ends every session of the user at once; others are unaffected', async () => {
    const eve = await member();
    const frank = await member();
    for (const d of eve.devices) expect(await tokenStatus(d.accessToken)).toBe(403);
    expect(await liveSessions(eve.id)).toBe(2);

    const res = await terminate(eve.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.security.sessionsTerminated });

    for (const d of eve.devices) {
      expect(await tokenStatus(d.accessToken)).toBe(498);
      expect((await refresh(d.refreshToken)).statusCode).toBe(498);
    }
    expect(await liveSessions(eve.id)).toBe(0);

    // Frank, and the admin who acted, carry on.
    expect(await tokenStatus(frank.devices[0]!.accessToken)).toBe(403);
    const rotated = await refresh(frank.devices[1]!.refreshToken);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(await liveSessions(frank.id)).toBe(2);
    expect(await tokenStatus(admin.accessToken)).toBe(200);

    // Ending sessions is not a ban: Eve can sign in again.
    const again = await login(t, eve.email, eve.password);
    expect(await tokenStatus(again.accessToken)).toBe(403);
  });

  it('records the admin action in the audit log', async () => {
    const gina = await member();
    expect((await terminate(gina.id)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.event, 'admin_terminate_sessions'));
    expect(rows.find((r) => r.details.target_user_id === gina.id)).toMatchObject({
      userId: admin.id,
      outcome: 'success',
      details: { target_user_id: gina.id, sessions_ended: 2 },
    });
  });

  it('answers 200 for a user without live sessions', async () => {
    const hal = await member();
    expect((await terminate(hal.id)).statusCode).toBe(200);
    const second = await terminate(hal.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: messages.security.sessionsTerminated });
  });

  it('answers 404 for an unknown user and 422 for a malformed id', async () => {
    const unknown = await terminate(UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.security.userNotFound, code: 'NOT_FOUND' });

    const bad = await terminate('not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: 'user_id must be a user id.',
      detail: [{ loc: ['querystring', 'user_id'] }],
    });
    const missing = await t.request({ method: 'GET', url: URL, token: admin.accessToken });
    expect(missing.statusCode).toBe(422);
  });

  it('is for admins only: a user gets 403 and nothing ends; no token gets 401', async () => {
    const ivy = await member();
    const jay = await member();
    const res = await terminate(ivy.id, jay.devices[0]!.accessToken);
    expect(res.statusCode).toBe(403);
    expect(await liveSessions(ivy.id)).toBe(2);
    expect(await tokenStatus(ivy.devices[0]!.accessToken)).toBe(403);

    const denied = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.event, 'authorization_denied'), eq(auditLogs.userId, jay.id)));
    expect(denied.map((r) => r.details.route)).toEqual([URL]);

    const anonymous = await t.request({ method: 'GET', url: URL, query: { user_id: ivy.id } });
    expect(anonymous.statusCode).toBe(401);
    expect(await liveSessions(ivy.id)).toBe(2);
  });
});
