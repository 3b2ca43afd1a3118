import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm, signedEvent, startFakeStripe } from '../support/fake-stripe.js';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
});

const lineItem = {
  quantity: 1,
  price_data: { currency: 'usd', unit_amount: 1900, product_data: { name: 'Pro' } },
};

// The tests' Stripe must behave like Stripe where billing depends on it, or the billing tests
// prove nothing: these check the server itself, through the real client.
describe('the Stripe-shaped test server', () => {
  it('parses Stripe’s form encoding and refuses prototype keys', () => {
    expect(
      parseStripeForm('line_items[0][price_data][unit_amount]=1900&expand[]=a&expand[]=b&x=true'),
    ).toEqual({ line_items: [{ price_data: { unit_amount: 1900 } }], expand: ['a', 'b'], x: true });
    expect(() => parseStripeForm('metadata[__proto__][admin]=1')).toThrow(/Invalid parameter/);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('replays a create with the same idempotency key instead of creating twice', async () => {
    const stripe = fake.client();
    const params = {
      mode: 'payment' as const,
      line_items: [lineItem],
      success_url: 'https://app.test/ok?session_id={CHECKOUT_SESSION_ID}',
    };
    const a = await stripe.checkout.sessions.create(params, { idempotencyKey: 'same-key' });
    const b = await stripe.checkout.sessions.create(params, { idempotencyKey: 'same-key' });
    const c = await stripe.checkout.sessions.create(params, { idempotencyKey: 'other-key' });
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
  });

  it('completes a subscription the way API 2026-10-28 shows it', async () => {
    const stripe = fake.client();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          ...lineItem,
          price_data: {
            ...lineItem.price_data,
            recurring: { interval: 'day', interval_count: 30 },
          },
        },
      ],
      success_url: 'https://app.test/ok',
      subscription_data: { metadata: { plan_id: '2' } },
    });
    const events = await fake.engine.completeCheckout(session.id, 'paid');
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    const sub = await stripe.subscriptions.retrieve(done.subscription as string);
    const item = sub.items.data[0]!;
    expect(item.current_period_end - item.current_period_start).toBe(30 * 86_400);
    expect(sub.metadata).toEqual({ plan_id: '2' });
    const invoice = await stripe.invoices.retrieve(sub.latest_invoice as string, {
      expand: ['payments'],
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    const pi = invoice.payments?.data[0]?.payment.payment_intent as string;
    const intent = await stripe.paymentIntents.retrieve(pi, { expand: ['latest_charge'] });
    expect(intent).toMatchObject({ status: 'succeeded', amount: 1900 });
    expect((intent.latest_charge as Stripe.Charge).amount_refunded).toBe(0);
    const plain = await stripe.invoices.retrieve(invoice.id);
    expect(plain.payments).toBeUndefined();
  });

  it('answers like Stripe for unknown ids and missing keys', async () => {
    const err = await fake
      .client()
      .subscriptions.retrieve('sub_nope')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((err as Stripe.errors.StripeError).statusCode).toBe(404);
    const noKey = await fake
      .client('rk_live_wrong')
      .customers.create({ email: 'a@b.test' })
      .catch((e: unknown) => e);
    expect((noKey as Stripe.errors.StripeError).statusCode).toBe(401);
  });

  it('signs events so that Stripe’s own check accepts them, and only them', () => {
    const event = fake.engine.event('customer.created', { id: 'cus_1', object: 'customer' });
    const secret = 'whsec_test_secret_value';
    const { payload, header } = signedEvent(event, secret);
    const stripe = fake.client();
    expect(stripe.webhooks.constructEvent(payload, header, secret, 300).id).toBe(event.id);
    expect(() =>
      stripe.webhooks.constructEvent(payload.replace('cus_1', 'cus_2'), header, secret, 300),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
