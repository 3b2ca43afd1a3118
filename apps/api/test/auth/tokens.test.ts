import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@prd/contract';
import { UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import {
  PROBE,
  accessKey,
  auditRows,
  buildProbeApp,
  decodeJwt,
  expectTokenRejected,
  expectTokenWorks,
  messageOf,
  newUser,
  post,
  sessionsOf,
  signAccess,
  signIn,
  type NewUser,
} from './support.js';

let t: TestApp;
let key: Uint8Array;
let ada: NewUser;
let bob: NewUser;

beforeAll(async () => {
  t = await buildProbeApp();
  key = accessKey(t.config.appSecret);
  [ada, bob] = await Promise.all([newUser(t, { name: 'Ada' }), newUser(t, { name: 'Bob' })]);
});
afterAll(async () => {
  await t?.close();
});

const probe = (url: string, token?: string, authorization?: string) =>
  t.request({
    method: 'GET',
    url,
    token,
    headers: authorization === undefined ? {} : { authorization },
  });

/** Every protected entry point must give the same answer for the same token. */
async function expectRefused(token: string, message: string = messages.session.invalidToken) {
  const code = message === messages.session.tokenExpired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN';
  for (const res of [
    await probe(PROBE.user, token),
    await probe(PROBE.admin, token),
    await probe(PROBE.optional, token),
    await post(t, 'updatePassword', {}, { token }),
    await post(t, 'logout', undefined, { token }),
  ]) {
    expect(res.statusCode, `${res.raw.req.url}: ${res.body}`).toBe(498);
    expect(res.json()).toEqual({ message, code });
  }
}

/** Claims of a real session of ada, for building near-valid forgeries. */
const adaClaims = () => {
  const c = decodeJwt(ada.accessToken);
  return { sub: String(c.sub), sid: String(c.sid), role: String(c.role) };
};

describe('a valid access token', () => {
  it('is accepted by requireAuth and optionalAuth, and names its user', async () => {
    const res = await probe(PROBE.user, ada.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_id: ada.id, role: 'User' });
    expect((await probe(PROBE.optional, ada.accessToken)).json()).toEqual({
      user_id: ada.id,
      role: 'User',
    });
    await expectTokenWorks(t, ada.accessToken);
  });

  it('is accepted with a lowercase "bearer" scheme', async () => {
    const res = await probe(PROBE.user, undefined, `bearer ${ada.accessToken}`);
    expect(res.statusCode).toBe(200);
  });

  it('lasts 15 minutes', () => {
    const c = decodeJwt(ada.accessToken);
    expect(Number(c.exp) - Number(c.iat)).toBe(900);
  });

  it('can be reproduced with the derived key (so the forgeries below differ in one thing only)', async () => {
    const token = await signAccess(key, adaClaims());
    expect((await probe(PROBE.user, token)).json()).toEqual({ user_id: ada.id, role: 'User' });
    const viaApp = await t.services.tokens.sign({
      userId: ada.id,
      sessionId: adaClaims().sid,
      role: 'User',
    });
    expect((await probe(PROBE.user, viaApp)).statusCode).toBe(200);
  });
});

