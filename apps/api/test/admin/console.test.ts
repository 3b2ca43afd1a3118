import { eq, sql } from 'drizzle-orm';
import type { AdminOverview, AdminPlan, IncidentItem } from '@prd/contract';

type Items<T> = { items: T[] };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  payments,
  plans,
  securityIncidents,
  subscriptions,
} from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { adminLogin, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { uploadOk } from '../prd/support.js';

let t: TestApp;
let admin: { id: string; accessToken: string };
let openai: FakeOpenAi;

beforeAll(async () => {
  openai = await startFakeOpenAi({ reply: 'OK' });
  t = await buildTestApp({ env: { AI_ALLOW_LOOPBACK: 'true' } });
  admin = await adminLogin(t);
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  t.request({ method, url: `/api/v1${url}`, payload, token: token ?? admin.accessToken });

async function planByCode(code: string) {
  const [row] = await t.database.db.select().from(plans).where(eq(plans.code, code));
  return row!;
}

async function paidSubscription(user: TestUser, planCode: string, cents: number) {
  const plan = await planByCode(planCode);
  const now = Date.now();
  const [sub] = await t.database.db
    .insert(subscriptions)
    .values({
      userId: user.id,
      planId: plan.id,
      status: 'active',
      autoPay: false,
      currentPeriodStart: new Date(now - 1000),
      currentPeriodEnd: new Date(now + 30 * 86_400_000),
    })
    .returning();
  await t.database.db.insert(payments).values({
    userId: user.id,
    planId: plan.id,
    subscriptionId: sub!.id,
    amountCents: cents,
    currency: 'usd',
    method: 'card',
    status: 'succeeded',
    autoPay: false,
  });
}

describe('overview', () => {
  it('counts users, subscriptions, revenue, incidents and PRDs per day', async () => {
    const before = (await call('GET', '/admin/overview')).json<AdminOverview>();
    const buyer = await signUpAndLogin(t);
    await paidSubscription(buyer, 'pro', 1900);
    await uploadOk(t, { token: buyer.accessToken, text: 'A habit tracker for night-shift nurses' });
    await t.database.db.insert(securityIncidents).values({
      kind: 'test',
      severity: 'low',
      description: 'an open incident',
    });
    const after = (await call('GET', '/admin/overview')).json<AdminOverview>();
    expect(after.users).toBe(before.users + 1);
    expect(after.new_users_this_month).toBe(before.new_users_this_month + 1);
    expect(after.active_subscriptions).toBe(before.active_subscriptions + 1);
    const usd = (o: AdminOverview) =>
      o.revenue_this_month.find((r) => r.currency === 'usd')?.amount_cents ?? 0;
    expect(usd(after) - usd(before)).toBe(1900);
    expect(after.open_incidents).toBe(before.open_incidents + 1);
    expect(after.prds_per_day).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.prds_per_day.at(-1)?.date).toBe(today);
    expect(after.prds_per_day.at(-1)!.count).toBe(before.prds_per_day.at(-1)!.count + 1);
  });
});

describe('one user', () => {
  it('shows plan, uploads, counts and sign-in methods; assigning a plan changes what they hold', async () => {
    const user = await signUpAndLogin(t);
    const detail = await call('GET', `/admin/users/${user.id}`);
    expect(detail.json()).toMatchObject({
      id: user.id,
      email: user.email,
      plan_name: 'Free',
      assigned_plan_id: (await planByCode('free')).id,
      chats: 0,
      payments: 0,
      open_sessions: 1,
      sign_in_methods: ['password'],
      pending_deletion_request: false,
    });
    const team = await planByCode('team');
    const assigned = await call('PUT', `/admin/users/${user.id}/plan`, { plan_id: team.id });
    expect(assigned.json()).toEqual({ message: 'Plan assigned.' });
    const me = await call('GET', '/user/get_user', undefined, user.accessToken);
    expect(me.json()).toMatchObject({ plan_name: team.planName });
    const uploads = await call('GET', '/user/get_user_uploads', undefined, user.accessToken);
    expect(uploads.json()).toEqual({ remaining_uploads: team.uploadsLimit });
    expect(
      (await call('PUT', `/admin/users/${user.id}/plan`, { plan_id: 999999 })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/admin/users/${user.id}/plan`, { plan_id: 'x' })).statusCode).toBe(
      422,
    );
    await call('PUT', `/admin/users/${user.id}/plan`, { plan_id: null });
    expect((await call('GET', '/user/get_user', undefined, user.accessToken)).json()).toMatchObject(
      {
        plan_name: 'Free',
      },
    );
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.event, 'admin_plan_assigned'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(
      (await call('GET', '/admin/users/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('exports what is kept about a user as a download, never a secret', async () => {
    const user = await signUpAndLogin(t);
    await uploadOk(t, { token: user.accessToken, text: 'A marketplace for used climbing gear' });
    const res = await call('GET', `/admin/users/${user.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prd-studio-data-/);
    const data = res.json<{
      profile: object;
      chats: { messages: object[] }[];
    }>();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, has_password: true });
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0]!.messages[0]).toMatchObject({
      role: 'human',
      message: 'A marketplace for used climbing gear',
    });
    expect(res.body).not.toMatch(/argon2|password_hash|token_hash|access_token|refresh_token/i);
    expect(res.body).not.toContain(user.password);
  });
});

