import type Stripe from 'stripe';
import type { CheckoutDeps, EngineDeps } from './engine-deps.js';
import {
  as,
  DEFAULT_ADDRESS,
  paymentIntent,
  periodEnd,
  priceOf,
  publicInvoice,
  publicSession,
  type Address,
  type PriceShape,
} from './objects.js';
import { StripeEngineError, stripeId, type StoredObject } from './store.js';

/** The Checkout Session calls of Stripe's API: create, retrieve, list. */
export function checkoutSessionCalls({
  store,
  nowSec,
  load,
  expand,
  prices,
  baseUrl,
}: CheckoutDeps) {
  return {
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
        url: `${baseUrl}?session_id=${id}`,
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
  };
}

/** What the customer does on the checkout page, and what a delayed payment method then does. */
export function checkoutSteps({ store, nowSec, load, event, saveInvoice }: EngineDeps) {
  return {
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
  };
}
