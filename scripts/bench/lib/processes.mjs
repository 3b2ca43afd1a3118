// Process plumbing shared by the benches: free ports, the built API, and the source-run bench
// server (bench-server.mjs) in its own process.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

/** A TCP port nothing listens on right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Builds the API bundle when `distFile` (relative to apps/api/dist) is missing. */
export function ensureApiBuilt(distFile = 'server.js') {
  if (!existsSync(path.join(root, 'apps/api/dist', distFile))) {
    execFileSync(process.execPath, ['apps/api/build.mjs'], { cwd: root, stdio: 'inherit' });
  }
}

const newestMtime = (target) => {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry !== 'node_modules' && entry !== 'dist') {
      newest = Math.max(newest, newestMtime(path.join(target, entry)));
    }
  }
  return newest;
};

/**
 * Builds the API bundle when one of `distFiles` is missing or older than the API's or the
 * packages' sources (a multi-process run must not test yesterday's build).
 */
export function ensureApiFresh(distFiles = ['server.js', 'worker.js']) {
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/api/src')),
    newestMtime(path.join(root, 'packages')),
  );
  const stale = distFiles.some((f) => {
    const file = path.join(root, 'apps/api/dist', f);
    return !existsSync(file) || statSync(file).mtimeMs < sources;
  });
  if (stale)
    execFileSync(process.execPath, ['apps/api/build.mjs'], { cwd: root, stdio: 'inherit' });
}

/**
 * Starts scripts/bench/bench-server.mjs (the app from sources, PGlite in a temp dir, plus a bare
 * route) with `env` added, and resolves with the process and its port.
 */
export async function startBenchServer(env = {}) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-server.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PAYMENTS: 'sandbox', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let buf = '';
    server.stdout.on('data', (d) => {
      buf += d;
      const m = /PORT=(\d+)/.exec(buf);
      if (m) resolve(Number(m[1]));
    });
    server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { server, port };
}

/** Resolves once `GET /api/v1/health` answers 200 (30 s at most). */
export async function waitHealthy(base) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** Signs in as the admin the bench server was started with and returns the access token. */
export async function adminToken(base, admin) {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, role: 'admin' }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return (await login.json()).access_token;
}
