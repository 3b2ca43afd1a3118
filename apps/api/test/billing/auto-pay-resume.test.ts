import { paths } from '@prd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { buy, paymentsOf, planId, planName, stripeTestApp, url } from './support.js';

// Cancelled auto-pay can be turned back on while the paid period runs: Stripe's subscription
// renews again (cancel_at_period_end false), the subscription and the payment rows say so.

const post = (t: TestApp, path: string, token?: string) =>
  t.request({ method: 'POST', url: url(path), token, payload: {} });
const subscriptionOf = (t: TestApp, user: TestUser) =>
  t.request({
    method: 'GET',
    url: url(paths.billing.getUserSubscription),
    token: user.accessToken,
  });
const audited = async (t: TestApp, userId: string, event: string) =>
  (
    await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, userId), eq(auditLogs.event, event)))
  ).length;

describe('turning auto-pay back on (Stripe)', () => {
  let s: Awaited<ReturnType<typeof stripeTestApp>>;
  beforeAll(async () => {
    s = await stripeTestApp();
  });
  afterAll(async () => {
    await s.close();
  });

  it('cancel: the subscription ends with its period and the payment row says Off', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'pro', 'subscription');
    expect((await paymentsOf(s.t, user)).map((p) => p.auto_payment)).toEqual([true]);
    expect((await subscriptionOf(s.t, user)).json()).toMatchObject({
      auto_payment: true,
      cancel_at_period_end: false,
    });

    expect((await post(s.t, paths.billing.cancelAutoPayment, user.accessToken)).json()).toEqual({
      message: 'Auto payment cancelled successfully.',
    });
    expect((await subscriptionOf(s.t, user)).json()).toMatchObject({
      plan_name: 'Pro',
      status: 'active',
      auto_payment: false,
      cancel_at_period_end: true,
    });
    expect((await paymentsOf(s.t, user)).map((p) => p.auto_payment)).toEqual([false]);
  });

  it('resume: Stripe is asked to renew again, everything says On, and it is audited', async () => {
    const user = await signUpAndLogin(s.t);
    const { session } = await buy(s, user, 'pro', 'subscription');
    const stripeId = session.subscription as string;
    await post(s.t, paths.billing.cancelAutoPayment, user.accessToken);

    const res = await post(s.t, paths.billing.resumeAutoPayment, user.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Auto-pay is back on. Your plan renews at the end of the period.',
    });
    const update = s.fake.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${stripeId}`,
    );
    expect(update.map((r) => r.body.cancel_at_period_end)).toEqual([true, false]);
    expect((await s.fake.engine.retrieveSubscription(stripeId)).cancel_at_period_end).toBe(false);
    expect((await subscriptionOf(s.t, user)).json()).toMatchObject({
      auto_payment: true,
      cancel_at_period_end: false,
    });
    expect((await paymentsOf(s.t, user)).map((p) => p.auto_payment)).toEqual([true]);
    expect(await planName(s.t, user)).toBe('Pro');
    expect(await audited(s.t, user.id, 'auto_pay_resumed')).toBe(1);

    // Nothing left to resume; cancelling again reaches Stripe again (no stale idempotent answer).
    const again = await post(s.t, paths.billing.resumeAutoPayment, user.accessToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      message: 'There is no cancelled auto-pay to turn back on.',
    });
    expect((await post(s.t, paths.billing.cancelAutoPayment, user.accessToken)).statusCode).toBe(
      200,
    );
    expect((await s.fake.engine.retrieveSubscription(stripeId)).cancel_at_period_end).toBe(true);
  });

  it("only the owner's own plan: another person has nothing to resume; no token is 401", async () => {
    const owner = await signUpAndLogin(s.t);
    await buy(s, owner, 'team', 'subscription');
    await post(s.t, paths.billing.cancelAutoPayment, owner.accessToken);
    const other = await signUpAndLogin(s.t);
    expect((await post(s.t, paths.billing.resumeAutoPayment, other.accessToken)).statusCode).toBe(
      404,
    );
    expect((await post(s.t, paths.billing.resumeAutoPayment)).statusCode).toBe(401);
    expect((await subscriptionOf(s.t, owner)).json()).toMatchObject({ cancel_at_period_end: true });
  });

  it('a one-time purchase has no auto-pay to resume', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'pro', 'payment');
    expect((await post(s.t, paths.billing.resumeAutoPayment, user.accessToken)).statusCode).toBe(
      404,
    );
    expect((await subscriptionOf(s.t, user)).json()).toMatchObject({ cancel_at_period_end: false });
  });

  it('after the period has ended it cannot be turned back on', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'pro', 'subscription');
    await post(s.t, paths.billing.cancelAutoPayment, user.accessToken);
    s.clock.advanceDays(30.1);
    try {
      expect((await post(s.t, paths.billing.resumeAutoPayment, user.accessToken)).statusCode).toBe(
        404,
      );
    } finally {
      s.clock.advanceDays(-30.1);
    }
  });
});

describe('turning auto-pay back on (the built-in test checkout)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('cancels and resumes through the sandbox', async () => {
    const user = await signUpAndLogin(t);
    const res = await t.request({
      method: 'POST',
      url: url(paths.billing.createCheckoutSession),
      token: user.accessToken,
      payload: { plan_id: await planId(t, 'pro'), mode: 'subscription' },
    });
    const id = new URL(res.json<{ checkout_url: string }>().checkout_url).searchParams.get(
      'session_id',
    )!;
    await t.request({
      method: 'POST',
      url: `${url(paths.billing.testCheckoutComplete)}?session_id=${id}`,
      token: user.accessToken,
      payload: {},
    });
    await post(t, paths.billing.cancelAutoPayment, user.accessToken);
    expect((await paymentsOf(t, user)).map((p) => p.auto_payment)).toEqual([false]);
    expect((await post(t, paths.billing.resumeAutoPayment, user.accessToken)).statusCode).toBe(200);
    expect((await subscriptionOf(t, user)).json()).toMatchObject({
      auto_payment: true,
      cancel_at_period_end: false,
    });
    expect((await paymentsOf(t, user)).map((p) => p.auto_payment)).toEqual([true]);
  });
});
