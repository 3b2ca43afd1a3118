import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { auditLogs, users } from '../db/schema.js';
import { verifyPassword } from '../modules/auth/passwords.js';
import {
  ADMIN_PASSWORD_MIN,
  UsageError,
  adminServices,
  createAdmin,
  parseAdminArgs,
} from './admin-account.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const PASSWORD = 'first admin password!';
const NEW_PASSWORD = 'second admin password?';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'prd-admin-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Where the admin goes: PGlite under a new DATA_DIR (what the CLI does by default), or a new
 * PostgreSQL database when the suite runs with DATABASE_URL. `open` reads what was written.
 */
async function target(): Promise<{ config: Config; open: () => Promise<Database> }> {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as Record<string, string>;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `prd_cli_${randomBytes(6).toString('hex')}`;
    const run = async (statement: string) => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(statement);
      await c.end();
    };
    await run(`CREATE DATABASE ${name}`);
    cleanups.push(() => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  const config = loadConfig(env);
  return {
    config,
    open: async () => {
      const opened = await openDatabase({
        url: config.databaseUrl,
        pgliteDir: path.join(config.dataDir, 'db'),
      });
      let closing: Promise<void> | undefined;
      const database = { ...opened, close: () => (closing ??= opened.close()) };
      cleanups.push(() => database.close());
      return database;
    },
  };
}

const usersByEmail = (database: Database, email: string) =>
  database.db.select().from(users).where(eq(users.email, email));

describe('parseAdminArgs', () => {
  it('reads --email and --password (long and short forms)', () => {
    expect(parseAdminArgs(['--email', 'a@b.co', '--password', PASSWORD])).toEqual({
      help: false,
      email: 'a@b.co',
      password: PASSWORD,
    });
    expect(parseAdminArgs(['-e', ' a@b.co ', '-p', PASSWORD])).toEqual({
      help: false,
      email: 'a@b.co',
      password: PASSWORD,
    });
    expect(parseAdminArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [[], /--email is required\.\n--password is required\./],
    [['--email', 'a@b.co'], /^--password is required\.$/],
    [['--email', 'not-an-email', '--password', PASSWORD], /--email "not-an-email" is not a valid/],
    [['--email', 'a@b.co', '--password', 'x'.repeat(ADMIN_PASSWORD_MIN - 1)], /at least 12/],
    [['--email', 'a@b.co', '--password', 'x'.repeat(129)], /at most 128/],
    [['--email', 'a@b.co', '--password', PASSWORD, '--role', 'admin'], /Unknown option '--role'/],
    [['--email', 'a@b.co', '--password', PASSWORD, 'extra'], /positional argument/],
    [['--email'], /argument missing/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});

/** One run of the command: its services, the admin, then everything closed. */
async function runCreateAdmin(config: Config, email: string, password: string) {
  const services = await adminServices(config);
  try {
    return await createAdmin(services, email, password);
  } finally {
    await services.close();
  }
}

describe('createAdmin', () => {
  it('creates an admin, then updates its password on a second run (idempotent)', async () => {
    const { config, open } = await target();
    const first = await runCreateAdmin(config, 'Root@Example.COM', PASSWORD);
    expect(first.email).toBe('root@example.com');
    const second = await runCreateAdmin(config, 'root@example.com', NEW_PASSWORD);
    expect(second.id).toBe(first.id);

    const database = await open();
    const rows = await usersByEmail(database, 'root@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, role: 'admin', isActive: true });
    expect(await verifyPassword(rows[0]!.passwordHash!, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash!, PASSWORD)).toBe(false);

    const audited = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.event, 'admin_ensured'));
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ userId: first.id, outcome: 'success', ip: 'local' });
    expect(JSON.stringify(audited)).not.toContain(PASSWORD);
  }, 120_000);

  it('turns an existing account with that email into an active admin', async () => {
    const { config, open } = await target();
    await runCreateAdmin(config, 'boss@example.com', PASSWORD);
    // One opener at a time: PGlite on disk is single-process, like the CLI and the server.
    const before = await open();
    await before.db
      .update(users)
      .set({ role: 'User', isActive: false })
      .where(eq(users.email, 'boss@example.com'));
    await before.close();

    await runCreateAdmin(config, 'boss@example.com', NEW_PASSWORD);
    const after = await open();
    expect(await usersByEmail(after, 'boss@example.com')).toMatchObject([
      { role: 'admin', isActive: true },
    ]);
  }, 120_000);
});

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The child gets its own DATA_DIR and PGlite, whatever database this suite is using. */
function childEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) {
    delete env[key];
  }
  return env;
}

describe('admin-create command', () => {
  const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
  const script = 'apps/api/src/cli/admin-create.ts';

  it(
    'creates the admin in DATA_DIR, prints only the email, exits 0',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      const res = await run(
        tsx,
        [script, '--email', 'Ops@Example.com', '--password', PASSWORD],
        childEnv(dataDir),
      );
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout).toBe('Admin ready: ops@example.com\n');
      expect(res.stdout + res.stderr).not.toContain(PASSWORD);

      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      cleanups.push(() => database.close());
      const rows = await usersByEmail(database, 'ops@example.com');
      expect(rows).toMatchObject([{ role: 'admin', isActive: true }]);
      expect(await verifyPassword(rows[0]!.passwordHash!, PASSWORD)).toBe(true);
    },
  );

  it(
    'exits 2 with the problems and the usage on bad input, touching nothing',
    { timeout: 60_000 },
    async () => {
      const dataDir = tempDir();
      const res = await run(
        tsx,
        [script, '--email', 'nope', '--password', 'short'],
        childEnv(dataDir),
      );
      expect(res.code).toBe(2);
      expect(res.stdout).toBe('');
      expect(res.stderr).toContain('--email "nope" is not a valid email address.');
      expect(res.stderr).toContain('--password must be at least 12 characters.');
      expect(res.stderr).toContain('Usage: npm run admin:create --');
      expect(res.stderr).not.toContain('short');
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    },
  );

  it(
    'is reachable as `npm run admin:create -- …` from the repository root',
    { timeout: 60_000 },
    async () => {
      const res = await run(
        'npm',
        ['run', '--silent', 'admin:create', '--', '--email', 'x@y.zz'],
        childEnv(tempDir()),
      );
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('--password is required.');
      expect(res.stderr).not.toContain('--email is required.');
    },
  );
});
