import type Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../types.js';
import {
  as,
  DEFAULT_ADDRESS,
  invoiceFor,
  paymentIntent,
  periodEnd,
  priceOf,
  publicInvoice,
  publicSession,
  type Address,
  type PriceShape,
} from './objects.js';
import { StripeEngineError, stripeId, type StoredObject, type StripeObjectStore } from './store.js';
import { disputeSteps } from './disputes.js';

export {
  memoryStore,
  StripeEngineError,
  stripeId,
  type StoredObject,
  type StripeObjectStore,
} from './store.js';
export { DEFAULT_ADDRESS, type Address } from './objects.js';

export interface StripeEngineOptions {
  store: StripeObjectStore;
  now: () => Date;
  /** The checkout page: a session's url is `${baseUrl}?session_id=<id>`. */
  baseUrl: string;
}

/**
 * A small Stripe: Checkout Sessions become PaymentIntents, charges, subscriptions and invoices as
 * Stripe makes them (API 2026-10-28: periods on subscription items, invoices' subscription under
 * `parent`), and each customer, bank or calendar step returns the events Stripe would send.
 * It backs the built-in test checkout and, behind Stripe's REST API, the tests' Stripe server.
 */
export function createStripeEngine(opts: StripeEngineOptions) {
  const { store } = opts;
  const nowSec = () => Math.floor(opts.now().getTime() / 1000);
  const prices = new Map<string, PriceShape>();

  async function load(id: string, object: string, param = 'id'): Promise<StoredObject> {
    const found = id ? await store.get(id) : undefined;
    if (!found || found.object !== object) {
      throw new StripeEngineError(404, 'resource_missing', `No such ${object}: '${id}'`, param);
    }
    return found;
  }

  async function expand(obj: StoredObject, paths: string[] = []): Promise<StoredObject> {
    const out = structuredClone(obj);
    for (const path of paths) {
      const [head, ...rest] = path.split('.');
      if (!head) continue;
      const value = out[head];
      if (typeof value === 'string') {
        const child = await store.get(value);
        if (child) out[head] = await expand(child, rest.length ? [rest.join('.')] : []);
      } else if (value && typeof value === 'object' && rest.length && 'id' in value) {
        out[head] = await expand(value as StoredObject, [rest.join('.')]);
      }
    }
    return out;
  }

  function event(type: string, object: StoredObject): Stripe.Event {
    return as<Stripe.Event>({
      id: stripeId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: nowSec(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    });
  }

  /** Bills the subscription's current period and keeps what that made. */
  async function saveInvoice(sub: StoredObject, reason: string, paid: boolean) {
    const { invoice, pi, charge } = invoiceFor(sub, reason, paid, nowSec());
    await store.put(pi);
    await store.put(charge);
    await store.put(invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  return {
    event,
    ...disputeSteps({ store, nowSec, load, event }),

    registerPrice(price: Omit<PriceShape, 'object'>) {
      prices.set(price.id, { ...price, object: 'price' });
    },

    async createCustomer(params: {
      email?: string;
      name?: string;
      metadata?: Record<string, string>;
    }) {
      const customer: StoredObject = {
        id: stripeId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: nowSec(),
      };
      await store.put(customer);
      return as<Stripe.Customer>(customer);
    },

    async createCheckoutSession(params: Stripe.Checkout.SessionCreateParams) {
      if (params.mode !== 'payment' && params.mode !== 'subscription') {
        throw new StripeEngineError(400, 'parameter_invalid', 'Invalid mode', 'mode');
      }
      if (!params.success_url) {
        throw new StripeEngineError(400, 'parameter_missing', 'Missing success_url', 'success_url');
      }
      const item = params.line_items?.[0];
      if (!item) {
        throw new StripeEngineError(400, 'parameter_missing', 'Missing line_items', 'line_items');
      }
      const price = priceOf(item, prices);
      if (params.mode === 'subscription' && !price.recurring) {
        throw new StripeEngineError(
          400,
          'parameter_invalid',
          'A subscription needs a recurring price',
          'line_items',
        );
      }
      const customer = params.customer ? await load(params.customer, 'customer', 'customer') : null;
      const id = stripeId('cs_test');
      const session: StoredObject = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `${opts.baseUrl}?session_id=${id}`,
        amount_total: price.unit_amount * Number(item.quantity ?? 1),
        currency: price.currency,
        customer: customer?.id ?? null,
        customer_email: customer?.email ?? null,
        customer_details: null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        billing_address_collection: params.billing_address_collection ?? null,
        payment_intent: null,
        subscription: null,
        created: nowSec(),
        expires_at: nowSec() + 86_400,
        line_item_price: price,
        subscription_metadata: params.subscription_data?.metadata ?? {},
        payment_intent_metadata: params.payment_intent_data?.metadata ?? {},
      };
      await store.put(session);
      return as<Stripe.Checkout.Session>(publicSession(session));
    },

    async retrieveCheckoutSession(id: string, expandPaths?: string[]) {
      const s = await load(id, 'checkout.session');
      return as<Stripe.Checkout.Session>(publicSession(await expand(s, expandPaths)));
    },

    async listCheckoutSessions(params: { payment_intent?: string }) {
      const found = params.payment_intent
        ? await store.findSessionByPaymentIntent(params.payment_intent)
        : undefined;
      return {
        object: 'list' as const,
        url: '/v1/checkout/sessions',
        has_more: false,
        data: found ? [as<Stripe.Checkout.Session>(publicSession(found))] : [],
      };
    },

    async retrieveSubscription(id: string) {
      return as<Stripe.Subscription>(await load(id, 'subscription'));
    },

    async updateSubscription(id: string, params: { cancel_at_period_end?: boolean }) {
      const sub = await load(id, 'subscription');
      if (sub.status === 'canceled') {
        throw new StripeEngineError(
          400,
          'parameter_invalid',
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      }
      if (params.cancel_at_period_end !== undefined) {
        const item = (sub.items as { data: { current_period_end: number }[] }).data[0]!;
        sub.cancel_at_period_end = params.cancel_at_period_end;
        sub.cancel_at = params.cancel_at_period_end ? item.current_period_end : null;
      }
      await store.put(sub);
      return as<Stripe.Subscription>(sub);
    },

    async retrieveInvoice(id: string, expandPaths: string[] = []) {
      const inv = await load(id, 'invoice');
      return as<Stripe.Invoice>(publicInvoice(inv, expandPaths.includes('payments')));
    },

    async retrievePaymentIntent(id: string, expandPaths?: string[]) {
      return as<Stripe.PaymentIntent>(await expand(await load(id, 'payment_intent'), expandPaths));
    },

    async retrieveCharge(id: string) {
      return as<Stripe.Charge>(await load(id, 'charge'));
    },

    /** The customer pays ('paid') or starts a delayed method ('processing'). */
    async completeCheckout(
      sessionId: string,
      outcome: 'paid' | 'processing',
      address: Address = DEFAULT_ADDRESS,
    ): Promise<Stripe.Event[]> {
      const s = await load(sessionId, 'checkout.session');
      if (s.status !== 'open') {
        throw new StripeEngineError(400, 'parameter_invalid', 'This Checkout Session is not open.');
      }
      const customer = s.customer ? await store.get(s.customer as string) : undefined;
      s.status = 'complete';
      s.customer_details = {
        email: customer?.email ?? s.customer_email ?? 'test@example.com',
        name: customer?.name ?? null,
        address,
      };
      const price = s.line_item_price as PriceShape;
      const events: Stripe.Event[] = [];
      if (s.mode === 'payment') {
        const { pi, charge } = paymentIntent(
          s.amount_total as number,
          price.currency,
          s.customer,
          s.payment_intent_metadata,
          nowSec(),
        );
        if (outcome === 'processing') {
          pi.status = 'processing';
          Object.assign(charge, { paid: false, status: 'pending' });
        }
        s.payment_intent = pi.id;
        s.payment_status = outcome === 'paid' ? 'paid' : 'unpaid';
        await store.put(pi);
        await store.put(charge);
        await store.put(s);
        events.push(event('checkout.session.completed', publicSession(s)));
        return events;
      }
      const start = nowSec();
      const sub: StoredObject = {
        id: stripeId('sub'),
        object: 'subscription',
        status: 'active',
        customer: s.customer,
        metadata: s.subscription_metadata ?? {},
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        start_date: start,
        created: start,
        latest_invoice: null,
        items: {
          object: 'list',
          data: [
            {
              id: stripeId('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: periodEnd(start, price),
              price,
              quantity: 1,
            },
          ],
        },
      };
      const invoice = await saveInvoice(sub, 'subscription_create', true);
      await store.put(sub);
      s.subscription = sub.id;
      s.payment_status = 'paid';
      await store.put(s);
      events.push(event('customer.subscription.created', sub));
      events.push(event('invoice.paid', publicInvoice(invoice, false)));
      events.push(event('checkout.session.completed', publicSession(s)));
      return events;
    },

    /** A delayed payment method succeeds or fails. */
    async settleAsyncPayment(sessionId: string, succeeded: boolean): Promise<Stripe.Event[]> {
      const s = await load(sessionId, 'checkout.session');
      const pi = await load(s.payment_intent as string, 'payment_intent');
      const charge = await load(pi.latest_charge as string, 'charge');
      if (succeeded) {
        pi.status = 'succeeded';
        Object.assign(charge, { paid: true, status: 'succeeded' });
        s.payment_status = 'paid';
      } else {
        pi.status = 'requires_payment_method';
        pi.last_payment_error = { code: 'payment_method_failed', message: 'The debit failed.' };
        Object.assign(charge, { paid: false, status: 'failed' });
      }
      await store.put(pi);
      await store.put(charge);
      await store.put(s);
      const type = succeeded
        ? 'checkout.session.async_payment_succeeded'
        : 'checkout.session.async_payment_failed';
      return [event(type, publicSession(s))];
    },

    async expireCheckout(sessionId: string): Promise<Stripe.Event[]> {
      const s = await load(sessionId, 'checkout.session');
      if (s.status !== 'open') {
        throw new StripeEngineError(400, 'parameter_invalid', 'Only open sessions can be expired.');
      }
      s.status = 'expired';
      await store.put(s);
      return [event('checkout.session.expired', publicSession(s))];
    },

    /** The next period is billed: paid, or declined (the subscription goes past due). */
    async renewSubscription(subId: string, outcome: 'paid' | 'failed'): Promise<Stripe.Event[]> {
      const sub = await load(subId, 'subscription');
      const item = (
        sub.items as {
          data: { current_period_start: number; current_period_end: number; price: PriceShape }[];
        }
      ).data[0]!;
      if (outcome === 'paid') {
        const start = item.current_period_end;
        item.current_period_start = start;
        item.current_period_end = periodEnd(start, item.price);
        sub.status = 'active';
      } else {
        sub.status = 'past_due';
      }
      const invoice = await saveInvoice(sub, 'subscription_cycle', outcome === 'paid');
      await store.put(sub);
      return [
        event(
          outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
          publicInvoice(invoice, false),
        ),
        event('customer.subscription.updated', sub),
      ];
    },

    /** The period ends: a cancelling subscription ends, another renews. */
    async endSubscriptionPeriod(subId: string): Promise<Stripe.Event[]> {
      const sub = await load(subId, 'subscription');
      if (!sub.cancel_at_period_end) return this.renewSubscription(subId, 'paid');
      Object.assign(sub, { status: 'canceled', ended_at: nowSec(), canceled_at: nowSec() });
      await store.put(sub);
      return [event('customer.subscription.deleted', sub)];
    },

    /**
     * What Stripe's clock does: every subscription whose period has ended renews (the test
     * card always pays) or, when it was cancelling, ends. Returns the events, oldest first.
     */
    async advanceDue(): Promise<Stripe.Event[]> {
      const events: Stripe.Event[] = [];
      for (const id of await store.liveSubscriptionIds()) {
        // A long pause may owe several periods; at most a year's worth at once.
        for (let i = 0; i < 400; i += 1) {
          const sub = await load(id, 'subscription');
          const item = (sub.items as { data: { current_period_end: number }[] }).data[0]!;
          if (sub.status === 'canceled' || item.current_period_end > nowSec()) break;
          events.push(...(await this.endSubscriptionPeriod(id)));
        }
      }
      return events;
    },

    async cancelSubscriptionNow(subId: string): Promise<Stripe.Event[]> {
      const sub = await load(subId, 'subscription');
      Object.assign(sub, { status: 'canceled', ended_at: nowSec(), canceled_at: nowSec() });
      await store.put(sub);
      return [event('customer.subscription.deleted', sub)];
    },

    /** Refunds part of a charge, or the rest of it. */
    async refundCharge(chargeId: string, amount?: number): Promise<Stripe.Event[]> {
      const charge = await load(chargeId, 'charge');
      const total = charge.amount as number;
      const already = charge.amount_refunded as number;
      const refund = Math.min(total - already, amount ?? total - already);
      if (refund <= 0) {
        throw new StripeEngineError(
          400,
          'parameter_invalid',
          'The charge is already fully refunded.',
        );
      }
      charge.amount_refunded = already + refund;
      charge.refunded = charge.amount_refunded === total;
      await store.put(charge);
      return [event('charge.refunded', charge)];
    },
  };
}
export type StripeEngine = ReturnType<typeof createStripeEngine>;
