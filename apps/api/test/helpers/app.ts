import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { loggerOptions } from '../../src/http/logger.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seed } from '../../src/db/seed.js';
import { startServices } from '../../src/runtime.js';
import type { ServiceOverrides, Services } from '../../src/services.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** What the app was built from (startServices); closed with the test app. */
  services: Services;
  database: Database;
  /** Inject a JSON request, optionally as a bearer token holder. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** The .eml files written to DATA_DIR/outbox, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * on the server of DATABASE_URL when that is set (CI runs both).
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteTemplate: inject('pgliteTemplate') });
    await database.migrate();
    await seed(database.db);
    return { database, drop: async () => {} };
  }
  const name = `prd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await seed(database.db);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

interface TestAppOptions {
  env?: Record<string, string>;
  overrides?: ServiceOverrides;
  /** Another app's database (a restart): used as it is, and left open on close. */
  borrowDatabase?: Database;
  /** Runs before the app is made ready, e.g. to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Where the app's log lines go (at env LOG_LEVEL, with the app's redaction and serializers). */
  logStream?: { write(line: string): void };
}

export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...opts.env,
  });
  const { database, drop } = opts.borrowDatabase
    ? { database: opts.borrowDatabase, drop: async () => {} }
    : await freshDatabase();
  const appDatabase = opts.borrowDatabase ? { ...database, close: async () => {} } : database;
  const services = await startServices(
    config,
    { ...opts.overrides, database: appDatabase },
    opts.logStream ? pino(loggerOptions(config), opts.logStream) : undefined,
  );
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { services });
    opts.beforeReady?.(app);
    await app.ready();
  } catch (err) {
    await services.close();
    throw err;
  }
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    app,
    config,
    services,
    database,
    request: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    outbox: () => {
      try {
        return readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(path.join(outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    async close() {
      await app.close();
      await services.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
