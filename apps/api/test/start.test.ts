import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { TEST_CHECKOUT_WARNING } from '../src/start-notices.js';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-start-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function waitForReady(base: string, deadline: number) {
  while (Date.now() < deadline) {
    if (child?.exitCode != null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v1/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become ready');
}

test('npm start on an empty DATA_DIR serves the web app and the API, then stops cleanly on SIGTERM', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const started = Date.now();
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));

  await waitForReady(base, Date.now() + 60_000);
  const coldStartMs = Date.now() - started;
  console.log(`cold start to first ready response: ${coldStartMs} ms`);

  const ready = await fetch(`${base}/api/v1/health/ready`);
  expect(await ready.json()).toMatchObject({ status: 'ready' });

  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toContain('text/html');
  expect(home.headers.get('content-security-policy')).toContain("object-src 'none'");
  expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  expect(home.headers.get('referrer-policy')).toBe('no-referrer');
  expect(await home.text()).toContain('<div id="root">');

  // Client routes fall back to the SPA; unknown API paths stay JSON 404s.
  const clientRoute = await fetch(`${base}/settings/profiledash`);
  expect(clientRoute.status).toBe(200);
  expect(await clientRoute.text()).toContain('<div id="root">');
  const apiMissing = await fetch(`${base}/api/v1/nope`);
  expect(apiMissing.status).toBe(404);
  expect(await apiMissing.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });

  const docs = await fetch(`${base}/api/docs/json`);
  expect(docs.status).toBe(200);
  const spec = (await docs.json()) as { openapi: string };
  expect(spec.openapi).toMatch(/^3\./);

  // The reset-token query string never reaches the log.
  await fetch(`${base}/?token=secret-reset-token-value`);

  const exit = new Promise<number | null>((resolve) => child!.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
  const logs = output.join('');
  expect(logs).toContain('PRD Studio is ready');
  // No Stripe keys: the test checkout is on, and the start says once what that means.
  expect(logs.split(TEST_CHECKOUT_WARNING)).toHaveLength(2);
  expect(logs).not.toContain('secret-reset-token-value');
}, 120_000);
