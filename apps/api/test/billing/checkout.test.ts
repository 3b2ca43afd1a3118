import { paths } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';
import { buy, paymentsOf, planId, startCheckout, stripeTestApp, url } from './support.js';

let s: Awaited<ReturnType<typeof stripeTestApp>>;

beforeAll(async () => {
  s = await stripeTestApp();
});
afterAll(async () => {
  await s.close();
});

const checkout = (token: string | undefined, payload: Record<string, unknown>) =>
  s.t.request({ method: 'POST', url: url(paths.billing.createCheckoutSession), token, payload });

const details = (token: string, sessionId: string) =>
  s.t.request({
    method: 'POST',
    url: `${url(paths.billing.getPaymentDetails)}?session_id=${encodeURIComponent(sessionId)}`,
    token,
    payload: {},
  });

describe('create_payment_checkout_session', () => {
  it('creates a Checkout Session on Stripe with the plan, the customer and return addresses', async () => {
    const user = await signUpAndLogin(s.t);
    const before = s.fake.requests.length;
    const sessionId = await startCheckout(s.t, user, 'pro', 'subscription');
    const sent = s.fake.requests.slice(before);
    const create = sent.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(create?.body).toMatchObject({
      mode: 'subscription',
      billing_address_collection: 'required',
      client_reference_id: user.id,
      metadata: { user_id: user.id },
    });
    const body = create!.body as { success_url: string; cancel_url: string };
    expect(body.success_url).toContain(
      '/settings/plancard?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(body.cancel_url).toContain('checkout=cancelled');
    for (const r of sent.filter((x) => x.method === 'POST')) {
      expect(r.idempotencyKey).toBeTruthy();
    }
    for (const r of sent) expect(r.stripeVersion).toBe('2026-10-28.endive');
    expect(sessionId).toMatch(/^cs_/);
  });

  it('reuses the user’s Stripe customer', async () => {
    const user = await signUpAndLogin(s.t);
    const before = s.fake.requests.length;
    await startCheckout(s.t, user, 'pro', 'payment');
    await startCheckout(s.t, user, 'team', 'payment');
    const customers = s.fake.requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(customers).toHaveLength(1);
  });

  it('refuses the Free plan and Custom plans with a clear message', async () => {
    const user = await signUpAndLogin(s.t);
    const free = await checkout(user.accessToken, {
      plan_id: await planId(s.t, 'free'),
      mode: 'payment',
    });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toEqual({
      code: 'PLAN_NOT_PURCHASABLE',
      message: 'The Free plan needs no payment.',
    });
    const custom = await checkout(user.accessToken, {
      plan_id: await planId(s.t, 'enterprise'),
      mode: 'subscription',
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json()).toMatchObject({ code: 'PLAN_NOT_PURCHASABLE' });
    expect(custom.json<{ message: string }>().message).toMatch(/Contact Us/);
  });

  it.each([
    [{ plan_id: 999999, mode: 'payment' }, 404],
    [{ plan_id: 2, mode: 'monthly' }, 422],
    [{ plan_id: 'two', mode: 'payment' }, 422],
    [{ mode: 'payment' }, 422],
    [{ plan_id: 2, mode: 'payment', price: 1 }, 422],
  ])('answers %j with %i and creates nothing', async (payload, status) => {
    const user = await signUpAndLogin(s.t);
    const before = s.fake.requests.length;
    const res = await checkout(user.accessToken, payload);
    expect(res.statusCode).toBe(status);
    expect(s.fake.requests.length).toBe(before);
  });

  it('answers 401 without a token and 403 for an invalid one (the plans page’s expired session)', async () => {
    expect((await checkout(undefined, { plan_id: 2, mode: 'payment' })).statusCode).toBe(401);
    const bad = await checkout('not-a-token', { plan_id: 2, mode: 'payment' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses a second auto-pay while one renews', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'pro', 'subscription');
    const res = await checkout(user.accessToken, {
      plan_id: await planId(s.t, 'team'),
      mode: 'payment',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/Cancel auto-pay/);
  });

  it('makes a new Stripe customer when Stripe no longer knows the one kept', async () => {
    const user = await signUpAndLogin(s.t);
    await startCheckout(s.t, user, 'pro', 'payment');
    await s.t.database.db.execute(
      sql`update billing_customers set stripe_customer_id = 'cus_deleted_in_dashboard' where user_id = ${user.id}`,
    );
    const sessionId = await startCheckout(s.t, user, 'team', 'payment');
    const session = await s.fake.engine.retrieveCheckoutSession(sessionId);
    expect(session.customer).toMatch(/^cus_/);
    expect(session.customer).not.toBe('cus_deleted_in_dashboard');
  });

  it('allows 10 checkouts a minute per user, then 429 without calling Stripe', async () => {
    const user = await signUpAndLogin(s.t);
    const pro = await planId(s.t, 'pro');
    for (let i = 0; i < 10; i += 1) {
      expect((await checkout(user.accessToken, { plan_id: pro, mode: 'payment' })).statusCode).toBe(
        200,
      );
    }
    const before = s.fake.requests.length;
    const refused = await checkout(user.accessToken, { plan_id: pro, mode: 'payment' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(s.fake.requests.length).toBe(before);
  });

  it('answers 502 with a clear message when Stripe cannot be reached, and saves nothing', async () => {
    const user = await signUpAndLogin(s.t);
    const down = s.fake.failNext(500);
    const res = await checkout(user.accessToken, {
      plan_id: await planId(s.t, 'pro'),
      mode: 'payment',
    });
    down();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'UPSTREAM_FAILED' });
  });
});

describe('get_payment_details (the return page)', () => {
  it('says pending before payment and paid after, and fulfils without waiting for the webhook', async () => {
    const user = await signUpAndLogin(s.t);
    const sessionId = await startCheckout(s.t, user, 'pro', 'payment');
    const open = await details(user.accessToken, sessionId);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      status: 'open',
      payment_status: 'pending',
      plan_name: 'Pro',
    });
    await s.fake.engine.completeCheckout(sessionId, 'paid'); // events not delivered
    const paid = await details(user.accessToken, sessionId);
    expect(paid.json()).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount: 19,
      currency: 'usd',
      auto_payment: false,
      message: 'Payment successful! Your plan is active.',
    });
    expect(paid.json<{ expiry_date: string }>().expiry_date).toMatch(/^\d{4}-/);
    expect(await paymentsOf(s.t, user)).toMatchObject([
      { payment_status: 'succeeded', amount: 19 },
    ]);
  });

  it('fills the billing address from checkout', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'pro', 'payment');
    const res = await s.t.request({
      method: 'GET',
      url: url(paths.user.getBillingDetails),
      token: user.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      address_line1: '354 Oyster Point Blvd',
      city: 'South San Francisco',
      zip: '94080',
      country: 'US',
    });
  });

  it('shows a checkout to its owner only', async () => {
    const owner = await signUpAndLogin(s.t);
    const other = await signUpAndLogin(s.t);
    const sessionId = await startCheckout(s.t, owner, 'pro', 'payment');
    const res = await details(other.accessToken, sessionId);
    expect(res.statusCode).toBe(404);
    expect((await details(owner.accessToken, 'cs_does_not_exist')).statusCode).toBe(404);
    expect((await details(owner.accessToken, '../../etc')).statusCode).toBe(422);
  });
});

