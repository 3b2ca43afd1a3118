import pg from 'pg';
import { afterAll, expect, test, vi } from 'vitest';
import { openDatabase, type Database } from './client.js';

// PostgreSQL runs on this machine and on CI's (see .ci/run); the pool must survive the server
// ending one of its idle connections (restart, failover, DROP DATABASE … WITH (FORCE)).
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

test('an idle connection ended by the server is logged and replaced, not a crash', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  database = await openDatabase({ url });
  await database.ping();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ n: number }>(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where pid <> pg_backend_pid() and datname = current_database() and application_name = ''
        and state = 'idle' and backend_type = 'client backend' and usename = current_user
        and query = 'select 1'`,
  );
  await admin.end();
  expect(rows[0]!.n).toBeGreaterThan(0);
  await vi.waitFor(() =>
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('idle connection closed')),
  );
  await expect(database.ping()).resolves.toBeUndefined();
  logged.mockRestore();
});
