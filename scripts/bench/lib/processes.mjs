// Process plumbing shared by the benches: free ports, the built API, and the source-run bench
// server (bench-server.mjs) in its own process.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/**
 * Starts scripts/bench/bench-server.mjs (the app from sources, PGlite in a temp dir, plus a bare
 * route) with `env` added, and resolves with the process and its port.
 */
export async function startBenchServer(env = {}) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-server.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
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
