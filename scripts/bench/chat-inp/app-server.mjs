// The built app (apps/api/dist/server.js serving apps/web/dist) on a free port with a fresh
// PGlite data folder, an admin account from env, and the fake provider as its AI.
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');
export const ADMIN = { email: 'bench-admin@example.com', password: 'Bench!Admin-Passw0rd' };

/** Builds web and API once when either build is missing (a fresh checkout). */
export function ensureBuilt() {
  const web = path.join(root, 'apps/web/dist/index.html');
  const api = path.join(root, 'apps/api/dist/server.js');
  if (existsSync(web) && existsSync(api)) return;
  console.log('chat-inp: building the web app and the API (npm run build)...');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * The parent's environment minus everything that would change what is measured or where data
 * goes: AI_ / ANON_ / UPLOAD_ settings, another database, another web build, a public URL.
 */
function cleanEnv() {
  const dropped = /^(AI_|ANON_|UPLOAD_)/;
  const droppedKeys = new Set([
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'WEB_DIST',
    'PUBLIC_URL',
    'APP_SECRET',
    'DATA_DIR',
    'PORT',
    'HOST',
  ]);
  return Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !dropped.test(k) && !droppedKeys.has(k)),
  );
}

/** Starts the server; resolves once /api/v1/health answers. Returns { base, stop }. */
export async function startAppServer(providerUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-bench-chat-inp-'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...cleanEnv(),
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      // Production refuses to start without a shared secret.
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: providerUrl,
      AI_MODEL: 'bench',
      // Seeding 1,500 sends can outlast the default 15-minute access token.
      ACCESS_TOKEN_TTL: String(2 * 60 * 60),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i += 1) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api/v1/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 300) throw new Error('server did not start within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

/** Admin login: { access_token, refresh_token }. */
export async function loginAdmin(base) {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, role: 'admin' }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return res.json();
}
