import { randomBytes } from 'node:crypto';
import type { TestApp } from './app.js';

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

/** A distinct client address, so per-IP limits are never reached by test set-up alone. */
let ipSeq = 0;
export const nextIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/** Signs in from a fresh address and returns the token pair; throws unless 200. */
export async function login(
  t: TestApp,
  email: string,
  password: string,
  role: 'User' | 'admin' = 'User',
) {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password, role },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ access_token: string; refresh_token: string }>();
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Registers and signs in a new user through the public API, each call from fresh addresses. */
export async function signUpAndLogin(
  t: TestApp,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const name = input.name ?? 'Test User';
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? STRONG_PASSWORD;
  const reg = await t.request({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { name, email, password, confirmpassword: password },
    remoteAddress: nextIp(),
  });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const tokens = await login(t, email, password);
  const me = await t.request({
    method: 'GET',
    url: '/api/v1/user/get_user',
    token: tokens.accessToken,
  });
  if (me.statusCode !== 200) throw new Error(`get_user failed: ${me.statusCode} ${me.body}`);
  return { id: me.json<{ id: string }>().id, name, email, password, ...tokens };
}

/** Creates an admin directly (as ADMIN_EMAIL would) and signs in with role admin. */
export async function adminLogin(
  t: TestApp,
  email = uniqueEmail('admin'),
  password = 'Admin!Passw0rd-Long',
) {
  const admin = await t.services.auth.ensureAdmin(email, password);
  const tokens = await login(t, email, password, 'admin');
  return { id: admin.id, email, password, ...tokens };
}

/** The verification link's token from the newest email to `email` in the outbox. */
export function verificationTokenFor(t: TestApp, email: string): string {
  const header = `\nTo: ${email.trim().toLowerCase()}\r\n`;
  const mail = [...t.outbox()].reverse().find((m) => m.includes(header) && /verify_email=/.test(m));
  // Quoted-printable text: soft line breaks and `=3D` for `=`.
  const text = mail?.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = text && /verify_email=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no verification email to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** A new user who opened the emailed verification link (workspaces need a proven email). */
export async function signUpVerified(
  t: TestApp,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const user = await signUpAndLogin(t, input);
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/verify_email',
    payload: { token: verificationTokenFor(t, user.email) },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return user;
}
