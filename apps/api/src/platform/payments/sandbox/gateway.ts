import Stripe from 'stripe';
import { checkoutParams } from '../stripe-gateway.js';
import {
  chargeDisputed,
  checkoutState,
  disputeState,
  invoicePaymentIntentId,
  invoiceState,
  subscriptionState,
} from '../normalize.js';
import type { PaymentGateway } from '../types.js';
import { orNull } from '../read.js';
import { createStripeEngine, StripeEngineError, type StripeObjectStore } from './engine.js';

interface SandboxGatewayOptions {
  store: StripeObjectStore;
  now: () => Date;
  webhookSecret: string;
  /** The test checkout page (`?session_id=` is added). */
  checkoutPageUrl: string;
}

const missing = (err: unknown) => err instanceof StripeEngineError && err.statusCode === 404;

/**
 * The built-in test checkout (no Stripe key): the same Stripe-shaped objects, read through the
 * same normalisation, and events signed with this server's own secret, so completing a test
 * purchase runs exactly the webhook path a real payment does.
 */
export function createSandboxGateway(opts: SandboxGatewayOptions) {
  const engine = createStripeEngine({
    store: opts.store,
    now: opts.now,
    baseUrl: opts.checkoutPageUrl,
  });
  // Only the webhook helpers are used: this client never connects anywhere.
  const signer = new Stripe('sk_test_sandbox_offline', { maxNetworkRetries: 0 });

  /** The latest dispute of a PaymentIntent whose charge was disputed, as Stripe lists them. */
  const latestDispute = async (pi: Stripe.PaymentIntent | null) =>
    pi && chargeDisputed(pi)
      ? ((await engine.listDisputes({ payment_intent: pi.id, limit: 1 })).data[0] ?? null)
      : null;

  const gateway: PaymentGateway = {
    kind: 'sandbox',

    async createCustomer(input) {
      const customer = await engine.createCustomer({
        email: input.email,
        name: input.name,
        metadata: { user_id: input.userId },
      });
      return customer.id;
    },

    async createCheckout(input) {
      const session = await engine.createCheckoutSession(checkoutParams(input));
      return { id: session.id, url: session.url ?? '' };
    },

    async checkout(id) {
      const s = await orNull(
        engine.retrieveCheckoutSession(id, ['payment_intent.latest_charge']),
        missing,
      );
      if (!s) return null;
      const pi = typeof s.payment_intent === 'object' ? s.payment_intent : null;
      return checkoutState(s, await latestDispute(pi));
    },

    async checkoutIdByPaymentIntent(paymentIntentId) {
      const list = await engine.listCheckoutSessions({ payment_intent: paymentIntentId });
      return list.data[0]?.id ?? null;
    },

    async subscription(id) {
      const sub = await orNull(engine.retrieveSubscription(id), missing);
      return sub && subscriptionState(sub);
    },

    async invoice(id) {
      const inv = await orNull(engine.retrieveInvoice(id, ['payments']), missing);
      if (!inv) return null;
      const piId = invoicePaymentIntentId(inv);
      const pi = piId
        ? await orNull(engine.retrievePaymentIntent(piId, ['latest_charge']), missing)
        : null;
      return invoiceState(inv, pi, await latestDispute(pi));
    },

    async chargePaymentIntent(chargeId) {
      const charge = await orNull(engine.retrieveCharge(chargeId), missing);
      const pi = charge?.payment_intent;
      return pi ? (typeof pi === 'string' ? pi : pi.id) : null;
    },

    async dispute(id) {
      const d = await orNull(engine.retrieveDispute(id), missing);
      return d && disputeState(d);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await engine.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    },

    async resumeAtPeriodEnd(subscriptionId) {
      await engine.updateSubscription(subscriptionId, { cancel_at_period_end: false });
    },

    verifyEvent(payload, signature) {
      return signer.webhooks.constructEvent(
        payload,
        signature,
        opts.webhookSecret,
        300,
        undefined,
        opts.now().getTime(),
      );
    },
  };

  return {
    gateway,
    engine,
    /** An event as Stripe would deliver it: the JSON body and its `Stripe-Signature` header. */
    sign(event: Stripe.Event) {
      const payload = JSON.stringify(event);
      const header = signer.webhooks.generateTestHeaderString({
        payload,
        secret: opts.webhookSecret,
        timestamp: Math.floor(opts.now().getTime() / 1000),
      });
      return { payload, header };
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