describe('no token', () => {
  it('gives 401 on guarded routes and anonymous access on optional ones', async () => {
    for (const res of [
      await probe(PROBE.user),
      await probe(PROBE.admin),
      await post(t, 'logout'),
      await post(t, 'updatePassword', {
        old_password: 'x',
        new_password: 'y',
        confirm_password: 'z',
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({
        message: messages.session.notAuthenticated,
        code: 'NOT_AUTHENTICATED',
      });
    }
    const anon = await probe(PROBE.optional);
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toEqual({ user_id: null, role: null });
  });

  it('is checked before the body: 401/498, never a 422 about the body', async () => {
    const noToken = await post(t, 'updatePassword', { unknown: 1 });
    expect(noToken.statusCode).toBe(401);
    const badToken = await post(t, 'updatePassword', { unknown: 1 }, { token: 'nope' });
    expect(badToken.statusCode).toBe(498);
    // Not even parsed: a malformed JSON body without a token is a 401, not a 400.
    const unparsed = await t.request({
      method: 'POST',
      url: '/api/v1/auth/update_password',
      headers: { 'content-type': 'application/json' },
      payload: '{"old_password": ',
    });
    expect(unparsed.statusCode).toBe(401);
  });
});

describe('refused tokens (498)', () => {
  it.each([
    ['a Basic scheme', `Basic ${Buffer.from('ada:pw').toString('base64')}`],
    ['Bearer without a token', 'Bearer'],
    ['an unknown scheme', 'Token abc.def.ghi'],
  ])('a malformed Authorization header: %s', async (_label, header) => {
    const res = await probe(PROBE.user, undefined, header);
    expect(res.statusCode).toBe(498);
    expect(messageOf(res)).toBe(messages.session.invalidToken);
  });

  it('a random string and a truncated token', async () => {
    await expectRefused('not-a-jwt');
    await expectRefused(ada.accessToken.slice(0, -4));
  });

  it('a refresh token used as an access token', async () => {
    await expectRefused(ada.refreshToken);
  });

  it('signed with another key', async () => {
    await expectRefused(await signAccess(randomBytes(32), adaClaims()));
    // The raw APP_SECRET is not the key either: the key is derived from it.
    await expectRefused(
      await signAccess(new TextEncoder().encode(t.config.appSecret), adaClaims()),
    );
  });

  it('with alg "none"', async () => {
    const c = adaClaims();
    const unsigned = new UnsecuredJWT({ sid: c.sid, role: c.role })
      .setSubject(c.sub)
      .setIssuer('prd-studio')
      .setAudience('prd-studio-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .encode();
    await expectRefused(unsigned);
    // The same with a signature part appended from a real token.
    await expectRefused(`${unsigned}${ada.accessToken.split('.')[2]}`);
  });

  it('with HS512 under the right key (only HS256 is accepted)', async () => {
    await expectRefused(await signAccess(key, adaClaims(), 'HS512'));
  });

  it('with a tampered payload and the original signature', async () => {
    const [header, payload, signature] = ada.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    for (const change of [{ role: 'admin' }, { sub: bob.id }, { exp: Number(claims.exp) + 3600 }]) {
      const forged = Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url');
      await expectRefused(`${header}.${forged}.${signature}`);
    }
  });

  it('well signed, but for another user than its session (another user id)', async () => {
    await expectRefused(await signAccess(key, { ...adaClaims(), sub: bob.id }));
    // bob's session with ada's id: the session belongs to bob, not to ada.
    const bobSid = String(decodeJwt(bob.accessToken).sid);
    await expectRefused(await signAccess(key, { ...adaClaims(), sid: bobSid }));
  });

  it('well signed, but with a session that does not exist', async () => {
    await expectRefused(await signAccess(key, { ...adaClaims(), sid: randomUUID() }));
  });

  it('well signed, but claiming a role the user does not have', async () => {
    await expectRefused(await signAccess(key, { ...adaClaims(), role: 'admin' }));
    await expectRefused(await signAccess(key, { ...adaClaims(), role: 'root' }));
  });

  it('well signed, but with claims missing or malformed', async () => {
    const c = adaClaims();
    await expectRefused(await signAccess(key, { sid: c.sid, role: c.role }));
    await expectRefused(await signAccess(key, { sub: c.sub, role: c.role }));
    await expectRefused(await signAccess(key, { sub: c.sub, sid: c.sid }));
    await expectRefused(await signAccess(key, { ...c, sub: 'not-a-uuid' }));
    await expectRefused(await signAccess(key, { ...c, sid: "' OR 1=1 --" }));
    await expectRefused(await signAccess(key, { ...c, iss: 'someone-else' }));
    await expectRefused(await signAccess(key, { ...c, aud: 'another-api' }));
  });

  it('expired: "Token has expired"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signAccess(key, { ...adaClaims(), iat: now - 1000, exp: now - 100 });
    await expectRefused(expired, messages.session.tokenExpired);
    await expectTokenRejected(t, expired, 'Token has expired');
    // An expired forgery is still just invalid: the signature is checked first.
    const forged = await signAccess(randomBytes(32), { ...adaClaims(), exp: now - 100 });
    await expectRefused(forged, messages.session.invalidToken);
  });
});

describe('roles', () => {
  it('gives a user 403 on an admin route, and writes authorization_denied to the audit log', async () => {
    const res = await t.request({
      method: 'GET',
      url: PROBE.admin,
      token: ada.accessToken,
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.session.forbidden, code: 'FORBIDDEN' });
    const denied = (await auditRows(t)).filter((r) => r.event === 'authorization_denied');
    expect(denied.at(-1)).toMatchObject({
      outcome: 'failure',
      userId: ada.id,
      ip: '10.9.9.9',
      details: { method: 'GET', route: PROBE.admin },
    });
  });

  it('lets an admin token through both admin and user routes', async () => {
    const admin = await t.services.auth.ensureAdmin('root@example.com', 'Admin!Passw0rd-Long');
    const { accessToken } = await signIn(t, 'root@example.com', 'Admin!Passw0rd-Long', 'admin');
    expect((await probe(PROBE.admin, accessToken)).json()).toEqual({
      user_id: admin.id,
      role: 'admin',
    });
    expect((await probe(PROBE.user, accessToken)).statusCode).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it('ends this session at once: access and refresh tokens die, other sessions live', async () => {
    const u = await newUser(t);
    const second = await signIn(t, u.email, u.password);
    const res = await post(t, 'logout', undefined, { token: u.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.logout.success });

    await expectRefused(u.accessToken);
    const refresh = await post(t, 'refresh', { refresh_token: u.refreshToken });
    expect(refresh.statusCode).toBe(498);
    const sid = String(decodeJwt(u.accessToken).sid);
    const session = (await sessionsOf(t, u.id)).find((s) => s.id === sid);
    expect(session?.revokedReason).toBe('logout');
    expect(session?.revokedAt).toBeInstanceOf(Date);

    await expectTokenWorks(t, second.accessToken);
    await expectTokenWorks(t, bob.accessToken);
  });

  it('a second logout with the same token is refused', async () => {
    const u = await newUser(t);
    expect((await post(t, 'logout', undefined, { token: u.accessToken })).statusCode).toBe(200);
    const again = await post(t, 'logout', undefined, { token: u.accessToken });
    expect(again.statusCode).toBe(498);
  });

  it("cannot end another user's session: a forged token naming bob's session is refused", async () => {
    const bobSid = String(decodeJwt(bob.accessToken).sid);
    const forged = await signAccess(key, { sub: ada.id, sid: bobSid, role: 'User' });
    expect((await post(t, 'logout', undefined, { token: forged })).statusCode).toBe(498);
    await expectTokenWorks(t, bob.accessToken);
  });
});
