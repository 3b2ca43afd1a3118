import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';

async function hstsFor(env: Record<string, string>) {
  const t = await buildTestApp({ env: { PAYMENTS: 'sandbox', ...env } });
  try {
    const res = await t.request({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    return res.headers['strict-transport-security'];
  } finally {
    await t.close();
  }
}

describe('HSTS', () => {
  it('is sent in production when the public address is https', async () => {
    expect(await hstsFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://prd.example.com' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent over plain http or outside production', async () => {
    expect(
      await hstsFor({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }),
    ).toBeUndefined();
    expect(
      await hstsFor({ NODE_ENV: 'development', PUBLIC_URL: 'https://prd.example.com' }),
    ).toBeUndefined();
  });
});
