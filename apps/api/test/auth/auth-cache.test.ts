import { API_PREFIX, paths } from '@prd/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, sessions, users } from '../../src/db/schema.js';
import { AuthCache } from '../../src/modules/auth/auth-cache.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectTokenRejected, newUser } from './support.js';

// These tests change rows behind the services' backs: whatever the auth cache holds must follow
// the database at once (PGlite: sessions cached, kept in step by triggers; PostgreSQL: sessions read every time).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const getUser = (token: string) =>
  t.request({ method: 'GET', url: `${API_PREFIX}${paths.user.getUser}`, token });

async function warm(token: string) {
  for (let i = 0; i < 3; i++) expect((await getUser(token)).statusCode).toBe(200);
}

describe('auth cache coherence', () => {
  it('caches sessions for embedded PGlite and not for PostgreSQL', async () => {
    const cache = await AuthCache.for(t.database);
    expect(cache.cachesSessions).toBe(t.database.kind === 'pglite');
  });

  it('shows a name changed directly in the database on the next request', async () => {
    const u = await newUser(t);
    await warm(u.accessToken);
    await t.services.db.update(users).set({ name: 'Renamed In DB' }).where(eq(users.id, u.id));
    expect((await getUser(u.accessToken)).json()).toMatchObject({ name: 'Renamed In DB' });
  });

  it('shows a renamed plan and a changed plan on the next request', async () => {
    const u = await newUser(t);
    await warm(u.accessToken);
    expect((await getUser(u.accessToken)).json()).toMatchObject({ plan_name: 'Free' });
    await t.services.db.update(plans).set({ planName: 'Starter' }).where(eq(plans.code, 'free'));
    expect((await getUser(u.accessToken)).json()).toMatchObject({ plan_name: 'Starter' });
    const [pro] = await t.services.db.select().from(plans).where(eq(plans.code, 'pro'));
    await t.services.db.update(users).set({ planId: pro!.id }).where(eq(users.id, u.id));
    expect((await getUser(u.accessToken)).json()).toMatchObject({ plan_name: 'Pro' });
    const uploads = await t.request({
      method: 'GET',
      url: `${API_PREFIX}${paths.user.getUserUploads}`,
      token: u.accessToken,
    });
    expect(uploads.json()).toEqual({ remaining_uploads: pro!.uploadsLimit });
    await t.services.db.update(plans).set({ planName: 'Free' }).where(eq(plans.code, 'free'));
  });

  it('refuses at once a session revoked, expired or deleted in the database', async () => {
    for (const change of [
      (sid: string) =>
        t.services.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid)),
      (sid: string) =>
        t.services.db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.id, sid)),
      (sid: string) => t.services.db.delete(sessions).where(eq(sessions.id, sid)),
    ]) {
      const u = await newUser(t);
      await warm(u.accessToken);
      const [s] = await t.services.db.select().from(sessions).where(eq(sessions.userId, u.id));
      await change(s!.id);
      await expectTokenRejected(t, u.accessToken);
    }
  });

  it('refuses at once a user deactivated or demoted in the database, even inside a transaction', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    await warm(a.accessToken);
    await warm(b.accessToken);
    await t.services.db.execute(sql`update users set is_active = false where id = ${a.id}`);
    await expectTokenRejected(t, a.accessToken);
    await t.services.db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'admin' }).where(eq(users.id, b.id));
    });
    await expectTokenRejected(t, b.accessToken);
  });
});
