import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client.js';
import { MIGRATION_LOCK_KEY } from './migrate.js';

// PostgreSQL runs on this machine and on CI (see .ci/run): each test gets a database of its own.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const apiRoot = path.resolve(import.meta.dirname, '../..');
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };
const migrationCount = journal.entries.length;
const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-migrate-'));
const created: string[] = [];

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function freshDatabaseUrl(): Promise<string> {
  const name = `prd_migrate_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  // Fails (rather than skips) when PostgreSQL is not there: it is on every machine we run on.
  await admin((c) => c.query('select 1'));
});

afterAll(async () => {
  await admin(async (c) => {
    for (const name of created) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  rmSync(dataDir, { recursive: true, force: true });
});

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `src/cli/migrate.ts` in its own process, as `npm run migrate` runs it (from sources here). */
function runCli(databaseUrl: string): { done: Promise<CliRun>; exited: () => boolean } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      APP_SECRET: 'm'.repeat(40),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<CliRun>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { done, exited: () => child.exitCode !== null };
}

async function recorded(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations',
    );
    const tables = await c.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema = 'public' and table_name in ('users', 'chat_messages', 'rate_limits')`,
    );
    return { hashes: rows.map((r) => r.hash), tables: tables.rows[0]!.n };
  } finally {
    await c.end();
  }
}

describe('migrations on PostgreSQL under the advisory lock', () => {
  it('three CLI processes at once: all exit 0, each migration is applied once, and they say so', async () => {
    const url = await freshDatabaseUrl();
    const runs = await Promise.all([runCli(url), runCli(url), runCli(url)].map((r) => r.done));

    for (const run of runs) {
      expect(run.stderr).not.toMatch(/error|failed/i);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Migrations: \d+ applied, \d+ in total \(postgres\)\.$/m);
      const done = run.stderr
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.msg === 'migrations done');
      expect(done).toMatchObject({ cli: 'migrate', database: 'postgres', total: migrationCount });
    }
    const applied = runs.map((r) => Number(/Migrations: (\d+) applied/.exec(r.stdout)![1]));
    // One process applied everything; the others waited for the lock and found nothing to do.
    expect(applied.sort()).toEqual([0, 0, migrationCount]);

    const after = await recorded(url);
    expect(after.hashes).toHaveLength(migrationCount);
    expect(new Set(after.hashes).size).toBe(migrationCount);
    expect(after.tables).toBe(3);
  });

  it('three connections of one process at once (instances starting together) agree too', async () => {
    const url = await freshDatabaseUrl();
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      const outcomes = await Promise.all(databases.map((d) => d.migrate()));
      expect(outcomes.map((o) => o.applied).sort()).toEqual([0, 0, migrationCount]);
      expect(outcomes.every((o) => o.total === migrationCount)).toBe(true);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
    expect((await recorded(url)).hashes).toHaveLength(migrationCount);
  });

  it('waits while another session holds the lock, then migrates', async () => {
    const url = await freshDatabaseUrl();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const cli = runCli(url);
      await new Promise((r) => setTimeout(r, 1500));
      expect(cli.exited()).toBe(false);
      expect((await recorded(url).catch(() => ({ hashes: [] }))).hashes).toHaveLength(0);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      const run = await cli.done;
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Migrations: ${migrationCount} applied`);
    } finally {
      await holder.end();
    }
  });
});
