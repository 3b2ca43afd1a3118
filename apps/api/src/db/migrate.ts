import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/**
 * The session-level advisory lock every migration on PostgreSQL runs under (the CLI and each
 * instance's start), so processes starting together apply each migration once, in turn.
 * Fixed and arbitrary: "prds" in ASCII.
 */
export const MIGRATION_LOCK_KEY = '1886544755';

export interface MigrationOutcome {
  /** Migrations this call applied (0 when another process had already applied them). */
  applied: number;
  /** Migrations recorded in the database afterwards. */
  total: number;
  /** Time spent waiting for the lock (another process migrating). */
  waitedMs: number;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Migrations recorded by drizzle's migrator; 0 before its first run. */
export async function appliedMigrations(query: Query): Promise<number> {
  const { rows } = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(rows[0] as { present: boolean } | undefined)?.present) return 0;
  const counted = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return (counted.rows[0] as { n: number }).n;
}

/**
 * Applies the pending migrations on one pooled connection that holds the advisory lock for the
 * whole run; the lock goes with the connection if the process dies.
 */
export async function migrateUnderLock(
  pool: pg.Pool,
  migrationsFolder: string,
): Promise<MigrationOutcome> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const started = performance.now();
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const waitedMs = Math.round(performance.now() - started);
    try {
      const query: Query = (text) => client.query(text);
      const before = await appliedMigrations(query);
      await migratePg(drizzlePg(client), { migrationsFolder });
      const total = await appliedMigrations(query);
      return { applied: total - before, total, waitedMs };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch((err) => {
        broken = err as Error;
      });
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A connection that failed mid-migration is not handed back to the pool.
    client.release(broken);
  }
}