describe('payments and subscriptions lists', () => {
  it('shows users their own payments and admins everyone’s, with filters and pages', async () => {
    const alice = await signUpAndLogin(s.t);
    const bob = await signUpAndLogin(s.t);
    await buy(s, alice, 'pro', 'payment');
    await buy(s, bob, 'team', 'payment');
    const mine = await paymentsOf(s.t, alice);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      user_email: alice.email,
      plan_name: 'Pro',
      amount: 19,
      currency: 'usd',
      payment_method: 'card',
      payment_status: 'succeeded',
      auto_payment: false,
    });
    const admin = await adminLogin(s.t);
    const all = await s.t.request({
      method: 'GET',
      url: `${url(paths.billing.getAllPayments)}?page=1&page_size=1&email=${encodeURIComponent(bob.email)}`,
      token: admin.accessToken,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ items: [{ user_email: bob.email }], total_pages: 1 });
    const paged = await s.t.request({
      method: 'GET',
      url: `${url(paths.billing.getAllPayments)}?page=1&page_size=1`,
      token: admin.accessToken,
    });
    expect(paged.json<{ total_pages: number }>().total_pages).toBeGreaterThanOrEqual(2);
    const ignored = await s.t.request({
      method: 'GET',
      url: `${url(paths.billing.getAllPayments)}?user_id=${bob.id}`,
      token: alice.accessToken,
    });
    expect(
      ignored.json<{ items: { user_email: string }[] }>().items.map((i) => i.user_email),
    ).toEqual([alice.email]);
  });

  it('lists every subscription for admins only', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'pro', 'subscription');
    const denied = await s.t.request({
      method: 'GET',
      url: url(paths.billing.getAllSubscriptions),
      token: user.accessToken,
    });
    expect(denied.statusCode).toBe(403);
    const admin = await adminLogin(s.t);
    const res = await s.t.request({
      method: 'GET',
      url: `${url(paths.billing.getAllSubscriptions)}?user_id=${user.id}`,
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      items: [{ user_id: user.id, plan_name: 'Pro', status: 'active', auto_payment: true }],
      total_pages: 1,
    });
  });

  it('answers "Subscription not found" for a user on the Free plan', async () => {
    const user = await signUpAndLogin(s.t);
    const res = await s.t.request({
      method: 'GET',
      url: url(paths.billing.getUserSubscription),
      token: user.accessToken,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Subscription not found' });
  });
});
