import { createHash, createHmac } from 'node:crypto';
import { API_PREFIX, paths } from '@prd/contract';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import {
  auditLogs,
  passwordResetTokens,
  securityIncidents,
  sessions,
  users,
} from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { login, nextIp, signUpAndLogin, type TestUser } from '../helpers/users.js';

type AuthPath = keyof typeof paths.auth;

interface CallOptions {
  token?: string;
  /** The client address as the server sees it (`request.ip`). */
  ip?: string;
  userAgent?: string;
}

/** POST to one of the auth endpoints with a JSON body (or none). */
export function post(
  t: TestApp,
  name: AuthPath,
  payload?: object,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: `${API_PREFIX}${paths.auth[name]}`,
    ...(payload === undefined ? {} : { payload }),
    token: opts.token,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    ...(opts.userAgent ? { headers: { 'user-agent': opts.userAgent } } : {}),
  });
}

export const messageOf = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

/** The 422 body's first message and the messages of every field issue. */
export function validation(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json<{ message: string; detail: { loc: string[]; msg: string }[] }>();
  expect(body.detail.length).toBeGreaterThan(0);
  expect(body.message).toBe(body.detail[0]!.msg);
  return { message: body.message, msgs: body.detail.map((d) => d.msg), detail: body.detail };
}

const getUser = (t: TestApp, token: string) =>
  t.request({ method: 'GET', url: `${API_PREFIX}${paths.user.getUser}`, token });

/** Probe whether an access token is accepted: GET /user/get_user answers 200. */
export async function expectTokenWorks(t: TestApp, token: string): Promise<void> {
  const res = await getUser(t, token);
  expect(res.statusCode, res.body).toBe(200);
}

/** The token is refused with 498 and the given message. */
export async function expectTokenRejected(
  t: TestApp,
  token: string,
  message: 'Invalid token' | 'Token has expired' = 'Invalid token',
): Promise<void> {
  const res = await getUser(t, token);
  expect(res.statusCode, res.body).toBe(498);
  expect(messageOf(res)).toBe(message);
}

export type NewUser = TestUser;
/** Registers and signs in a new user from fresh addresses (the shared test helper). */
export const newUser = signUpAndLogin;
/** Signs in from a fresh address and returns the token pair; throws unless 200. */
export const signIn = login;
export { nextIp };

export async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.services.db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

export const setActive = (t: TestApp, userId: string, isActive: boolean) =>
  t.services.db.update(users).set({ isActive }).where(eq(users.id, userId));

export const sessionsOf = (t: TestApp, userId: string) =>
  t.services.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

export const resetTokensOf = (t: TestApp, userId: string) =>
  t.services.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, userId))
    .orderBy(asc(passwordResetTokens.createdAt));

export const auditRows = (t: TestApp) =>
  t.services.db.select().from(auditLogs).orderBy(asc(auditLogs.id));

export const incidentRows = (t: TestApp) =>
  t.services.db.select().from(securityIncidents).orderBy(asc(securityIncidents.id));

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** The access-token key the app derives from APP_SECRET (see tokens.ts). */
export const accessKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('access-token-v1').digest();

/** Signs an access token like the app does, with any claim overridable (for forgeries). */
export async function signAccess(
  key: Uint8Array,
  claims: {
    sub?: string;
    sid?: string;
    role?: string;
    iss?: string;
    aud?: string;
    /** Seconds since the epoch. */
    exp?: number;
    iat?: number;
  },
  alg: 'HS256' | 'HS512' = 'HS256',
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {};
  if (claims.sid !== undefined) payload.sid = claims.sid;
  if (claims.role !== undefined) payload.role = claims.role;
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuer(claims.iss ?? 'prd-studio')
    .setAudience(claims.aud ?? 'prd-studio-api')
    .setIssuedAt(claims.iat ?? now)
    .setExpirationTime(claims.exp ?? now + 900);
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  return jwt.sign(key);
}

/** The claims of a JWT, read without checking it. */
export function decodeJwt(token: string): Record<string, unknown> {
  const part = token.split('.')[1]!;
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Decodes one part (text/plain or text/html) of a raw MIME message: quoted-printable or base64. */
export function mailPart(raw: string, type: 'text/plain' | 'text/html' = 'text/plain'): string {
  const normalized = raw.replace(/\r\n/g, '\n');
  const part = new RegExp(
    `Content-Type: ${type}[^\\n]*\\n((?:[^\\n]+\\n)*?)\\n([\\s\\S]*?)(?:\\n--|$)`,
    'i',
  ).exec(normalized);
  if (!part) throw new Error(`no ${type} part`);
  const headers = part[1]!;
  const body = part[2]!;
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export const mailText = (raw: string) => mailPart(raw, 'text/plain');

/** The reset link of a reset email and its token. */
export function resetLinkOf(raw: string): { link: string; token: string } {
  const text = mailText(raw);
  const match = /(\S+\/\?token=([A-Za-z0-9_%-]+))/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return { link: match[1]!, token: decodeURIComponent(match[2]!) };
}

/** A whole multipart message: it ends with its closing boundary (files are written in steps). */
const complete = (raw: string) => /\n--[^\r\n]+--\s*$/.test(raw);

/** Waits for a new (not in `seen`) complete email addressed to `to`, and returns it. */
export async function waitForMailTo(
  t: TestApp,
  to: string,
  seen: Set<string>,
  timeoutMs = 5000,
): Promise<string> {
  const header = `\nTo: ${to.trim().toLowerCase()}\r\n`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = t.outbox().find((m) => !seen.has(m) && complete(m) && m.includes(header));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no new email to ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Asks for a reset link for email and returns its token, read from the outbox email. */
export async function requestResetToken(t: TestApp, email: string, opts: CallOptions = {}) {
  const seen = new Set(t.outbox());
  const res = await post(t, 'forgotPassword', { email }, { ip: nextIp(), ...opts });
  expect(res.statusCode, res.body).toBe(200);
  const raw = await waitForMailTo(t, email, seen);
  return { ...resetLinkOf(raw), raw };
}

export const PROBE = {
  user: `${API_PREFIX}/__probe/user`,
  admin: `${API_PREFIX}/__probe/admin`,
  optional: `${API_PREFIX}/__probe/optional`,
};

/**
 * A test app with three probe routes behind each guard (requireAuth, requireAdmin,
 * optionalAuth) answering who the caller is.
 */
export function buildProbeApp(env: Record<string, string> = {}): Promise<TestApp> {
  const who = (req: { auth: { userId: string; role: string } | null }) => ({
    user_id: req.auth?.userId ?? null,
    role: req.auth?.role ?? null,
  });
  return buildTestApp({
    env,
    beforeReady: (app) => {
      const { guard } = app;
      app.get(PROBE.user, { onRequest: (req, reply) => guard.requireAuth(req, reply) }, who);
      app.get(PROBE.admin, { onRequest: (req, reply) => guard.requireAdmin(req, reply) }, who);
      app.get(PROBE.optional, { onRequest: (req, reply) => guard.optionalAuth(req, reply) }, who);
    },
  });
}
