import { messages } from '@prd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userIdentities, users, workspaceConnections } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import {
  nextIp,
  signUpAndLogin,
  signUpVerified,
  uniqueEmail,
  type TestUser,
} from '../helpers/users.js';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers/index.js';
import { storedAnswer } from '../integrations/workspace-fixtures.js';
import {
  consent,
  cookiesOf,
  exchange,
  followBack,
  socialRoundTrip,
} from '../integrations/support.js';

let fake: FakeProviders;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await buildTestApp({ env: fake.env(['github', 'google']) });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let seq = 0;
function googleAccount(email: string) {
  seq += 1;
  const key = `takeover-g-${seq}`;
  fake.google.accounts.set(key, { sub: `77${seq}`, email, email_verified: true, name: 'Owner' });
  fake.google.server.control.account = key;
}
function gitHubAccount(email: string) {
  seq += 1;
  const key = `takeover-gh-${seq}`;
  fake.github.accounts.set(key, {
    id: 77_000 + seq,
    login: `owner${seq}`,
    name: 'Owner',
    emails: [{ email, primary: true, verified: true }],
  });
  fake.github.server.control.account = key;
}

const passwordLogin = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password, role: 'User' },
    remoteAddress: nextIp(),
  });
const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/user/get_user', token });
const history = (token: string) =>
  t.request({
    method: 'GET',
    url: '/api/v1/prd_chat_history/get_chat_history?page=1&page_size=100',
    token,
  });
const refresh = (refreshToken: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    payload: { refresh_token: refreshToken },
    remoteAddress: nextIp(),
  });

/** A connection as one made before verification existed (today an unverified account cannot connect). */
async function legacyConnection(userId: string) {
  await t.database.db.insert(workspaceConnections).values({
    userId,
    provider: 'notion',
    externalId: 'ws-squatter',
    workspaceName: "Squatter's workspace",
    accessToken: 'v1.sealed',
  });
}

async function signInWith(provider: 'github' | 'google') {
  const trip = await socialRoundTrip(t, provider);
  expect(trip.next.pathname, trip.next.href).toBe('/oauth/complete');
  const res = await exchange(t, trip.code!, trip.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string; refresh_token: string }>();
}

const identitiesOf = (userId: string) =>
  t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

describe('a provider sign-in meets an unproven password account', () => {
  it.each(['google', 'github'] as const)(
    'takes it over for the verified owner (%s): the squatter loses password, sessions and connections',
    async (provider) => {
      const email = uniqueEmail('victim');
      const squatter: TestUser = await signUpAndLogin(t, { email });
      await legacyConnection(squatter.id);
      if (provider === 'google') googleAccount(email);
      else gitHubAccount(email);

      const owner = await signInWith(provider);
      const profile = await me(owner.access_token);
      expect(profile.json()).toMatchObject({
        id: squatter.id,
        email,
        email_verified: true,
        name: 'Owner',
      });
      await storedAnswer(t, squatter.id, '# The owner’s PRD');

      // The old password is gone: the same answer as a wrong password.
      const login = await passwordLogin(email, squatter.password);
      expect(login.statusCode).toBe(401);
      expect(login.json()).toMatchObject({ message: messages.signIn.wrongCredentials });
      // Every session of the registrant ended: access and refresh tokens are refused.
      const stale = await history(squatter.accessToken);
      expect(stale.statusCode).toBe(498);
      expect((await refresh(squatter.refreshToken)).statusCode).toBe(498);
      // The owner's own session works and sees the chats.
      expect((await history(owner.access_token)).statusCode).toBe(200);

      const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
      expect(row!.passwordHash).toBeNull();
      expect(row!.emailVerifiedAt).not.toBeNull();
      const left = await t.database.db
        .select()
        .from(workspaceConnections)
        .where(eq(workspaceConnections.userId, squatter.id));
      expect(left).toHaveLength(0);
      expect(await identitiesOf(squatter.id)).toHaveLength(1);

      const [audit] = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.event, 'account_takeover'), eq(auditLogs.userId, squatter.id)));
      expect(audit).toMatchObject({ outcome: 'success', email: null });
      expect(audit!.details).toMatchObject({ provider, connections_dropped: 1 });
      expect(JSON.stringify(audit!.details)).not.toContain(email);
    },
  );

  it('links a verified account as before: the password and its sessions stay', async () => {
    const user = await signUpVerified(t);
    await legacyConnection(user.id);
    gitHubAccount(user.email);
    const owner = await signInWith('github');
    expect((await me(owner.access_token)).json()).toMatchObject({ id: user.id });
    expect((await passwordLogin(user.email, user.password)).statusCode).toBe(200);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    const kept = await t.database.db
      .select()
      .from(workspaceConnections)
      .where(eq(workspaceConnections.userId, user.id));
    expect(kept).toHaveLength(1);
    const takeovers = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.event, 'account_takeover'), eq(auditLogs.userId, user.id)));
    expect(takeovers).toHaveLength(0);
  });
});

describe('a refused social sign-in links nothing', () => {
  const expectRefused = (next: URL, provider: string) =>
    expect(`${next.pathname}${next.search}`).toBe(`/?login_error=${provider}`);

  it('an admin account: no identity row, the admin untouched', async () => {
    const email = uniqueEmail('admin');
    const admin = await t.services.auth.ensureAdmin(email, 'Admin!Passw0rd-Long');
    gitHubAccount(email);
    expectRefused((await socialRoundTrip(t, 'github')).next, 'github');
    expect(await identitiesOf(admin.id)).toHaveLength(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.passwordHash).not.toBeNull();
  });

  it('a deactivated (unverified) account: no identity row, no takeover', async () => {
    const user = await signUpAndLogin(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    googleAccount(user.email);
    expectRefused((await socialRoundTrip(t, 'google')).next, 'google');
    expect(await identitiesOf(user.id)).toHaveLength(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toBeNull();
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('a deactivated account already linked: refused, nothing more linked', async () => {
    gitHubAccount(uniqueEmail('linked'));
    const first = await signInWith('github');
    const { id } = (await me(first.access_token)).json<{ id: string }>();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expectRefused((await socialRoundTrip(t, 'github')).next, 'github');
    expect(await identitiesOf(id)).toHaveLength(1);
  });
});

describe('the browser binding of an OAuth start', () => {
  it('is fresh on each start: the first flow no longer matches the new cookie', async () => {
    gitHubAccount(uniqueEmail('binding'));
    const ip = nextIp();
    const start = (cookie?: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/OAuth/auth/github_login',
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
      });
    const first = await start();
    const firstCookie = cookiesOf(first);
    const second = await start(firstCookie);
    const secondCookie = cookiesOf(second);
    expect(firstCookie).toMatch(/^prd_oauth=/);
    expect(secondCookie).toMatch(/^prd_oauth=/);
    expect(secondCookie).not.toBe(firstCookie);

    // The first flow's state comes back to a browser that now holds the second value.
    const back = await consent(first.json<{ login_url: string }>().login_url);
    const stale = await followBack(t, back, secondCookie, ip);
    expect(String(stale.headers.location)).toMatch(/\/\?login_error=github$/);
    // The second flow works with its own value.
    const backTwo = await consent(second.json<{ login_url: string }>().login_url);
    const fresh = await followBack(t, backTwo, secondCookie, ip);
    expect(String(fresh.headers.location)).toContain('/oauth/complete?code=');
  });
});
