import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { auditLogs } from '../../src/db/schema.js';
import { buildTestApp } from '../helpers/app.js';

describe('TRUST_PROXY settings', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value, APP_SECRET: 'x'.repeat(40) });

  it('takes a hop count, proxy addresses or false', () => {
    expect(trust('false').trustProxy).toBe(false);
    expect(trust('0').trustProxy).toBe(false);
    expect(trust('1').trustProxy).toBe(1);
    expect(trust('2').trustProxy).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1').trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(trust('::1,fd00::/8').trustProxy).toBe('::1,fd00::/8');
    expect(trust('loopback, uniquelocal').trustProxy).toBe('loopback,uniquelocal');
  });

  it('refuses "true" (any client could pick its address) and anything unreadable', () => {
    for (const bad of ['true', 'yes', 'proxy.example.com', '10.0.0.0/8,evil', '999']) {
      expect(() => trust(bad), bad).toThrow(ConfigError);
    }
    expect(() => trust('true')).toThrow(/number of proxies/);
  });
});

/** The address the server saw for a failed sign-in, as written to the audit log. */
async function seenAddress(trustProxy: string | undefined, forwardedFor: string) {
  const t = await buildTestApp({ env: trustProxy ? { TRUST_PROXY: trustProxy } : {} });
  try {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.com', password: 'Wrong!Passw0rd', role: 'User' },
      // The request reaches the server from the proxy at 127.0.0.1, which appended the address
      // it saw; the client wrote the left-most entry itself.
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await t.database.db
      .select({ ip: auditLogs.ip })
      .from(auditLogs)
      .orderBy(desc(auditLogs.id))
      .limit(1);
    return row?.ip;
  } finally {
    await t.close();
  }
}

describe('client addresses behind a proxy that appends to X-Forwarded-For', () => {
  const header = '6.6.6.6, 203.0.113.9';

  it('one trusted hop: the address the proxy appended, not the one the client wrote', async () => {
    expect(await seenAddress('1', header)).toBe('203.0.113.9');
  });

  it('trusted proxy addresses: the same', async () => {
    expect(await seenAddress('127.0.0.1', header)).toBe('203.0.113.9');
  });

  it('a request from an address that is not a trusted proxy: its own address', async () => {
    expect(await seenAddress('10.0.0.0/8', header)).toBe('127.0.0.1');
  });

  it('no proxy trusted (the default): the socket address', async () => {
    expect(await seenAddress(undefined, header)).toBe('127.0.0.1');
  });
});
