import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { logStartNotices, TEST_CHECKOUT_WARNING } from '../../src/start-notices.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function appWith(mode?: 'public' | 'admins' | 'off') {
  const t = await buildTestApp({ env: mode ? { API_DOCS: mode } : {} });
  apps.push(t);
  return t;
}

const get = (t: TestApp, url: string, token?: string) =>
  t.request({ method: 'GET', url, ...(token ? { token } : {}) });

describe('the API reference (API_DOCS)', () => {
  it('public (the default outside production): page and JSON for anyone', async () => {
    const t = await appWith();
    expect(t.config.apiDocs).toBe('public');
    const json = await get(t, '/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json<{ openapi: string }>().openapi).toMatch(/^3\./);
    const page = await get(t, '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await get(t, '/api/docs/static/swagger-ui.css')).statusCode).toBe(200);
  });

  it('admins: the JSON only with an admin bearer token, and no page', async () => {
    const t = await appWith('admins');
    const user = await signUpAndLogin(t);
    const admin = await adminLogin(t);
    expect((await get(t, '/api/docs/json')).statusCode).toBe(401);
    expect((await get(t, '/api/docs/json', 'not-a-token')).statusCode).toBe(498);
    expect((await get(t, '/api/docs/json', user.accessToken)).statusCode).toBe(403);
    const ok = await get(t, '/api/docs/json', admin.accessToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const spec = ok.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths).length).toBeGreaterThan(10);
    expect(spec.paths['/api/docs/json']).toBeUndefined();
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui.css']) {
      expect((await get(t, url, admin.accessToken)).statusCode).toBe(404);
    }
  });

  it('off: neither page nor JSON, for anyone', async () => {
    const t = await appWith('off');
    const admin = await adminLogin(t);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui.css']) {
      expect((await get(t, url)).statusCode).toBe(404);
      expect((await get(t, url, admin.accessToken)).statusCode).toBe(404);
    }
    // The API itself is unchanged.
    expect((await get(t, '/api/v1/health/ready')).statusCode).toBe(200);
  });

  it('is off by default in production, and refuses an unknown mode', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-docs-'));
    try {
      const production = {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        APP_SECRET: randomBytes(32).toString('hex'),
        PAYMENTS: 'sandbox',
      };
      expect(loadConfig(production).apiDocs).toBe('off');
      expect(loadConfig({ ...production, API_DOCS: 'admins' }).apiDocs).toBe('admins');
      expect(() => loadConfig({ ...production, API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('start notices', () => {
  const captured = () => {
    const lines: { obj: unknown; msg: string }[] = [];
    return { lines, log: { warn: (obj: unknown, msg: string) => void lines.push({ obj, msg }) } };
  };

  it('warns once that anyone can take paid plans without paying while the test checkout is on', async () => {
    const t = await appWith();
    expect(t.config.payments.kind).toBe('sandbox');
    const { lines, log } = captured();
    logStartNotices(t.config, log as never);
    expect(lines).toEqual([
      { obj: { payments: 'sandbox', env: 'test' }, msg: TEST_CHECKOUT_WARNING },
    ]);
    expect(TEST_CHECKOUT_WARNING).toMatch(/anyone can take paid plans without paying/);
  });

  it('says nothing with real Stripe keys', async () => {
    const t = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_startnotices',
        STRIPE_WEBHOOK_SECRET: 'whsec_startnotices',
      },
    });
    apps.push(t);
    const { lines, log } = captured();
    logStartNotices(t.config, log as never);
    expect(lines).toEqual([]);
  });
});
