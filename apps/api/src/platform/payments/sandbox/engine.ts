import type Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../types.js';
import { checkoutSessionCalls, checkoutSteps } from './checkout-steps.js';
import { as, invoiceFor, publicInvoice, type PriceShape } from './objects.js';
import { StripeEngineError, stripeId, type StoredObject, type StripeObjectStore } from './store.js';
import { disputeSteps } from './disputes.js';
import { subscriptionSteps } from './subscription-steps.js';

export {
  memoryStore,
  StripeEngineError,
  type StoredObject,
  type StripeObjectStore,
} from './store.js';
interface StripeEngineOptions {
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

  const deps = { store, nowSec, load, expand, event, saveInvoice };
  return {
    event,
    ...disputeSteps({ store, nowSec, load, event }),
    ...checkoutSessionCalls({ ...deps, prices, baseUrl: opts.baseUrl }),
    ...checkoutSteps(deps),
    ...subscriptionSteps(deps),

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
