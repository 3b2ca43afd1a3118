import { paths } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUsedUploads } from '../helpers/usage.js';
import { signUpAndLogin } from '../helpers/users.js';
import { buy, deliverAll, planName, remaining, stripeTestApp, url } from './support.js';

let s: Awaited<ReturnType<typeof stripeTestApp>>;

beforeAll(async () => {
  s = await stripeTestApp();
});
afterAll(async () => {
  await s.close();
});

const subscriptionOf = (token: string) =>
  s.t.request({ method: 'GET', url: url(paths.billing.getUserSubscription), token });

const subscribedPlans = async (token: string) =>
  (await s.t.request({ method: 'GET', url: url(paths.plan.getAllPlans), token }))
    .json<{ items: { plan_name: string; is_subscribed: boolean }[] }>()
    .items.filter((p) => p.is_subscribed)
    .map((p) => p.plan_name);

describe('entitlements', () => {
  it('a purchase raises the allowance and names the plan everywhere', async () => {
    const user = await signUpAndLogin(s.t);
    await setUsedUploads(s.t.database.db, user.id, 4, s.clock.now());
    expect(await remaining(s.t, user)).toBe(1);
    await buy(s, user, 'pro', 'payment');
    expect(await remaining(s.t, user)).toBe(100);
    expect(await planName(s.t, user)).toBe('Pro');
    expect(await subscribedPlans(user.accessToken)).toEqual(['Pro']);
    const sub = await subscriptionOf(user.accessToken);
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toMatchObject({
      plan_name: 'Pro',
      user_email: user.email,
      status: 'active',
      auto_payment: false,
    });
  });

  it('a one-time plan ends with its period: back to Free with a fresh Free allowance', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'pro', 'payment');
    await setUsedUploads(s.t.database.db, user.id, 60, s.clock.now());
    expect(await remaining(s.t, user)).toBe(40);
    s.clock.advanceDays(31);
    try {
      expect(await planName(s.t, user)).toBe('Free');
      expect(await remaining(s.t, user)).toBe(5);
      const sub = await subscriptionOf(user.accessToken);
      expect(sub.statusCode).toBe(404);
      expect(sub.json()).toMatchObject({ message: 'Subscription not found' });
    } finally {
      s.clock.advanceDays(-31);
    }
  });

  it('buying the plan one holds again extends it instead of overlapping', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'pro', 'payment');
    await buy(s, user, 'pro', 'payment');
    s.clock.advanceDays(45);
    try {
      expect(await planName(s.t, user)).toBe('Pro');
      expect(await remaining(s.t, user)).toBe(100);
    } finally {
      s.clock.advanceDays(-45);
    }
  });

  it('an auto-pay renewal starts a fresh period with a fresh allowance', async () => {
    const user = await signUpAndLogin(s.t);
    const { session } = await buy(s, user, 'pro', 'subscription');
    await setUsedUploads(s.t.database.db, user.id, 100, s.clock.now());
    expect(await remaining(s.t, user)).toBe(0);
    s.clock.advanceDays(30);
    try {
      await deliverAll(
        s.t,
        await s.fake.engine.renewSubscription(session.subscription as string, 'paid'),
      );
      s.clock.advanceDays(0.01);
      expect(await planName(s.t, user)).toBe('Pro');
      expect(await remaining(s.t, user)).toBe(100);
      const payments = await s.t.request({
        method: 'GET',
        url: url(paths.billing.getAllPayments),
        token: user.accessToken,
      });
      expect(payments.json<{ items: unknown[] }>().items).toHaveLength(2);
    } finally {
      s.clock.advanceDays(-30.01);
    }
  });

  it('a failed renewal leaves the plan once the grace day is over', async () => {
    const user = await signUpAndLogin(s.t);
    const { session } = await buy(s, user, 'team', 'subscription');
    s.clock.advanceDays(30);
    try {
      await deliverAll(
        s.t,
        await s.fake.engine.renewSubscription(session.subscription as string, 'failed'),
      );
      s.clock.advanceDays(1.5);
      expect(await planName(s.t, user)).toBe('Free');
    } finally {
      s.clock.advanceDays(-31.5);
    }
  });

  it('a refund revokes the plan at once', async () => {
    const user = await signUpAndLogin(s.t);
    const { sessionId } = await buy(s, user, 'team', 'payment');
    expect(await planName(s.t, user)).toBe('Team');
    const session = await s.fake.engine.retrieveCheckoutSession(sessionId, [
      'payment_intent.latest_charge',
    ]);
    const charge = (session.payment_intent as { latest_charge: { id: string } }).latest_charge;
    await deliverAll(s.t, await s.fake.engine.refundCharge(charge.id));
    expect(await planName(s.t, user)).toBe('Free');
    expect(await remaining(s.t, user)).toBe(5);
  });

  it('a partial refund keeps the plan', async () => {
    const user = await signUpAndLogin(s.t);
    const { sessionId } = await buy(s, user, 'pro', 'payment');
    const session = await s.fake.engine.retrieveCheckoutSession(sessionId, [
      'payment_intent.latest_charge',
    ]);
    const charge = (session.payment_intent as { latest_charge: { id: string } }).latest_charge;
    await deliverAll(s.t, await s.fake.engine.refundCharge(charge.id, 500));
    expect(await planName(s.t, user)).toBe('Pro');
  });

  it('cancelling auto-pay keeps the plan until the period ends, then Free', async () => {
    const user = await signUpAndLogin(s.t);
    const { session } = await buy(s, user, 'pro', 'subscription');
    const cancel = await s.t.request({
      method: 'POST',
      url: url(paths.billing.cancelAutoPayment),
      token: user.accessToken,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: 'Auto payment cancelled successfully.' });
    const sub = await subscriptionOf(user.accessToken);
    expect(sub.json()).toMatchObject({ plan_name: 'Pro', status: 'active', auto_payment: false });
    expect(await planName(s.t, user)).toBe('Pro');
    const again = await s.t.request({
      method: 'POST',
      url: url(paths.billing.cancelAutoPayment),
      token: user.accessToken,
      payload: {},
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Subscription not found' });

    s.clock.advanceDays(30.1);
    try {
      expect(await planName(s.t, user)).toBe('Free');
      await deliverAll(
        s.t,
        await s.fake.engine.endSubscriptionPeriod(session.subscription as string),
      );
      expect(await planName(s.t, user)).toBe('Free');
      expect((await subscriptionOf(user.accessToken)).statusCode).toBe(404);
    } finally {
      s.clock.advanceDays(-30.1);
    }
  });

  it('sees a grant changed by hand in the database on the next request (no stale cache)', async () => {
    const user = await signUpAndLogin(s.t);
    await buy(s, user, 'team', 'payment');
    expect(await planName(s.t, user)).toBe('Team');
    await s.t.database.db.execute(
      sql`update subscriptions set status = 'revoked' where user_id = ${user.id}`,
    );
    expect(await planName(s.t, user)).toBe('Free');
    await s.t.database.db.execute(
      sql`update subscriptions set status = 'active' where user_id = ${user.id}`,
    );
    expect(await remaining(s.t, user)).toBe(500);
  });
});
