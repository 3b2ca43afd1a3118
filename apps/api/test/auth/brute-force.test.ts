import { createHash, randomBytes } from 'node:crypto';
import { API_PREFIX, paths } from '@prd/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisLimiter } from '../../src/platform/limits/index.js';
import type { ServiceOverrides } from '../../src/services.js';
import { DEVICE_COOKIE } from '../../src/modules/auth/known-device.js';
import type * as Passwords from '../../src/modules/auth/passwords.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { incidentRows, newUser, nextIp, post, type NewUser } from './support.js';

// Every password check of the app goes through this spy: the attack is measured by how many
// guesses reach it.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/modules/auth/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checks.count += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

const PER_SOURCE = 10;
const PER_ACCOUNT = 25;
const REDIS_URL = 'redis://127.0.0.1:6379';

const env = {
  RATE_LOGIN_ACCOUNT_MAX: String(PER_SOURCE),
  RATE_LOGIN_ACCOUNT_ALL_MAX: String(PER_ACCOUNT),
  RATE_LOGIN_IP_MAX: '20',
};

/** Memory on PGlite and the rate_limits table on PostgreSQL (as configured), or Redis. */
const stores = ['database', 'redis'] as const;

function overridesFor(store: (typeof stores)[number]): ServiceOverrides {
  if (store === 'database') return {};
  // Its own key prefix: runs and test files never share counters.
  const keyPrefix = `prd:test:${randomBytes(6).toString('hex')}:`;
  return { limiter: createRedisLimiter({ redisUrl: REDIS_URL, keyPrefix }) };
}

const statuses = (responses: LightMyRequestResponse[]) => {
  const tally: Record<number, number> = {};
  for (const r of responses) tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
  return tally;
};

describe.each(stores)('sign-in guesses counted before the password check (%s store)', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env, overrides: overridesFor(store) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses the store the configuration picks', () => {
    const byDatabase = t.database.kind === 'postgres' ? 'postgres' : 'memory';
    const expected = store === 'redis' ? 'redis' : byDatabase;
    expect(t.services.limiter.kind).toBe(expected);
  });

  /** 99 wrong passwords and then the right one, all sent at once. */
  const burst = (u: NewUser, ip: () => string) =>
    Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(
          t,
          'login',
          { email: u.email, password: i === 99 ? u.password : `Wrong!Passw0rd${i}` },
          { ip: ip() },
        ),
      ),
    );

  it('100 parallel guesses from one address: at most RATE_LOGIN_ACCOUNT_MAX reach the check', async () => {
    const u = await newUser(t);
    const ip = nextIp();
    checks.count = 0;
    const responses = await burst(u, () => ip);
    expect(checks.count).toBeLessThanOrEqual(PER_SOURCE);
    const tally = statuses(responses);
    expect((tally[401] ?? 0) + (tally[200] ?? 0)).toBe(checks.count);
    expect(tally[429]).toBe(100 - checks.count);
    // The incident still opens, once.
    const incidents = (await incidentRows(t)).filter((i) => i.userId === u.id);
    expect(incidents).toMatchObject([
      { kind: 'repeated_login_failures', details: { failures: PER_SOURCE, scope: 'address' } },
    ]);
  });

  it('100 parallel guesses from 100 addresses: at most RATE_LOGIN_ACCOUNT_ALL_MAX reach the check', async () => {
    const u = await newUser(t);
    checks.count = 0;
    const responses = await burst(u, nextIp);
    expect(checks.count).toBeLessThanOrEqual(PER_ACCOUNT);
    const tally = statuses(responses);
    expect(tally[429]).toBe(100 - checks.count);
    const incidents = (await incidentRows(t)).filter(
      (i) => i.userId === u.id && i.severity === 'high',
    );
    expect(incidents).toMatchObject([
      { kind: 'repeated_login_failures', details: { failures: PER_ACCOUNT, scope: 'account' } },
    ]);
  });
});

