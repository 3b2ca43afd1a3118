import { paths } from '@prd/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, webhookEvents } from '../../src/db/schema.js';
import { signUpAndLogin } from '../helpers/users.js';
import {
  buy,
  deliver,
  deliverAll,
  paymentsOf,
  remaining,
  startCheckout,
  stripeTestApp,
  url,
} from './support.js';

let s: Awaited<ReturnType<typeof stripeTestApp>>;

beforeAll(async () => {
  s = await stripeTestApp();
});
afterAll(async () => {
  await s.close();
});

const rowsOf = async (userId: string) => ({
  payments: await s.t.database.db
    .select({ status: payments.status, amount: payments.amountCents, autoPay: payments.autoPay })
    .from(payments)
    .where(eq(payments.userId, userId)),
  subscriptions: await s.t.database.db
    .select({
      status: subscriptions.status,
      autoPay: subscriptions.autoPay,
      start: subscriptions.currentPeriodStart,
      end: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId)),
});

describe('Stripe webhook signatures', () => {
  it('refuses unsigned, tampered, stale and wrongly signed events with 400 and changes nothing', async () => {
    const user = await signUpAndLogin(s.t);
    const sessionId = await startCheckout(s.t, user, 'pro', 'payment');
    const [event] = await s.fake.engine.completeCheckout(sessionId, 'paid');
    const unsigned = await s.t.request({
      method: 'POST',
      url: url(paths.billing.webhook),
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    const tampered = await deliver(s.t, event!, {
      tamper: (p) => p.replace('"livemode":false', '"livemode":true'),
    });
    const stale = await deliver(s.t, event!, {
      timestamp: Math.floor(s.clock.now().getTime() / 1000) - 301,
    });
    const wrongSecret = await deliver(s.t, event!, { secret: 'whsec_someone_elses_secret_000' });
    for (const res of [unsigned, tampered, stale, wrongSecret]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Invalid webhook signature.',
      });
    }
    expect(await rowsOf(user.id)).toEqual({ payments: [], subscriptions: [] });
    expect(await remaining(s.t, user)).toBe(5);

    const fresh = await deliver(s.t, event!, {
      timestamp: Math.floor(s.clock.now().getTime() / 1000) - 290,
    });
    expect(fresh.statusCode).toBe(200);
    expect(await remaining(s.t, user)).toBe(100);
  });

  it('refuses a body over 512 KB with 413', async () => {
    const res = await s.t.request({
      method: 'POST',
      url: url(paths.billing.webhook),
      payload: 'x'.repeat(600 * 1024),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('Stripe webhook effects', () => {
  it('applies the same event delivered 5 times once', async () => {
    const user = await signUpAndLogin(s.t);
    const sessionId = await startCheckout(s.t, user, 'pro', 'payment');
    const [event] = await s.fake.engine.completeCheckout(sessionId, 'paid');
    for (let i = 0; i < 5; i += 1) expect((await deliver(s.t, event!)).statusCode).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows.payments).toEqual([{ status: 'succeeded', amount: 1900, autoPay: false }]);
    expect(rows.subscriptions).toHaveLength(1);
    const recorded = await s.t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, event!.id));
    expect(recorded).toHaveLength(1);
  });

  it('ends in the same state when an auto-pay purchase’s events arrive in reverse order', async () => {
    const forward = await signUpAndLogin(s.t);
    const backward = await signUpAndLogin(s.t);
    const a = await startCheckout(s.t, forward, 'team', 'subscription');
    const b = await startCheckout(s.t, backward, 'team', 'subscription');
    const eventsA = await s.fake.engine.completeCheckout(a, 'paid');
    const eventsB = await s.fake.engine.completeCheckout(b, 'paid');
    expect(eventsB.map((e) => e.type)).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'invoice.paid']),
    );
    await deliverAll(s.t, eventsA);
    await deliverAll(s.t, [...eventsB].reverse());
    const strip = (r: Awaited<ReturnType<typeof rowsOf>>) => ({
      payments: r.payments,
      subscriptions: r.subscriptions.map(({ status, autoPay }) => ({ status, autoPay })),
    });
    expect(strip(await rowsOf(backward.id))).toEqual(strip(await rowsOf(forward.id)));
    expect(strip(await rowsOf(backward.id))).toEqual({
      payments: [{ status: 'succeeded', amount: 4900, autoPay: true }],
      subscriptions: [{ status: 'active', autoPay: true }],
    });
    expect(await remaining(s.t, backward)).toBe(500);
  });

  it('ends refunded and revoked when a refund arrives before the purchase', async () => {
    const user = await signUpAndLogin(s.t);
    const sessionId = await startCheckout(s.t, user, 'pro', 'payment');
    const completed = await s.fake.engine.completeCheckout(sessionId, 'paid');
    const session = await s.fake.engine.retrieveCheckoutSession(sessionId, [
      'payment_intent.latest_charge',
    ]);
    const pi = session.payment_intent as { latest_charge: { id: string } };
    const refunded = await s.fake.engine.refundCharge(pi.latest_charge.id);
    await deliverAll(s.t, [...refunded, ...completed].reverse());
    expect(await paymentsOf(s.t, user)).toMatchObject([{ payment_status: 'refunded' }]);
    expect((await rowsOf(user.id)).subscriptions).toMatchObject([{ status: 'revoked' }]);
    expect(await remaining(s.t, user)).toBe(5);
  });

  it('waits for a delayed payment method: pending, then granted or failed', async () => {
    const later = await signUpAndLogin(s.t);
    const declined = await signUpAndLogin(s.t);
    const a = await startCheckout(s.t, later, 'pro', 'payment');
    const b = await startCheckout(s.t, declined, 'pro', 'payment');
    await deliverAll(s.t, await s.fake.engine.completeCheckout(a, 'processing'));
    await deliverAll(s.t, await s.fake.engine.completeCheckout(b, 'processing'));
    expect(await paymentsOf(s.t, later)).toMatchObject([{ payment_status: 'pending' }]);
    expect(await remaining(s.t, later)).toBe(5);

    await deliverAll(s.t, await s.fake.engine.settleAsyncPayment(a, true));
    await deliverAll(s.t, await s.fake.engine.settleAsyncPayment(b, false));
    expect(await paymentsOf(s.t, later)).toMatchObject([{ payment_status: 'succeeded' }]);
    expect(await remaining(s.t, later)).toBe(100);
    expect(await paymentsOf(s.t, declined)).toMatchObject([{ payment_status: 'failed' }]);
    expect(await remaining(s.t, declined)).toBe(5);
  });

  it('applies 20 parallel deliveries of one event once', async () => {
    const user = await signUpAndLogin(s.t);
    const sessionId = await startCheckout(s.t, user, 'pro', 'payment');
    const [event] = await s.fake.engine.completeCheckout(sessionId, 'paid');
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(s.t, event!)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await rowsOf(user.id);
    expect(rows.payments).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(1);
    expect(await remaining(s.t, user)).toBe(100);
  });

  it('acknowledges events it does not handle, once', async () => {
    const event = s.fake.engine.event('customer.created', {
      id: 'cus_unrelated',
      object: 'customer',
    });
    expect((await deliver(s.t, event)).statusCode).toBe(200);
    expect((await deliver(s.t, event)).statusCode).toBe(200);
    const [row] = await s.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, event.id));
    expect(Number(row!.n)).toBe(1);
  });

  it('ignores a purchase of a session this app did not create', async () => {
    const user = await signUpAndLogin(s.t);
    const { session } = await buy(s, user, 'pro', 'payment');
    expect(session.status).toBe('complete');
    const foreign = await s.fake.client().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } },
        },
      ],
      success_url: 'https://example.com/ok',
      cancel_url: 'https://example.com/no',
      metadata: { user_id: user.id, plan_id: '2' },
    });
    await deliverAll(s.t, await s.fake.engine.completeCheckout(foreign.id, 'paid'));
    expect(await paymentsOf(s.t, user)).toHaveLength(1);
  });
});
