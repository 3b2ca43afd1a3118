import { messages } from '@prd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin } from '../helpers/users.js';
import {
  auditRows,
  decodeJwt,
  expectTokenRejected,
  expectTokenWorks,
  incidentRows,
  newUser,
  nextIp,
  post,
  sessionsOf,
  sha256Hex,
  signIn,
  validation,
} from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Pair = { access_token: string; refresh_token: string };
const refresh = (token: unknown, ip = nextIp()) =>
  post(t, 'refresh', { refresh_token: token }, { ip });

const incidentsOf = async (userId: string) =>
  (await incidentRows(t)).filter((i) => i.userId === userId);

describe('POST /auth/refresh', () => {
  it('rotates the pair within the same session', async () => {
    const u = await newUser(t);
    const res = await refresh(u.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    const pair = res.json<Pair>();
    expect(Object.keys(pair).sort()).toEqual(['access_token', 'refresh_token']);
    expect(pair.refresh_token).not.toBe(u.refreshToken);
    expect(pair.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeJwt(pair.access_token)).toMatchObject({
      sub: u.id,
      sid: decodeJwt(u.accessToken).sid,
      role: 'User',
    });
    await expectTokenWorks(t, pair.access_token);

    // Stored hashed; the old one is marked used.
    const rows = await t.services.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, String(decodeJwt(u.accessToken).sid)));
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(
      [sha256Hex(u.refreshToken), sha256Hex(pair.refresh_token)].sort(),
    );
    expect(rows.find((r) => r.tokenHash === sha256Hex(u.refreshToken))?.usedAt).toBeInstanceOf(
      Date,
    );
  });

  it('keeps rotating along a chain', async () => {
    const u = await newUser(t);
    let token = u.refreshToken;
    for (let i = 0; i < 3; i += 1) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = res.json<Pair>().refresh_token;
    }
    expect(await incidentsOf(u.id)).toEqual([]);
  });

  it('keeps the admin role for an admin session', async () => {
    const admin = await adminLogin(t);
    const res = await refresh(admin.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json<Pair>().access_token)).toMatchObject({ role: 'admin' });
  });

  describe('reuse of an old refresh token', () => {
    it('is refused and revokes the whole family, recorded as a security incident', async () => {
      const u = await newUser(t);
      const other = await signIn(t, u.email, u.password);
      const next = (await refresh(u.refreshToken)).json<Pair>();
      const ip = nextIp();

      const reused = await refresh(u.refreshToken, ip);
      expect(reused.statusCode).toBe(498);
      expect(reused.json()).toEqual({
        message: messages.session.invalidToken,
        code: 'INVALID_TOKEN',
      });

      // The whole family is dead: the newest refresh token and every access token of it.
      expect((await refresh(next.refresh_token)).statusCode).toBe(498);
      await expectTokenRejected(t, next.access_token);
      await expectTokenRejected(t, u.accessToken);
      const sid = String(decodeJwt(u.accessToken).sid);
      expect((await sessionsOf(t, u.id)).find((s) => s.id === sid)?.revokedReason).toBe(
        'refresh_token_reuse',
      );
      // Another sign-in of the same user is another family and lives on.
      await expectTokenWorks(t, other.accessToken);

      const incidents = await incidentsOf(u.id);
      expect(incidents[0]).toMatchObject({
        kind: 'refresh_token_reuse',
        severity: 'high',
        email: u.email,
        ip,
        details: { session_id: sid },
      });
      const audit = (await auditRows(t)).filter(
        (r) => r.event === 'token_refresh' && r.outcome === 'failure' && r.ip === ip,
      );
      expect(audit).toMatchObject([{ userId: u.id, details: { reason: 'reuse' } }]);
    });

    it('lets exactly one of two concurrent refreshes win; the loser revokes the family', async () => {
      const u = await newUser(t);
      const results = await Promise.all([refresh(u.refreshToken), refresh(u.refreshToken)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 498]);
      const winner = results.find((r) => r.statusCode === 200)!.json<Pair>();

      // Strict reuse detection: the winner's new pair is dead too.
      expect((await refresh(winner.refresh_token)).statusCode).toBe(498);
      await expectTokenRejected(t, winner.access_token);
      expect((await incidentsOf(u.id)).map((i) => i.kind)).toContain('refresh_token_reuse');
    });

    it('many concurrent refreshes: still exactly one success', async () => {
      const u = await newUser(t);
      const results = await Promise.all(Array.from({ length: 5 }, () => refresh(u.refreshToken)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 498)).toHaveLength(4);
    });
  });

  it('refuses an unknown token without opening an incident', async () => {
    const before = (await incidentRows(t)).length;
    const res = await refresh('x'.repeat(43));
    expect(res.statusCode).toBe(498);
    expect(res.json()).toEqual({ message: messages.session.invalidToken, code: 'INVALID_TOKEN' });
    expect((await incidentRows(t)).length).toBe(before);
  });

  it('refuses the refresh token of a logged-out session', async () => {
    const u = await newUser(t);
    await post(t, 'logout', undefined, { token: u.accessToken });
    expect((await refresh(u.refreshToken)).statusCode).toBe(498);
  });

  it('refuses the refresh token of an expired session', async () => {
    const u = await newUser(t);
    await t.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, String(decodeJwt(u.accessToken).sid)));
    expect((await refresh(u.refreshToken)).statusCode).toBe(498);
    await expectTokenRejected(t, u.accessToken);
  });

  it('refuses an access token in place of a refresh token', async () => {
    const u = await newUser(t);
    const res = await refresh(u.accessToken);
    expect(res.statusCode).not.toBe(200);
    expect(res.json()).toMatchObject({ message: messages.session.invalidToken });
  });

  describe('malformed requests', () => {
    it.each([
      ['missing', {}],
      ['empty', { refresh_token: '' }],
      ['a number', { refresh_token: 12345 }],
      ['null', { refresh_token: null }],
      ['over 200 characters', { refresh_token: 'x'.repeat(201) }],
    ])('refresh_token %s → 422 "Invalid token"', async (_label, body) => {
      expect(validation(await post(t, 'refresh', body, { ip: nextIp() })).message).toBe(
        messages.session.invalidToken,
      );
    });

    it('refuses unknown fields', async () => {
      const u = await newUser(t);
      const res = await post(
        t,
        'refresh',
        { refresh_token: u.refreshToken, user_id: 'someone' },
        { ip: nextIp() },
      );
      expect(validation(res).message).toBe('Unknown field: user_id');
      // The token was not spent by the refused call.
      expect((await refresh(u.refreshToken)).statusCode).toBe(200);
    });
  });
});
