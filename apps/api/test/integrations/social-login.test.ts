import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { nextIp, signUpAndLogin, uniqueEmail } from '../helpers/users.js';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers/index.js';
import { auditLogs, userIdentities, users } from '../../src/db/schema.js';
import { consent, cookiesOf, exchange, followBack, socialRoundTrip } from './support.js';

let fake: FakeProviders;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await buildTestApp({ env: fake.env(['github', 'google']) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.github.server.control.deny = false;
  fake.google.server.control.deny = false;
  fake.google.control.nonce = undefined;
});

let accountSeq = 0;
function gitHubAccount(email: string, opts: { verified?: boolean; primary?: boolean } = {}) {
  accountSeq += 1;
  const key = `gh-${accountSeq}`;
  fake.github.accounts.set(key, {
    id: 9000 + accountSeq,
    login: `octo${accountSeq}`,
    name: `Octo ${accountSeq}`,
    emails: [
      {
        email: `noreply${accountSeq}@users.example`,
        primary: opts.primary === false,
        verified: true,
      },
      { email, primary: opts.primary !== false, verified: opts.verified ?? true },
    ],
  });
  fake.github.server.control.account = key;
  return key;
}

function googleAccount(email: string, verified = true) {
  accountSeq += 1;
  const key = `g-${accountSeq}`;
  fake.google.accounts.set(key, {
    sub: `1${accountSeq}`,
    email,
    email_verified: verified,
    name: 'Gina Google',
  });
  fake.google.server.control.account = key;
  return key;
}

const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/user/get_user', token });
const failedTo = (next: URL, provider: string) =>
  expect(`${next.pathname}${next.search}`).toBe(`/?login_error=${provider}`);

