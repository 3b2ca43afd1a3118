import { paths } from '@prd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, securityIncidents, subscriptions } from '../../src/db/schema.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import {
  buy,
  deliver,
  deliverAll,
  paymentsOf,
  planName,
  remaining,
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

const grantsOf = async (userId: string) =>
  (
    await s.t.database.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
  ).map((r) => r.status);

const paymentStatuses = async (userId: string) =>
  (
    await s.t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(payments.createdAt)
  ).map((r) => r.status);

const incidentsOf = (userId: string) =>
  s.t.database.db
    .select({ kind: securityIncidents.kind, details: securityIncidents.details })
    .from(securityIncidents)
    .where(
      and(eq(securityIncidents.userId, userId), eq(securityIncidents.kind, 'payment_dispute')),
    );

/** The charge of a one-time purchase's session. */
async function chargeOfSession(sessionId: string) {
  const session = await s.fake.engine.retrieveCheckoutSession(sessionId, [
    'payment_intent.latest_charge',
  ]);
  return (session.payment_intent as unknown as { latest_charge: { id: string } }).latest_charge.id;
}

/** The charge that paid an auto-pay subscription's latest invoice. */
async function chargeOfSubscription(subscriptionId: string) {
  const sub = await s.fake.engine.retrieveSubscription(subscriptionId);
  const invoice = await s.fake.engine.retrieveInvoice(sub.latest_invoice as string, ['payments']);
  const intent = invoice.payments!.data[0]!.payment.payment_intent as string;
  const pi = await s.fake.engine.retrievePaymentIntent(intent);
  return pi.latest_charge as string;
}

/** A one-time Pro purchase, read once so that the entitlement cache holds it. */
async function proBuyer() {
  const user = await signUpAndLogin(s.t);
  const { sessionId } = await buy(s, user, 'pro', 'payment');
  expect(await remaining(s.t, user)).toBe(100);
  return { user, charge: await chargeOfSession(sessionId) };
}

async function expectPro(user: TestUser, uploads = 100) {
  expect(await remaining(s.t, user)).toBe(uploads);
}

describe('payment disputes', () => {
  it('suspends a one-time plan at once, opens one incident, and gives the plan back when won', async () => {
    const { user, charge } = await proBuyer();
    const [created] = await s.fake.engine.disputeCharge(charge);
    for (let i = 0; i < 3; i += 1) expect((await deliver(s.t, created!)).statusCode).toBe(200);

    expect(await remaining(s.t, user)).toBe(5);
    expect(await planName(s.t, user)).toBe('Free');
    expect(await grantsOf(user.id)).toEqual(['disputed']);
    expect(await paymentsOf(s.t, user)).toMatchObject([{ payment_status: 'disputed' }]);
    const incidents = await incidentsOf(user.id);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]!.details).toMatchObject({
      dispute_id: (created!.data.object as { id: string }).id,
    });

    const closed = await s.fake.engine.closeDispute(
      (created!.data.object as { id: string }).id,
      'won',
    );
    await deliverAll(s.t, closed);
    await deliverAll(s.t, closed);
    await expectPro(user);
    expect(await grantsOf(user.id)).toEqual(['active']);
    expect(await paymentStatuses(user.id)).toEqual(['succeeded']);
    // The dispute created event again, late: Stripe's state (won) stands.
    expect((await deliver(s.t, created!)).statusCode).toBe(200);
    await expectPro(user);
    expect(await incidentsOf(user.id)).toHaveLength(1);
  });

  it('revokes the plan for good when the dispute is lost, whatever order the events arrive in', async () => {
    const inOrder = await proBuyer();
    const reversed = await proBuyer();
    for (const [buyer, order] of [
      [inOrder, 'forward'],
      [reversed, 'backward'],
    ] as const) {
      const created = await s.fake.engine.disputeCharge(buyer.charge);
      const id = (created[0]!.data.object as { id: string }).id;
      const closed = await s.fake.engine.closeDispute(id, 'lost');
      const events = [...created, ...closed];
      await deliverAll(s.t, order === 'forward' ? events : events.reverse());
      expect(await remaining(s.t, buyer.user)).toBe(5);
      expect(await grantsOf(buyer.user.id)).toEqual(['revoked']);
      expect(await paymentStatuses(buyer.user.id)).toEqual(['dispute_lost']);
      expect(await incidentsOf(buyer.user.id)).toHaveLength(1);
    }
  });

  it('suspends auto-pay while disputed, through later subscription events, until the dispute is won', async () => {
    const user = await signUpAndLogin(s.t);
    const { session } = await buy(s, user, 'team', 'subscription');
    expect(await remaining(s.t, user)).toBe(500);
    const subscriptionId = session.subscription as string;
    const created = await s.fake.engine.disputeCharge(await chargeOfSubscription(subscriptionId));
    await deliverAll(s.t, created);
    expect(await remaining(s.t, user)).toBe(5);
    expect(await grantsOf(user.id)).toEqual(['disputed']);

    // Stripe tells of the subscription again (it is active there): the dispute still holds.
    const sub = await s.fake.engine.retrieveSubscription(subscriptionId);
    await deliverAll(s.t, [s.fake.engine.event('customer.subscription.updated', sub as never)]);
    expect(await remaining(s.t, user)).toBe(5);

    const id = (created[0]!.data.object as { id: string }).id;
    await deliverAll(s.t, await s.fake.engine.closeDispute(id, 'won'));
    expect(await remaining(s.t, user)).toBe(500);
    expect(await grantsOf(user.id)).toEqual(['active']);
    expect(await incidentsOf(user.id)).toHaveLength(1);
  });

  it('keeps the plan after a partial refund', async () => {
    const { user, charge } = await proBuyer();
    await deliverAll(s.t, await s.fake.engine.refundCharge(charge, 500));
    await expectPro(user);
    expect(await grantsOf(user.id)).toEqual(['active']);
    expect(await paymentsOf(s.t, user)).toMatchObject([{ payment_status: 'partially_refunded' }]);
  });

  it('lists a disputed payment under its own status filter', async () => {
    const { user, charge } = await proBuyer();
    await deliverAll(s.t, await s.fake.engine.disputeCharge(charge));
    const res = await s.t.request({
      method: 'GET',
      url: `${url(paths.billing.getAllPayments)}?status=disputed`,
      token: user.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [{ payment_status: 'disputed' }] });
  });
});
