import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDetails, payments, plans, subscriptions, users } from '../../src/db/schema.js';
import { makePdf } from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, nextIp, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { fileFrom, storedFiles, uploadOk } from '../prd/support.js';

let t: TestApp;
let admin: { id: string; accessToken: string };
let dir: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminLogin(t);
  dir = await mkdtemp(path.join(tmpdir(), 'prd-erasure-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.request({ method, url: `/api/v1${url}`, token });

/** A person with everything the product keeps: chats with files, a picture, money, a request. */
async function busyUser(label: string) {
  const user = await signUpAndLogin(t);
  const pdf = await makePdf(dir, [`${label}: riders must see the ETA.`], { name: `${label}.pdf` });
  const chat = await uploadOk(t, {
    token: user.accessToken,
    text: `A delivery tracker called ${label}`,
    files: [await fileFrom(pdf)],
  });
  const picture = `${label}-face.webp`;
  await t.services.files.put(`avatars/${picture}`, Buffer.from('picture'));
  await t.database.db.update(users).set({ profilePicture: picture }).where(eq(users.id, user.id));
  await t.database.db.insert(billingDetails).values({
    userId: user.id,
    addressLine1: `1 ${label} Street`,
    city: 'Lisbon',
    zip: '1000',
    country: 'PT',
  });
  const [pro] = await t.database.db.select().from(plans).where(eq(plans.code, 'pro'));
  const [sub] = await t.database.db
    .insert(subscriptions)
    .values({
      userId: user.id,
      planId: pro!.id,
      status: 'active',
      autoPay: false,
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      userId: user.id,
      planId: pro!.id,
      subscriptionId: sub!.id,
      amountCents: 1900,
      currency: 'usd',
      method: 'card',
      status: 'succeeded',
      autoPay: false,
    })
    .returning();
  return { user, sessionId: chat.data.session_id, picture, paymentId: payment!.id };
}

/** Tables and text columns where a value could name the person. */
async function placesHolding(value: string) {
  const columns = (await t.database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'uuid')`)) as {
    rows: { table_name: string; column_name: string }[];
  };
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hit = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ilike ${`%${value}%`}`,
    )) as { rows: { n: number }[] };
    if ((hit.rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

async function statusOf(requestId: number) {
  const res = await api('GET', '/deletion/view_requests?page_size=100', admin.accessToken);
  return res
    .json<{ items: { id: number; status: string }[] }>()
    .items.find((r) => r.id === requestId)?.status;
}

describe('approving a deletion', () => {
  it('stops the account at once, then removes every row and file of the person; payments stay, detached', async () => {
    const gone = await busyUser('Ferrylane');
    const kept = await busyUser('Harbourline');
    const asked = await api(
      'POST',
      '/deletion/request_delete?reason=Moving%20on',
      gone.user.accessToken,
    );
    expect(asked.statusCode).toBe(200);
    const mine = await api('GET', '/deletion/export_my_data', gone.user.accessToken);
    expect(mine.statusCode).toBe(200);
    const exported = mine.json<{ chats: { messages: { files: { name: string }[] }[] }[] }>();
    expect(exported.chats[0]!.messages.flatMap((m) => m.files)).toEqual([
      expect.objectContaining({ name: 'Ferrylane.pdf' }),
    ]);

    const filesBefore = storedFiles(t);
    expect(filesBefore.some((f) => f.includes(gone.sessionId))).toBe(true);
    expect(filesBefore).toContain(`files/avatars/${gone.picture}`);

    const res = await api('DELETE', `/deletion/delete_user/${gone.user.id}`, admin.accessToken);
    expect(res.statusCode).toBe(202);
    const { request_id } = res.json<{ request_id: number; status: string }>();
    expect(res.json()).toMatchObject({ status: 'processing' });

    // The person's tokens stop at once.
    expect(
      (await api('GET', '/user/get_user', gone.user.accessToken)).statusCode,
    ).toBeGreaterThanOrEqual(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: gone.user.refreshToken },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);

    for (let i = 0; i < 100 && (await statusOf(request_id)) !== 'approved'; i += 1) await sleep(50);
    expect(await statusOf(request_id)).toBe('approved');

    expect(await placesHolding(gone.user.id)).toEqual([]);
    expect(await placesHolding(gone.user.email)).toEqual([]);
    expect(await placesHolding('Ferrylane')).toEqual([]);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, gone.paymentId));
    expect(payment).toMatchObject({ userId: null, amountCents: 1900 });
    const listed = await api(
      'GET',
      '/payment_management/get_all_payments?page_size=100',
      admin.accessToken,
    );
    expect(listed.json<{ items: unknown[] }>().items).toContainEqual(
      expect.objectContaining({ payment_id: gone.paymentId, user_email: null, user_name: null }),
    );
    const filesAfter = storedFiles(t);
    expect(
      filesAfter.filter((f) => f.includes(gone.sessionId) || f.includes(gone.picture)),
    ).toEqual([]);

    // The other person keeps everything.
    expect(filesAfter.some((f) => f.includes(kept.sessionId))).toBe(true);
    expect(filesAfter).toContain(`files/avatars/${kept.picture}`);
    expect((await api('GET', '/user/get_user', kept.user.accessToken)).statusCode).toBe(200);
    expect(await placesHolding(kept.user.email)).not.toEqual([]);

    // The request remains as a record that the deletion happened.
    const record = await api(
      'GET',
      '/deletion/view_requests?status=approved&page_size=100',
      admin.accessToken,
    );
    expect(record.json<{ items: unknown[] }>().items).toContainEqual(
      expect.objectContaining({
        id: request_id,
        user_id: null,
        name: 'Deleted account',
        reason: 'Moving on',
      }),
    );
    expect(
      (await api('DELETE', `/deletion/delete_user/${gone.user.id}`, admin.accessToken)).statusCode,
    ).toBe(404);
  });

  it('deletes a person who never asked, refuses admins, yourself and bad ids', async () => {
    const user = await signUpAndLogin(t);
    const res = await api('DELETE', `/deletion/delete_user/${user.id}`, admin.accessToken);
    expect(res.statusCode).toBe(202);
    const requestId = res.json<{ request_id: number }>().request_id;
    for (let i = 0; i < 100 && (await statusOf(requestId)) !== 'approved'; i += 1) {
      await sleep(50);
    }
    expect(await statusOf(requestId)).toBe('approved');
    expect(await placesHolding(user.email)).toEqual([]);
    // Signing in again is refused (the attempt itself is a security event, audited as such).
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password, role: 'User' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await api('DELETE', `/deletion/delete_user/${admin.id}`, admin.accessToken)).statusCode,
    ).toBe(409);
    expect(
      (await api('DELETE', '/deletion/delete_user/not-a-uuid', admin.accessToken)).statusCode,
    ).toBe(422);
    const other = await signUpAndLogin(t);
    expect(
      (await api('DELETE', `/deletion/delete_user/${other.id}`, other.accessToken)).statusCode,
    ).toBe(403);
    expect((await api('GET', '/deletion/export_my_data')).statusCode).toBe(401);
  });

  it('finishes a deletion approved before a restart', async () => {
    const user: TestUser = await signUpAndLogin(t);
    await api('POST', '/deletion/request_delete?reason=Later', user.accessToken);
    // As if the process stopped right after the approval: the request is processing, no job runs.
    await t.database.db.execute(
      sql`update deletion_requests set status = 'processing' where user_id = ${user.id}`,
    );
    await t.services.deletion.resumeProcessing();
    for (let i = 0; i < 100 && (await placesHolding(user.email)).length > 0; i += 1)
      await sleep(50);
    expect(await placesHolding(user.email)).toEqual([]);
  });
});