describe('plans', () => {
  it('admins list every plan and edit it; the public list shows the new price at once', async () => {
    const list = (await call('GET', '/plan/admin_plans')).json<{
      items: { id: number; code: string }[];
    }>();
    const pro = list.items.find((p) => p.code === 'pro')!;
    const saved = await call('PUT', `/plan/update_plan/${pro.id}`, {
      price_cents: 2450,
      features: ['Everything in Free', 'Priority answers'],
      uploads_limit: 77,
    });
    expect(saved.json()).toMatchObject({
      message: 'Plan updated.',
      data: { id: pro.id, price_cents: 2450, uploads_limit: 77 },
    });
    const row = await planByCode('pro');
    expect(row.stripePriceIdOneTime).toBeNull();
    const visitor = await t.request({
      method: 'GET',
      url: '/api/v1/plan/get_all_plans?page_size=10',
    });
    expect(visitor.json<Items<unknown>>().items).toContainEqual(
      expect.objectContaining({
        id: pro.id,
        price: 24.5,
        features: ['Everything in Free', 'Priority answers'],
      }),
    );
    const off = await call('PUT', `/plan/update_plan/${pro.id}`, { is_active: false });
    expect(off.json<{ data: AdminPlan }>().data.is_active).toBe(false);
    const after = await t.request({
      method: 'GET',
      url: '/api/v1/plan/get_all_plans?page_size=10',
    });
    expect(after.json<Items<{ id: number }>>().items.map((p) => p.id)).not.toContain(pro.id);
    await call('PUT', `/plan/update_plan/${pro.id}`, { is_active: true });
  });

  it('keeps the Free plan free and offered, and refuses bad edits clearly', async () => {
    const free = await planByCode('free');
    for (const body of [{ price_cents: 500 }, { is_active: false }]) {
      const res = await call('PUT', `/plan/update_plan/${free.id}`, body);
      expect(res.statusCode).toBe(422);
    }
    for (const body of [
      { price_cents: -1 },
      { duration: 0 },
      { plan_name: '   ' },
      { features: ['x'.repeat(201)] },
      { uploads_limit: 1.5 },
      { surprise: true },
    ]) {
      expect((await call('PUT', `/plan/update_plan/${free.id}`, body)).statusCode).toBe(422);
    }
    expect((await call('PUT', '/plan/update_plan/999999', { duration: 30 })).statusCode).toBe(404);
    expect((await call('PUT', '/plan/update_plan/abc', { duration: 30 })).statusCode).toBe(422);
  });
});

describe('incidents', () => {
  it('are resolved once, with a note; the status filter splits open from resolved', async () => {
    const [row] = await t.database.db
      .insert(securityIncidents)
      .values({ kind: 'refresh_reuse', severity: 'high', description: 'token reuse' })
      .returning();
    const id = row!.id;
    const open = await call('GET', '/security/security-incidents?status=open&page_size=100');
    expect(open.json<Items<IncidentItem>>().items.map((i) => i.id)).toContain(String(id));
    const done = await call('POST', `/security/security-incidents/${id}/resolve`, {
      resolution: 'Rotated the keys',
    });
    expect(done.json()).toEqual({ message: 'Incident resolved.' });
    expect((await call('POST', `/security/security-incidents/${id}/resolve`, {})).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/security/security-incidents/999999/resolve', {})).statusCode).toBe(
      404,
    );
    const resolved = await call(
      'GET',
      '/security/security-incidents?status=resolved&page_size=100',
    );
    expect(resolved.json<Items<IncidentItem>>().items).toContainEqual(
      expect.objectContaining({
        id: String(id),
        resolution: 'Rotated the keys',
      }),
    );
    const entry = resolved.json<Items<IncidentItem>>().items.find((i) => i.id === String(id));
    expect(Date.parse(entry?.resolved_at ?? '')).toBeGreaterThan(0);
    const stillOpen = await call('GET', '/security/security-incidents?status=open&page_size=100');
    expect(stillOpen.json<Items<IncidentItem>>().items.map((i) => i.id)).not.toContain(String(id));
    const long = await call('POST', `/security/security-incidents/${id}/resolve`, {
      resolution: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
  });
});

describe('AI key connection test', () => {
  it('calls the provider once with the stored key: ok, then the provider refusing', async () => {
    const added = await call('POST', '/api_keys_settings/add_api_key', {
      provider: 'openai-compatible',
      label: 'Local',
      model: 'tiny-model',
      base_url: openai.url,
      api_key: 'sk-test-connection-123456',
    });
    expect(added.statusCode).toBe(200);
    const id = added.json<{ data: { id: number } }>().data.id;
    const calls = openai.requests.length;
    const ok = await call('POST', `/api_keys_settings/test_api_key?key_id=${id}`);
    const okBody = ok.json<{ ok: boolean; latency_ms: number }>();
    expect(okBody.ok).toBe(true);
    expect(okBody.latency_ms).toBeGreaterThanOrEqual(0);
    expect(openai.requests.length).toBe(calls + 1);
    expect(openai.requests.at(-1)!.headers.authorization).toBe('Bearer sk-test-connection-123456');
    openai.setError({ status: 401 });
    const refused = await call('POST', `/api_keys_settings/test_api_key?key_id=${id}`);
    openai.setError(undefined);
    expect(refused.statusCode).toBe(200);
    const refusedBody = refused.json<{ ok: boolean; message: string }>();
    expect(refusedBody.ok).toBe(false);
    expect(refusedBody.message).toMatch(/key/i);
    expect(refused.body).not.toContain('sk-test-connection-123456');
    expect((await call('POST', '/api_keys_settings/test_api_key?key_id=999999')).statusCode).toBe(
      404,
    );
    const tested = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(eq(auditLogs.event, 'ai_key.tested'));
    expect(tested[0]!.n).toBe(2);
  });
});
