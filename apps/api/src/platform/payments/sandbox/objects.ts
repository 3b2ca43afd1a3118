import type Stripe from 'stripe';
import { StripeEngineError, stripeId, type StoredObject } from './store.js';

export interface Address {
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  country: string;
}

/** What a line item says: one price, inline or registered. */
export interface PriceShape {
  id: string;
  object: 'price';
  currency: string;
  unit_amount: number;
  recurring: { interval: 'day' | 'month' | 'week' | 'year'; interval_count: number } | null;
  product_name: string;
}

export const INTERVAL_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;

// The engine builds realistic subsets of Stripe's objects; this is the one place they are cast.
export const as = <T>(obj: unknown) => obj as T;

/** The price a line item names: registered (`price`) or inline (`price_data`). */
export function priceOf(
  item: Stripe.Checkout.SessionCreateParams.LineItem,
  prices: Map<string, PriceShape>,
): PriceShape {
  if (item.price) {
    const known = prices.get(item.price);
    if (!known) {
      throw new StripeEngineError(404, 'resource_missing', `No such price: '${item.price}'`);
    }
    return known;
  }
  const data = item.price_data;
  if (!data?.currency || typeof data.unit_amount !== 'number' || data.unit_amount < 0) {
    throw new StripeEngineError(400, 'parameter_missing', 'Missing price data', 'line_items');
  }
  const interval = data.recurring?.interval;
  if (
    data.recurring &&
    !(interval === 'day' || interval === 'week' || interval === 'month' || interval === 'year')
  ) {
    throw new StripeEngineError(400, 'parameter_invalid', 'Invalid interval', 'line_items');
  }
  const recurring =
    data.recurring && interval
      ? {
          interval: interval as keyof typeof INTERVAL_DAYS,
          interval_count: Number(data.recurring.interval_count ?? 1),
        }
      : null;
  return {
    id: stripeId('price'),
    object: 'price',
    currency: data.currency,
    unit_amount: Number(data.unit_amount),
    recurring,
    product_name: data.product_data?.name ?? 'Plan',
  };
}

/** A PaymentIntent and its charge, succeeded (callers turn them into other states). */
export function paymentIntent(
  amount: number,
  currency: string,
  customer: unknown,
  meta: unknown,
  nowSec: number,
) {
  const pi: StoredObject = {
    id: stripeId('pi'),
    object: 'payment_intent',
    amount,
    currency,
    customer,
    metadata: meta ?? {},
    status: 'succeeded',
    payment_method_types: ['card'],
    last_payment_error: null,
    latest_charge: null,
    created: nowSec,
  };
  const charge: StoredObject = {
    id: stripeId('ch'),
    object: 'charge',
    amount,
    amount_refunded: 0,
    currency,
    customer,
    paid: true,
    refunded: false,
    disputed: false,
    status: 'succeeded',
    payment_intent: pi.id,
    payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    created: nowSec,
  };
  pi.latest_charge = charge.id;
  return { pi, charge };
}

export function periodEnd(start: number, price: PriceShape) {
  const r = price.recurring ?? { interval: 'day' as const, interval_count: 30 };
  return start + INTERVAL_DAYS[r.interval] * r.interval_count * 86_400;
}

/** The invoice of a subscription's current period, with its PaymentIntent and charge. */
export function invoiceFor(sub: StoredObject, reason: string, paid: boolean, nowSec: number) {
  const item = (
    sub.items as {
      data: { current_period_start: number; current_period_end: number; price: PriceShape }[];
    }
  ).data[0]!;
  const { pi, charge } = paymentIntent(
    item.price.unit_amount,
    item.price.currency,
    sub.customer,
    sub.metadata,
    nowSec,
  );
  if (!paid) {
    pi.status = 'requires_payment_method';
    pi.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
    Object.assign(charge, { paid: false, status: 'failed' });
  }
  const invoice: StoredObject = {
    id: stripeId('in'),
    object: 'invoice',
    customer: sub.customer,
    status: paid ? 'paid' : 'open',
    billing_reason: reason,
    amount_due: item.price.unit_amount,
    amount_paid: paid ? item.price.unit_amount : 0,
    currency: item.price.currency,
    created: nowSec,
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount: item.price.unit_amount,
          period: { start: item.current_period_start, end: item.current_period_end },
        },
      ],
    },
    status_transitions: { paid_at: paid ? nowSec : null },
    payments_list: {
      object: 'list',
      data: [
        {
          id: stripeId('inpay'),
          object: 'invoice_payment',
          status: paid ? 'paid' : 'open',
          payment: { type: 'payment_intent', payment_intent: pi.id },
        },
      ],
    },
  };
  return { invoice, pi, charge };
}

/** Stripe includes an invoice's payments only when asked (`expand[]=payments`). */
export function publicInvoice(inv: StoredObject, withPayments: boolean): StoredObject {
  const { payments_list: list, ...rest } = inv;
  return withPayments ? { ...rest, payments: list } : rest;
}

export const DEFAULT_ADDRESS: Address = {
  line1: '354 Oyster Point Blvd',
  line2: null,
  city: 'South San Francisco',
  state: 'CA',
  postal_code: '94080',
  country: 'US',
};

/** A session as Stripe shows it (without the engine's own bookkeeping fields). */
export function publicSession(s: StoredObject): StoredObject {
  const {
    line_item_price: _p,
    subscription_metadata: _s,
    payment_intent_metadata: _m,
    ...rest
  } = s;
  return rest;
}
