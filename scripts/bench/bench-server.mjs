// The real app (PGlite in a temp dir) plus one bare route as the baseline, in its own process.
// Run with `node --import tsx scripts/bench/bench-server.mjs`; prints the port on stdout.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const { buildApp } = await import('../../apps/api/src/app.ts');
const { loadConfig } = await import('../../apps/api/src/config.ts');

const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PAYMENTS: 'sandbox',
  // Production refuses to start without a shared secret.
  APP_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  PORT: '0',
  WEB_DIST: path.join(dataDir, 'no-web'),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  // A bench may move limits out of its way (forgot-timing.mjs).
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('RATE_'))),
});
const app = await buildApp(config);
app.get('/bench/bare', () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address();
process.stdout.write(`PORT=${port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
