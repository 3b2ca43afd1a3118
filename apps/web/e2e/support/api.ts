import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API_PREFIX, paths, type LoginResponse } from '@prd/contract';
import { latestEmailTo } from './outbox';

/**
 * Calls to the real API through Playwright's `request` fixture (which uses the config's
 * baseURL), for journeys that need an account or a signed-in start.
 */

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A fresh address per call, so journeys never collide on the shared server. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A new user's details (not registered yet); the password meets the sign-up rule. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    name: 'Journey Tester',
    email: uniqueEmail(),
    password: `Journey!${randomBytes(3).toString('hex')}A1`,
    ...overrides,
  };
}

async function post(request: APIRequestContext, path: string, data: unknown, expected = 200) {
  const res = await request.post(`${API_PREFIX}${path}`, { data });
  if (res.status() !== expected) {
    throw new Error(`POST ${API_PREFIX}${path} answered ${res.status()}: ${await res.text()}`);
  }
  return res;
}

export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user = newUser(overrides);
  await post(request, paths.auth.register, {
    name: user.name,
    email: user.email,
    password: user.password,
    confirmpassword: user.password,
  });
  return user;
}

export async function signIn(
  request: APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<LoginResponse> {
  const res = await post(request, paths.auth.login, {
    email: user.email,
    password: user.password,
    role: 'User',
  });
  return (await res.json()) as LoginResponse;
}

export async function registerAndSignIn(
  request: APIRequestContext,
  overrides: Partial<TestUser> = {},
): Promise<{ user: TestUser; tokens: LoginResponse }> {
  const user = await registerUser(request, overrides);
  return { user, tokens: await signIn(request, user) };
}

/** Asks for a password-reset email (it lands in the outbox: see outbox.ts). */
export async function requestPasswordReset(request: APIRequestContext, email: string) {
  await post(request, paths.auth.forgotPassword, { email });
}

/**
 * Proves a registered user's email as a person does: the link mailed at registration (read from
 * the outbox), opened through the API. Workspaces need a verified email (decision 025).
 */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const text = await latestEmailTo(email);
  const match = /[?&]verify_email=([^\s<>"&]+)/.exec(text);
  if (!match) throw new Error(`no verification link in the email to ${email}`);
  await post(request, paths.auth.verifyEmail, { token: decodeURIComponent(match[1]!) });
}
