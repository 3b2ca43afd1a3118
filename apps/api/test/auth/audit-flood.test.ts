import { API_PREFIX, messages, paths } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { STRONG_PASSWORD, uniqueEmail } from '../helpers/users.js';
import { auditRows, nextIp, post, signAccess, accessKey } from './support.js';

const MAX = 20;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { AUDIT_ANON_MAX: String(MAX), RATE_LOGIN_IP_MAX: '5' } });
});
afterAll(async () => {
  await t?.close();
});

const rowsFrom = async (ip: string, event: string) =>
  (await auditRows(t)).filter((r) => r.ip === ip && r.event === event);

const getUser = (token: string, ip: string) =>
  t.request({
    method: 'GET',
    url: `${API_PREFIX}${paths.user.getUser}`,
    token,
    remoteAddress: ip,
  });

describe('what unauthenticated traffic can write to the audit log', () => {
  it('500 bad bearer tokens from one address: every answer 498, a bounded number of rows', async () => {
    const ip = nextIp();
    const forged = await signAccess(Buffer.alloc(32, 7), {
      sub: '00000000-0000-4000-8000-000000000000',
      sid: '00000000-0000-4000-8000-000000000001',
      role: 'User',
    });
    const answers = [];
    for (let batch = 0; batch < 10; batch += 1) {
      answers.push(...(await Promise.all(Array.from({ length: 50 }, () => getUser(forged, ip)))));
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(498);
      expect(res.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
    }
    const rows = await rowsFrom(ip, 'token_rejected');
    // The first MAX as they came, then summaries at 2×, 4×, 8×, 16× MAX (40, 80, 160, 320).
    expect(rows.length).toBe(MAX + 4);
    const summaries = rows.filter((r) => r.details.events_in_window !== undefined);
    expect(
      summaries.map((r) => r.details.events_in_window).sort((a, b) => Number(a) - Number(b)),
    ).toEqual([40, 80, 160, 320]);
    expect(summaries[0]!.details).toMatchObject({ window_seconds: 300 });
    expect(typeof summaries[0]!.details.route).toBe('string');

    // Another address is counted on its own.
    const other = nextIp();
    expect((await getUser(forged, other)).statusCode).toBe(498);
    expect(await rowsFrom(other, 'token_rejected')).toHaveLength(1);
  });

  it('a valid-looking token of the right key but no session is bounded the same way', async () => {
    const ip = nextIp();
    const token = await signAccess(accessKey(t.config.appSecret), {
      sub: '00000000-0000-4000-8000-000000000000',
      sid: '00000000-0000-4000-8000-000000000001',
      role: 'User',
    });
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(Array.from({ length: 50 }, () => getUser(token, ip)));
    }
    expect(await rowsFrom(ip, 'token_rejected')).toHaveLength(MAX + 2);
  });

  it('rate-limit trips are bounded too: 300 refused sign-ins from one address', async () => {
    const ip = nextIp();
    const login = () =>
      post(t, 'login', { email: uniqueEmail('flood'), password: STRONG_PASSWORD }, { ip });
    for (let i = 0; i < 5; i += 1) expect((await login()).statusCode).toBe(401);
    for (let batch = 0; batch < 6; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, login));
      for (const res of answers) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({
          message: messages.general.tooManyRequests,
          code: 'RATE_LIMITED',
        });
      }
    }
    const trips = await rowsFrom(ip, 'rate_limited');
    expect(trips.length).toBe(MAX + 3);
    expect(trips[0]!.details).toMatchObject({ action: 'login' });
  });
});
