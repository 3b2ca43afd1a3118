import Stripe from 'stripe';
import {
  chargeDisputed,
  checkoutState,
  disputeState,
  invoicePaymentIntentId,
  invoiceState,
  subscriptionState,
} from './normalize.js';
import { orNull } from './read.js';
import { STRIPE_API_VERSION, type CheckoutInput, type PaymentGateway } from './types.js';

/** Stripe's answer for an id it does not know (a read then says "no such object"). */
const missing = (err: unknown) =>
  err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404;

/** The Checkout Session parameters for a plan: Stripe's price, or the plan's own as price data. */
export function checkoutParams(input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const { plan, mode } = input;
  const metadata = { user_id: input.userId, plan_id: String(plan.id) };
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = plan.priceId
    ? { price: plan.priceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: plan.currency,
          unit_amount: plan.priceCents,
          product_data: { name: plan.name },
          ...(mode === 'subscription'
            ? { recurring: { interval: 'day' as const, interval_count: plan.durationDays } }
            : {}),
        },
      };
  return {
    mode,
    customer: input.customerId,
    line_items: [lineItem],
    billing_address_collection: 'required',
    customer_update: { address: 'auto', name: 'auto' },
    client_reference_id: input.userId,
    metadata,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    ...(mode === 'subscription'
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata } }),
  };
}

interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  now: () => Date;
}

export function createStripeGateway(opts: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(opts.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'PRD Studio' },
    ...(opts.api ?? {}),
  });

  async function chargePaymentIntent(chargeId: string) {
    const charge = await orNull(stripe.charges.retrieve(chargeId), missing);
    if (!charge?.payment_intent) return null;
    return typeof charge.payment_intent === 'string'
      ? charge.payment_intent
      : charge.payment_intent.id;
  }

  /** The latest dispute of a PaymentIntent whose charge was disputed (newest first). */
  const latestDispute = async (pi: Stripe.PaymentIntent | null) =>
    pi && chargeDisputed(pi)
      ? ((await stripe.disputes.list({ payment_intent: pi.id, limit: 1 })).data[0] ?? null)
      : null;

  return {
    kind: 'stripe',

    async createCustomer(input, idempotencyKey) {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: { user_id: input.userId } },
        { idempotencyKey },
      );
      return customer.id;
    },

    async createCheckout(input, idempotencyKey) {
      const session = await stripe.checkout.sessions.create(checkoutParams(input), {
        idempotencyKey,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async checkout(id) {
      const s = await orNull(
        stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge'] }),
        missing,
      );
      if (!s) return null;
      const pi = typeof s.payment_intent === 'object' ? s.payment_intent : null;
      return checkoutState(s, await latestDispute(pi));
    },

    async checkoutIdByPaymentIntent(paymentIntentId) {
      const list = await stripe.checkout.sessions.list({
        payment_intent: paymentIntentId,
        limit: 1,
      });
      return list.data[0]?.id ?? null;
    },

    async subscription(id) {
      const sub = await orNull(stripe.subscriptions.retrieve(id), missing);
      return sub && subscriptionState(sub);
    },

    async invoice(id) {
      const inv = await orNull(stripe.invoices.retrieve(id, { expand: ['payments'] }), missing);
      if (!inv) return null;
      const piId = invoicePaymentIntentId(inv);
      const pi = piId
        ? await orNull(stripe.paymentIntents.retrieve(piId, { expand: ['latest_charge'] }), missing)
        : null;
      return invoiceState(inv, pi, await latestDispute(pi));
    },

    chargePaymentIntent,

    async dispute(id) {
      const d = await orNull(stripe.disputes.retrieve(id), missing);
      if (!d) return null;
      const state = disputeState(d);
      const chargeId = typeof d.charge === 'string' ? d.charge : d.charge.id;
      return state.paymentIntentId
        ? state
        : { ...state, paymentIntentId: await chargePaymentIntent(chargeId) };
    },

    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey },
      );
    },

    async resumeAtPeriodEnd(subscriptionId, idempotencyKey) {
      await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: false },
        { idempotencyKey },
      );
    },

    verifyEvent(payload, signature) {
      return stripe.webhooks.constructEvent(
        payload,
        signature,
        opts.webhookSecret,
        300,
        undefined,
        opts.now().getTime(),
      );
    },
  };
}
