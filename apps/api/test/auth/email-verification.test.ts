import { messages } from '@prd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  emailVerificationTokens,
  sessions,
  users,
  workspaceConnections,
} from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { verificationTokenFor } from '../helpers/users.js';
import {
  mailText,
  messageOf,
  newUser,
  nextIp,
  post,
  requestResetToken,
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

const verify = (token: unknown, ip = nextIp()) => post(t, 'verifyEmail', { token }, { ip });
const resend = (token?: string, ip = nextIp()) =>
  post(t, 'resendVerification', undefined, { token, ip });
const me = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/user/get_user', token })).json<{
    email_verified: boolean;
  }>();
const tokensOf = (userId: string) =>
  t.database.db
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, userId));
const verificationMails = (email: string) =>
  t.outbox().filter((m) => m.includes(`\nTo: ${email}\r\n`) && /verify_email=/.test(m));

describe('registration', () => {
  it('mails a single-use link PUBLIC_URL/?verify_email=…, stored only as a hash, 24 h', async () => {
    const u = await newUser(t, { name: 'Vera' });
    const [raw] = verificationMails(u.email);
    expect(raw).toMatch(/^Subject: Verify your PRD Studio email address\r?$/m);
    const text = mailText(raw!);
    expect(text).toContain('Hello Vera,');
    expect(text).toContain('expires in 24 hours');
    const token = verificationTokenFor(t, u.email);
    expect(text).toContain(`${t.config.publicUrl}/?verify_email=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [row] = await tokensOf(u.id);
    expect(row!.tokenHash).toBe(sha256Hex(token));
    const ttl = (row!.expiresAt.getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(23 * 3600);
    expect(ttl).toBeLessThanOrEqual(24 * 3600);
  });

  it('signs in at once while unverified; the link verifies once', async () => {
    const u = await newUser(t);
    expect(await me(u.accessToken)).toMatchObject({ email_verified: false });
    const token = verificationTokenFor(t, u.email);
    const ok = await verify(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: messages.verifyEmail.verified });
    expect(await me(u.accessToken)).toMatchObject({ email_verified: true });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_LINK',
      message: messages.verifyEmail.invalidLink,
    });
    const audited = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.event, 'email_verify'), eq(auditLogs.userId, u.id)));
    expect(audited.map((r) => r.outcome)).toEqual(['success']);
  });

  it('refuses an expired link with the same clear 400', async () => {
    const u = await newUser(t);
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, u.id));
    const res = await verify(verificationTokenFor(t, u.email));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(messages.verifyEmail.invalidLink);
    expect(await me(u.accessToken)).toMatchObject({ email_verified: false });
  });

  it('answers empty, huge and garbage tokens with 4xx, never 500', async () => {
    expect(validation(await verify('')).message).toBe(messages.verifyEmail.tokenRequired);
    expect((await verify('x'.repeat(100_000))).statusCode).toBe(422);
    expect((await verify(12345)).statusCode).toBe(422);
    expect((await verify(null)).statusCode).toBe(422);
    expect((await verify({ $ne: null })).statusCode).toBe(422);
    expect((await post(t, 'verifyEmail', {}, { ip: nextIp() })).statusCode).toBe(422);
    for (const garbage of ['💥💥💥', "' or 1=1 --", '../../etc/passwd', '%00', 'a'.repeat(200)]) {
      const res = await verify(garbage);
      expect(res.statusCode, garbage).toBe(400);
    }
  });

  it('throttles bad links per address', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i <= t.config.rateLimits.forgotPerIp.max; i += 1) {
      codes.push((await verify(`not-a-real-token-${i}`, ip)).statusCode);
    }
    expect(codes.slice(0, -1).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('POST /auth/resend_verification', () => {
  it('needs a signed-in person', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it('mails a new link (the old one stops working), a few per hour', async () => {
    const u = await newUser(t);
    const first = verificationTokenFor(t, u.email);
    const res = await resend(u.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe(messages.verifyEmail.sent);
    const second = verificationTokenFor(t, u.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    // Two more are allowed within the hour, then 429.
    expect((await resend(u.accessToken)).statusCode).toBe(200);
    expect((await resend(u.accessToken)).statusCode).toBe(200);
    const tripped = await resend(u.accessToken);
    expect(tripped.statusCode).toBe(429);
    expect(tripped.headers['retry-after']).toBeDefined();
    expect(verificationMails(u.email)).toHaveLength(4);
    expect((await verify(verificationTokenFor(t, u.email))).statusCode).toBe(200);
  });

  it('says so when the email is already verified', async () => {
    const u = await newUser(t);
    await verify(verificationTokenFor(t, u.email));
    const res = await resend(u.accessToken);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(messages.verifyEmail.alreadyVerified);
  });
});

describe('what an unverified account may not do', () => {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });

  it('connect or reach a workspace: 403 with the verification message', async () => {
    const u = await newUser(t);
    const attempts = [
      call('POST', '/api/v1/notion/notion_oauth', u.accessToken, {}),
      call('POST', '/api/v1/confluence/confluence_oauth', u.accessToken, {}),
      call('POST', '/api/v1/notion/send_prd_to_notion', u.accessToken, { text: 'A PRD' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        message: messages.verifyEmail.required,
      });
    }
    // Verified, the same call reaches the workspace code (this server has no Notion app: 501).
    await verify(verificationTokenFor(t, u.email));
    const after = await call('POST', '/api/v1/notion/notion_oauth', u.accessToken, {});
    expect(after.statusCode).toBe(501);
  });
});

describe('a password reset proves the email', () => {
  const NEW_PASSWORD = 'N3w!Passw0rd#Long';
  const reset = (token: string) =>
    post(
      t,
      'resetPassword',
      { token, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
      { ip: nextIp() },
    );
  const connectionOf = async (userId: string) => {
    await t.database.db.insert(workspaceConnections).values({
      userId,
      provider: 'confluence',
      externalId: 'site',
      workspaceName: 'Site',
      accessToken: 'v1.sealed',
    });
  };
  const connections = (userId: string) =>
    t.database.db
      .select()
      .from(workspaceConnections)
      .where(eq(workspaceConnections.userId, userId));

  it('an unverified account: verified, its connections dropped, every session ended', async () => {
    const u = await newUser(t);
    await connectionOf(u.id);
    const { token } = await requestResetToken(t, u.email);
    expect((await reset(token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(await connections(u.id)).toHaveLength(0);
    const live = (
      await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))
    ).filter((s) => !s.revokedAt);
    expect(live).toHaveLength(0);
    const fresh = await signIn(t, u.email, NEW_PASSWORD);
    expect(await me(fresh.accessToken)).toMatchObject({ email_verified: true });
  });

  it('a verified account keeps its connections', async () => {
    const u = await newUser(t);
    await verify(verificationTokenFor(t, u.email));
    await connectionOf(u.id);
    const { token } = await requestResetToken(t, u.email);
    expect((await reset(token)).statusCode).toBe(200);
    expect(await connections(u.id)).toHaveLength(1);
  });
});

describe('accounts made by the operator', () => {
  it('an admin (ADMIN_EMAIL, cli admin-create) is verified', async () => {
    const admin = await t.services.auth.ensureAdmin('boss@example.com', 'Admin!Passw0rd-Long');
    expect(admin.emailVerifiedAt).not.toBeNull();
  });
});
