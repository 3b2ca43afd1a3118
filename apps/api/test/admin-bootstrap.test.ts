import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { login } from './helpers/users.js';

const EMAIL = 'Boss@Example.com';
const FIRST_PASSWORD = 'first-Admin-passw0rd';
const SECOND_PASSWORD = 'second-Admin-passw0rd';

const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  // Restarts borrow the first app's database, so they close first and its owner last.
  for (const t of open.reverse()) await t.close();
});

/** A restart: a new app (own DATA_DIR and secret) on the first app's database. */
async function restartOn(database: Database, env: Record<string, string>) {
  const t = await buildTestApp({ env, borrowDatabase: database });
  open.push(t);
  return t;
}

const signIn = (t: { app: FastifyInstance }, password: string, role: 'User' | 'admin' = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: EMAIL, password, role },
  });

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  let first: TestApp;

  it('create an admin who can sign in with role admin and use admin calls', async () => {
    first = await buildTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: FIRST_PASSWORD } });
    open.push(first);

    const rows = await first.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'boss@example.com'));
    expect(rows).toMatchObject([{ role: 'admin', isActive: true }]);

    const { accessToken } = await login(first, EMAIL, FIRST_PASSWORD, 'admin');
    const adminCall = await first.request({
      method: 'GET',
      url: '/api/v1/security/audit-logs',
      token: accessToken,
    });
    expect(adminCall.statusCode, adminCall.body).toBe(200);

    // The role is the account's, not the caller's choice.
    expect((await signIn(first, FIRST_PASSWORD, 'User')).statusCode).toBe(403);
  });

  it('are idempotent: a restart on the same database updates the password, no duplicate', async () => {
    const second = await restartOn(first.database, {
      ADMIN_EMAIL: EMAIL.toUpperCase(),
      ADMIN_PASSWORD: SECOND_PASSWORD,
    });

    const rows = await first.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', isActive: true });

    expect((await signIn(second, FIRST_PASSWORD)).statusCode).toBe(401);
    const res = await signIn(second, SECOND_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);

    // A third start with the same values changes nothing but the (same) password.
    const third = await restartOn(first.database, {
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: SECOND_PASSWORD,
    });
    const after = await first.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(after.map((u) => u.id)).toEqual([rows[0]!.id]);
    expect((await signIn(third, SECOND_PASSWORD)).statusCode).toBe(200);
  });

  it('do nothing when not set', async () => {
    const plain = await buildTestApp();
    open.push(plain);
    const admins = await plain.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toEqual([]);
  });
});
