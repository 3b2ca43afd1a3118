import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';

const page = `<!doctype html>
<html lang="en">
  <head>
    <title>PRD Studio</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the SPA page and its CSP nonce', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'prd-web-'));
    writeFileSync(path.join(webDist, 'index.html'), page);
    t = await buildTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const nonceOf = (body: string) => /<meta name="csp-nonce" content="([^"]+)"/.exec(body)?.[1];

  it.each(['/', '/index.html', '/settings/profiledash'])(
    '%s carries a nonce in the page that the style-src policy allows',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const nonce = nonceOf(res.body);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("object-src 'none'");
    },
  );

  it('makes a new nonce for every response', async () => {
    const a = nonceOf((await t.request({ method: 'GET', url: '/' })).body);
    const b = nonceOf((await t.request({ method: 'GET', url: '/' })).body);
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
  });

  it('keeps API responses on the policy without a nonce', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/health' });
    expect(String(res.headers['content-security-policy'])).toContain("style-src 'self';");
    expect(String(res.headers['content-security-policy'])).not.toContain('nonce-');
  });
});