describe('an attacker cannot lock the owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (u: NewUser, password: string, ip: string, device?: string) =>
    t.request({
      method: 'POST',
      url: `${API_PREFIX}${paths.auth.login}`,
      payload: { email: u.email, password },
      remoteAddress: ip,
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });

  const deviceOf = (res: LightMyRequestResponse) => {
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    if (!cookie) throw new Error('no device cookie');
    return cookie;
  };

  it('gives a signed-in browser an httpOnly, SameSite=Strict, signed device cookie for sign-ins only', async () => {
    const u = await newUser(t);
    const res = await signIn(u, u.password, nextIp());
    expect(res.statusCode).toBe(200);
    const cookie = deviceOf(res);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: `${API_PREFIX}${paths.auth.login}`,
    });
    expect(cookie.maxAge).toBeGreaterThan(30 * 24 * 60 * 60);
    // Signed: the value carries an HMAC after the device id.
    expect(cookie.value).toMatch(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9+/_-]+$/);
  });

  it('an attacker failing from address A stays blocked; the owner signs in from B and with the device cookie from A', async () => {
    const u = await newUser(t);
    const device = deviceOf(await signIn(u, u.password, nextIp())).value;
    const attacker = nextIp();
    for (let i = 0; i < PER_SOURCE; i += 1) {
      expect((await signIn(u, `Wrong!Passw0rd${i}`, attacker)).statusCode).toBe(401);
    }
    expect((await signIn(u, 'Wrong!Passw0rd-x', attacker)).statusCode).toBe(429);
    expect((await signIn(u, u.password, attacker)).statusCode).toBe(429);

    expect((await signIn(u, u.password, nextIp())).statusCode).toBe(200);
    // Behind the same address as the attacker (one NAT), the known browser gets in.
    const known = await signIn(u, u.password, attacker, device);
    expect(known.statusCode).toBe(200);
    expect(deviceOf(known).value).toBe(device);
    // …and the attacker is still refused.
    expect((await signIn(u, u.password, attacker)).statusCode).toBe(429);
  });

  it('guessing from many addresses closes the account to unknown browsers only', async () => {
    const u = await newUser(t);
    const device = deviceOf(await signIn(u, u.password, nextIp())).value;
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      expect((await signIn(u, `Wrong!Passw0rd${i}`, nextIp())).statusCode).toBe(401);
    }
    expect((await signIn(u, u.password, nextIp())).statusCode).toBe(429);
    expect((await signIn(u, u.password, nextIp(), device)).statusCode).toBe(200);
    expect((await signIn(u, u.password, nextIp())).statusCode).toBe(429);
  });

  it('a device cookie helps only the account it was given for, and only unaltered', async () => {
    const [owner, other] = [await newUser(t), await newUser(t)];
    const otherDevice = deviceOf(await signIn(other, other.password, nextIp())).value;
    const attacker = nextIp();
    for (let i = 0; i < PER_SOURCE; i += 1) {
      expect((await signIn(owner, `Wrong!Passw0rd${i}`, attacker)).statusCode).toBe(401);
    }
    expect((await signIn(owner, owner.password, attacker, otherDevice)).statusCode).toBe(429);
    const [account, id, sig] = otherDevice.split('.');
    const forged = `${createHash('sha256').update(owner.email).digest('hex').slice(0, 32)}.${id}.${sig}`;
    expect(account).not.toBe(forged.split('.')[0]);
    expect((await signIn(owner, owner.password, attacker, forged)).statusCode).toBe(429);
  });

  it('a known device is limited too: RATE_LOGIN_ACCOUNT_MAX failures per device', async () => {
    const u = await newUser(t);
    const device = deviceOf(await signIn(u, u.password, nextIp())).value;
    for (let i = 0; i < PER_SOURCE; i += 1) {
      expect((await signIn(u, `Wrong!Passw0rd${i}`, nextIp(), device)).statusCode).toBe(401);
    }
    expect((await signIn(u, u.password, nextIp(), device)).statusCode).toBe(429);
    // Without it, from a fresh address, the owner still gets in.
    expect((await signIn(u, u.password, nextIp())).statusCode).toBe(200);
  });
});

describe('the device cookie behind https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await buildTestApp({ env: { PUBLIC_URL: 'https://prd.example.com' } });
    try {
      const u = await newUser(t);
      const res = await post(
        t,
        'login',
        { email: u.email, password: u.password },
        { ip: nextIp() },
      );
      expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await t.close();
    }
  });
});