describe('sign in with GitHub', () => {
  it('creates an account from the primary verified email and signs in through a one-time code', async () => {
    const email = uniqueEmail('octo');
    gitHubAccount(email);
    const trip = await socialRoundTrip(t, 'github');
    const loginUrl = new URL(trip.start.json<{ login_url: string }>().login_url);
    expect(loginUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(loginUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(trip.callback.statusCode).toBe(303);
    expect(trip.next.pathname).toBe('/oauth/complete');
    // No token in the address: only the one-time code.
    expect(trip.next.href).not.toMatch(/access_token|refresh_token|eyJ/);
    const tokens = await exchange(t, trip.code!, trip.cookie);
    expect(tokens.statusCode).toBe(200);
    const profile = await me(tokens.json<{ access_token: string }>().access_token);
    expect(profile.json<{ email: string; name: string }>()).toMatchObject({ email });
    expect(profile.json<{ name: string }>().name).toMatch(/^Octo /);
    // The code is single use.
    expect((await exchange(t, trip.code!, trip.cookie)).statusCode).toBe(401);
  });

  it('links an existing password account with the same verified email', async () => {
    const user = await signUpAndLogin(t);
    gitHubAccount(user.email.toUpperCase());
    const trip = await socialRoundTrip(t, 'github');
    const tokens = (await exchange(t, trip.code!, trip.cookie)).json<{ access_token: string }>();
    expect((await me(tokens.access_token)).json()).toMatchObject({ id: user.id });
    const links = await t.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    expect(links).toHaveLength(1);
    // The same GitHub account signs in to the same user again.
    const again = await socialRoundTrip(t, 'github');
    const second = (await exchange(t, again.code!, again.cookie)).json<{ access_token: string }>();
    expect((await me(second.access_token)).json()).toMatchObject({ id: user.id });
  });

  it('refuses an unverified primary email and never links it', async () => {
    const user = await signUpAndLogin(t);
    gitHubAccount(user.email, { verified: false });
    const trip = await socialRoundTrip(t, 'github');
    failedTo(trip.next, 'github');
    const links = await t.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    expect(links).toHaveLength(0);
  });

  it('refuses a state that does not match, and a replayed code', async () => {
    gitHubAccount(uniqueEmail('state'));
    const forged = await socialRoundTrip(t, 'github', {
      tamper: (back) => back.searchParams.set('state', 'not-the-state-we-issued'),
    });
    failedTo(forged.next, 'github');

    // The provider's redirect replayed: the state is single use.
    const ip = nextIp();
    const start = await t.request({
      method: 'POST',
      url: '/api/v1/OAuth/auth/github_login',
      remoteAddress: ip,
    });
    const cookie = cookiesOf(start);
    const back = await consent(start.json<{ login_url: string }>().login_url);
    const first = await followBack(t, back, cookie, ip);
    expect(String(first.headers.location)).toContain('/oauth/complete?code=');
    const replay = await followBack(t, back, cookie, ip);
    failedTo(new URL(String(replay.headers.location)), 'github');
  });

  it('refuses the callback in another browser (no binding cookie): login CSRF', async () => {
    gitHubAccount(uniqueEmail('csrf'));
    const start = await t.request({
      method: 'POST',
      url: '/api/v1/OAuth/auth/github_login',
      remoteAddress: nextIp(),
    });
    const back = await consent(start.json<{ login_url: string }>().login_url);
    const victim = await followBack(t, back, '');
    failedTo(new URL(String(victim.headers.location)), 'github');
  });

  it('refuses the code swap from another browser', async () => {
    gitHubAccount(uniqueEmail('swap'));
    const trip = await socialRoundTrip(t, 'github');
    const other = await t.request({
      method: 'POST',
      url: '/api/v1/OAuth/auth/github_login',
      remoteAddress: nextIp(),
    });
    expect((await exchange(t, trip.code!, cookiesOf(other))).statusCode).toBe(401);
  });

  it('lands on / with the failure when consent is denied, and audits it', async () => {
    fake.github.server.control.deny = true;
    const trip = await socialRoundTrip(t, 'github');
    failedTo(trip.next, 'github');
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.event, 'oauth_login'));
    expect(rows.some((r) => (r.details as { reason?: string }).reason === 'denied')).toBe(true);
  });

  it('refuses a deactivated account', async () => {
    const user = await signUpAndLogin(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    gitHubAccount(user.email);
    const trip = await socialRoundTrip(t, 'github');
    failedTo(trip.next, 'github');
  });

  it('never signs an admin in through a provider', async () => {
    const email = uniqueEmail('admin');
    await t.services.auth.ensureAdmin(email, 'Admin!Passw0rd-Long');
    gitHubAccount(email);
    failedTo((await socialRoundTrip(t, 'github')).next, 'github');
  });

  it('a new account has no password: forgot password lets the person set one', async () => {
    const email = uniqueEmail('nopw');
    gitHubAccount(email);
    const trip = await socialRoundTrip(t, 'github');
    expect((await exchange(t, trip.code!, trip.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'Anything!1', role: 'User' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('sign in with Google', () => {
  it('signs in with a verified email from the ID token (nonce checked)', async () => {
    const email = uniqueEmail('gina');
    googleAccount(email);
    const trip = await socialRoundTrip(t, 'google');
    const loginUrl = new URL(trip.start.json<{ login_url: string }>().login_url);
    expect(loginUrl.searchParams.get('nonce')).toBeTruthy();
    expect(loginUrl.searchParams.get('scope')).toBe('openid email profile');
    const tokens = await exchange(t, trip.code!, trip.cookie);
    expect((await me(tokens.json<{ access_token: string }>().access_token)).json()).toMatchObject({
      email,
    });
  });

  it('refuses an unverified email and an ID token with another nonce', async () => {
    googleAccount(uniqueEmail('unverified'), false);
    failedTo((await socialRoundTrip(t, 'google')).next, 'google');
    googleAccount(uniqueEmail('nonce'));
    fake.google.control.nonce = 'somebody-elses-nonce';
    failedTo((await socialRoundTrip(t, 'google')).next, 'google');
  });
});

describe('not configured', () => {
  it('answers 501 with a clear message, and the callback lands on /', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.request({
        method: 'POST',
        url: '/api/v1/OAuth/auth/google_login',
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toMatchObject({
        code: 'NOT_ENABLED',
        message: 'Sign-in with Google is not enabled on this server.',
      });
      const back = await bare.request({
        method: 'GET',
        url: '/api/v1/OAuth/auth/github/callback?code=x&state=y',
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toMatch(/\/\?login_error=github$/);
    } finally {
      await bare.close();
    }
  });

  it('says which sign-ins are offered', async () => {
    const offered = await t.request({ method: 'GET', url: '/api/v1/OAuth/auth/providers' });
    expect(offered.json()).toEqual({ github: true, google: true });
  });

  it('validates the code swap body and the provider name', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/OAuth/auth/exchange',
      payload: { code: 'short' },
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await t.request({ method: 'GET', url: '/api/v1/OAuth/auth/facebook/callback' });
    expect(unknown.statusCode).toBe(422);
  });
});
