import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeProviders } from '../../../api/test/support/fake-providers/index.js';

/**
 * Starts the product the way a user does (`node scripts/start.mjs` from the repository root) on
 * a free port with a fresh DATA_DIR, waits until it is ready, and hands its address and data
 * folder to the tests through E2E_BASE_URL and E2E_DATA_DIR (workers inherit the runner's
 * environment). The returned function stops the server and removes the folder.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const READY_TIMEOUT_MS = 180_000; // start.mjs rebuilds first when the build is stale
const STOP_TIMEOUT_MS = 15_000;

// Settings of the server that must not leak in from the caller's environment. DATABASE_URL
// above all: CI runs `npm test` a second time with DATABASE_URL pointing at PostgreSQL, but the
// journeys always run on embedded PGlite in their own DATA_DIR, independent of that server.
// The outbox (no SMTP_URL), in-process rate limits (no REDIS_URL) and links built from the
// real address (no PUBLIC_URL) are what the journeys rely on.
const INHERITED_SETTINGS =
  /^(NODE_ENV|DATABASE_URL|REDIS_URL|SMTP_URL|PUBLIC_URL|APP_SECRET|ADMIN_EMAIL|ADMIN_PASSWORD|WEB_DIST|TRUST_PROXY|MAIL_FROM|RATE_\w+|\w+_TOKEN_TTL|AI_\w+|ANON_\w+|UPLOAD_\w+|DOCX_\w+|FFMPEG_PATH|SIGNED_URL_TTL|EXTRACT_WORKERS|\w+_CLIENT_(?:ID|SECRET)|(?:GITHUB|GOOGLE|NOTION|ATLASSIAN)_\w+)$/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The server's admin account (see env.ts `e2eAdmin`). */
const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  password: `E2e!Admin-${Math.random().toString(36).slice(2, 10)}A1`,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function globalSetup() {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-e2e-'));

  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!INHERITED_SETTINGS.test(key)) env[key] = value;
  }
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Journeys register, sign in and ask for reset links far more often than a person would.
    RATE_REGISTER_IP_MAX: '1000',
    RATE_LOGIN_IP_MAX: '1000',
    RATE_FORGOT_IP_MAX: '1000',
    RATE_FORGOT_ACCOUNT_MAX: '1000',
    // The admin the admin-mode journey signs in as (created at start).
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // A journey points an admin AI key at a slow fake provider on this machine
    // (support/slow-provider.ts); the offline writer stays the default otherwise.
    AI_ALLOW_LOOPBACK: 'true',
    // Every journey comes from 127.0.0.1, and visitors' free PRDs are counted per IP too: a
    // visitor's journey names its own address (X-Forwarded-For, believed from loopback only).
    TRUST_PROXY: 'loopback',
  });

  // GitHub, Notion and Confluence speak through a local server; Google stays unconfigured (the
  // journeys see its "not enabled" note).
  const providers = await startFakeProviders();
  Object.assign(env, providers.env(['github', 'notion', 'atlassian']));

  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Everything the server prints (warnings and errors at LOG_LEVEL=warn) goes to the runner's
  // stderr, and is kept to explain a server that does not start.
  const output: string[] = [];
  const forward = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    process.stderr.write(text.replace(/^(?=.)/gm, '[server] '));
  };
  server.stdout.on('data', forward);
  server.stderr.on('data', forward);
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

  const cleanUp = () => {
    rmSync(dataDir, { recursive: true, force: true });
    void providers.close();
  };
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<false>((r) => (timer = setTimeout(() => r(false), STOP_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      if (!stopped) {
        server.kill('SIGKILL');
        await exited;
      }
    }
    cleanUp();
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      cleanUp();
      throw new Error(`the server exited before it was ready:\n${output.join('')}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/v1/health/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the server was not ready within ${READY_TIMEOUT_MS} ms:\n${output.join('')}`,
      );
    }
    await sleep(100);
  }

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_PROVIDERS_URL = providers.url;
  process.env.E2E_ADMIN_EMAIL = E2E_ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
  return stop;
}
