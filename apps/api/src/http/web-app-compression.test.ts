import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { pickEncoding } from './web-app.js';

const SHELL_SCRIPT = '(function(){document.currentScript.parentNode.dataset.shell="kept"})()';
const PITCH = 'Describe your product or attach notes, recordings and mockups. '.repeat(20);
// The shell's inline styles travel as a nonce'd <style> (the CSP refuses style attributes).
const SHELL = `<style nonce="__CSP_NONCE__">h1{color:teal}</style><h1>From idea to PRD</h1><p>${PITCH}</p><script>${SHELL_SCRIPT}</script>`;
// As the web build writes it (apps/web/build/prerender-landing.ts): the shell inside #root.
const page = `<!doctype html>
<html lang="en">
  <head>
    <title>PRD Studio</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"><!--landing-shell-->${SHELL}<!--/landing-shell--></div></body>
</html>`;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

const binary = (res: { rawPayload: Buffer }) => res.rawPayload;

describe('the web app, compressed', () => {
  let t: TestApp;
  let base: string;
  let webDist: string;
  const asset = (name: string) => path.join(webDist, 'assets', name);
  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'prd-web-'));
    webDist = path.join(base, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), page);
    // What the web build writes beside each asset (apps/web/build/precompress.ts).
    writeFileSync(asset('app-abc123.js'), script);
    writeFileSync(asset('app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(asset('app-abc123.js.gz'), gzipSync(script));
    // Beside the build, not in it: no address may reach it, compressed copy or not.
    writeFileSync(path.join(base, 'secret.txt'), 'not an asset');
    writeFileSync(path.join(base, 'secret.txt.br'), brotliCompressSync('not an asset'));
    t = await buildTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(base, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip, deflate', 'br', '.br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', '.gz', gunzipSync],
    ['gzip;q=1, br;q=0.5', 'gzip', '.gz', gunzipSync],
  ] as const)(
    'serves the build-time copy for Accept-Encoding %s',
    async (accept, encoding, ext, inflate) => {
      const res = await t.request({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(
        statSync(asset(`app-abc123.js${ext}`)).size,
      );
      expect(inflate(binary(res)).toString('utf8')).toBe(script);
    },
  );

  it('serves the file itself to a client that takes no compression', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0' },
    ]) {
      const res = await t.request({ method: 'GET', url: '/assets/app-abc123.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(res.body).toBe(script);
    }
  });

  it.each([
    '/assets/missing-abc.js',
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%5c..%5csecret.txt',
  ])('answers 403 or 404 for %s, compressed copy or not', async (url) => {
    for (const accept of ['br, gzip', 'identity']) {
      const res = await t.request({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).not.toContain('not an asset');
    }
  });

  it('sends / with the landing shell, compressed per response, its script allowed by hash', async () => {
    const res = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(binary(res).length);
    const body = brotliDecompressSync(binary(res)).toString('utf8');
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(body)?.[1];
    expect(body).toContain(`<div id="root">${SHELL.replace('__CSP_NONCE__', nonce!)}</div>`);
    expect(body).not.toContain('landing-shell');
    expect(body).not.toContain('__CSP_NONCE__');
    const hash = createHash('sha256').update(SHELL_SCRIPT).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('sends other addresses the empty root, without the shell or its script', async () => {
    for (const url of [
      '/settings/profiledash',
      '/c/6f1f7a54-3f7e-4b8e-9a0e-1a2b3c4d5e6f',
      '/index.html',
    ]) {
      const res = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      const body =
        res.headers['content-encoding'] === 'gzip' ? gunzipSync(binary(res)).toString() : res.body;
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('From idea to PRD');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    }
  });

  it('sends the page uncompressed to a client that takes no compression', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<h1>From idea to PRD</h1>');
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
