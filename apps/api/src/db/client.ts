import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { appliedMigrations, migrateUnderLock, type MigrationOutcome } from './migrate.js';
import { lockPgliteDir } from './pglite-lock.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under the advisory lock (db/migrate.ts). */
  migrate(): Promise<MigrationOutcome>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Embedded only: hear NOTIFY on a channel, delivered before the notifying statement returns.
   * Absent for PostgreSQL, where other processes write too.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
}

/** Next to this file in the sources (src/db/migrations); the build copies it to dist/migrations. */
export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * PostgreSQL when a URL is given, otherwise PGlite: on disk under `pgliteDir`, or in memory
 * when that is undefined (tests).
 */
/** Where the build writes the migrated PGlite snapshot (dist/, next to the bundle). */
export const defaultPgliteTemplate = path.resolve(import.meta.dirname, 'pglite-template.tar');

/** The snapshot to start a new PGlite cluster from, when there is one and the dir is new. */
function templateFor(pgliteDir: string | undefined, template: string | undefined) {
  if (!template || !existsSync(template)) return undefined;
  if (pgliteDir && existsSync(path.join(pgliteDir, 'PG_VERSION'))) return undefined;
  return new Blob([readFileSync(template)]);
}

export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string;
  pgliteTemplate?: string;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server ends (restart, failover, DROP … FORCE) is re-emitted by the
    // pool as 'error'; without a listener Node would crash the process. The pool replaces it.
    pool.on('error', (err) => console.error(`database: idle connection closed (${err.message})`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool, migrationsFolder),
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (opts.pgliteDir) {
    mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
    unlock = lockPgliteDir(opts.pgliteDir);
  }
  const loadDataDir = templateFor(opts.pgliteDir, opts.pgliteTemplate);
  let client: PGlite;
  try {
    client = opts.pgliteDir
      ? await PGlite.create(opts.pgliteDir, { loadDataDir })
      : await PGlite.create({ loadDataDir });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      // One process holds the PGlite directory (pglite-lock.ts): no lock to take here.
      const query = (text: string) => client.query(text);
      const before = await appliedMigrations(query);
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      const total = await appliedMigrations(query);
      return { applied: total - before, total, waitedMs: 0 };
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: async (channel, onPayload) => void (await client.listen(channel, onPayload)),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
