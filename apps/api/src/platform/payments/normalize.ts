import type Stripe from 'stripe';
import type {
  BillingAddressState,
  CheckoutState,
  DisputeOutcome,
  DisputeState,
  InvoiceState,
  PaymentState,
  SubscriptionState,
} from './types.js';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const date = (unixSeconds: number) => new Date(unixSeconds * 1000);

function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userIdOf = (value: string | undefined) => (value && UUID.test(value) ? value : null);

function addressOf(
  details: Stripe.Checkout.Session['customer_details'],
): BillingAddressState | null {
  const a = details?.address;
  if (!a?.line1 || !a.city || !a.postal_code || !a.country) return null;
  return {
    line1: a.line1,
    line2: a.line2 || null,
    city: a.city,
    state: a.state || null,
    postalCode: a.postal_code,
    country: a.country,
  };
}

/** A dispute decided for us (or an inquiry closed, or prevented) is won; `lost` is lost. */
function disputeOutcome(status: Stripe.Dispute.Status): DisputeOutcome {
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'won';
  return status === 'lost' ? 'lost' : 'open';
}

export function disputeState(d: Stripe.Dispute): DisputeState {
  return { id: d.id, paymentIntentId: idOf(d.payment_intent), outcome: disputeOutcome(d.status) };
}

/** Whether a PaymentIntent's latest charge (expanded) was ever disputed: its disputes are read. */
export const chargeDisputed = (pi: Stripe.PaymentIntent | null) =>
  pi !== null && typeof pi.latest_charge === 'object' && pi.latest_charge?.disputed === true;

/**
 * A PaymentIntent (with its latest charge expanded) as billing sees it, with the charge's latest
 * dispute when it has one.
 */
function paymentState(
  pi: Stripe.PaymentIntent,
  dispute: Stripe.Dispute | null = null,
): PaymentState {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const failed =
    pi.status === 'canceled' ||
    charge?.status === 'failed' ||
    (pi.status === 'requires_payment_method' && pi.last_payment_error != null);
  return {
    paymentIntentId: pi.id,
    status: pi.status === 'succeeded' ? 'succeeded' : failed ? 'failed' : 'pending',
    amountCents: pi.amount,
    currency: pi.currency,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    method: charge?.payment_method_details?.type ?? pi.payment_method_types?.[0] ?? 'card',
    dispute: dispute && { id: dispute.id, outcome: disputeOutcome(dispute.status) },
  };
}

/** A Checkout Session, read with `payment_intent.latest_charge` expanded. */
export function checkoutState(
  s: Stripe.Checkout.Session,
  dispute: Stripe.Dispute | null = null,
): CheckoutState {
  const pi = typeof s.payment_intent === 'object' ? s.payment_intent : null;
  return {
    id: s.id,
    mode: s.mode === 'subscription' ? 'subscription' : 'payment',
    status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
    paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
    amountCents: s.amount_total ?? 0,
    currency: s.currency ?? 'usd',
    address: addressOf(s.customer_details),
    subscriptionId: idOf(s.subscription),
    payment: pi ? paymentState(pi, dispute) : null,
  };
}

/** Since API 2025-03-31 the billing period lives on the subscription's items. */
export function subscriptionState(sub: Stripe.Subscription): SubscriptionState {
  const item = sub.items.data[0];
  const start = item?.current_period_start ?? sub.start_date;
  const end = item?.current_period_end ?? sub.start_date;
  return {
    id: sub.id,
    status: sub.status,
    userId: userIdOf(sub.metadata?.user_id),
    planId: positiveInt(sub.metadata?.plan_id),
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at != null,
    periodStart: date(start),
    periodEnd: date(end),
    latestInvoiceId: idOf(sub.latest_invoice),
  };
}

/** The PaymentIntent that paid (or is paying) an invoice, from its expanded `payments`. */
export function invoicePaymentIntentId(inv: Stripe.Invoice): string | null {
  const list = inv.payments?.data ?? [];
  const chosen = list.find((p) => p.status === 'paid') ?? list[0];
  return idOf(chosen?.payment?.payment_intent);
}

export function invoiceState(
  inv: Stripe.Invoice,
  pi: Stripe.PaymentIntent | null,
  dispute: Stripe.Dispute | null = null,
): InvoiceState {
  const period = inv.lines?.data?.[0]?.period ?? { start: inv.period_start, end: inv.period_end };
  return {
    id: inv.id ?? '',
    status: inv.status,
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    amountCents: inv.status === 'paid' ? inv.amount_paid : inv.amount_due,
    currency: inv.currency,
    periodStart: date(period.start),
    periodEnd: date(period.end),
    createdAt: date(inv.created),
    payment: pi ? paymentState(pi, dispute) : null,
  };
}
