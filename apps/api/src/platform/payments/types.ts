import type Stripe from 'stripe';

/** The Stripe API version every call and every event is read in (periods on subscription items). */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export interface BillingAddressState {
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
}

/** One charge attempt as far as billing needs it (a PaymentIntent and its latest charge). */
export interface PaymentState {
  paymentIntentId: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
  currency: string;
  amountRefundedCents: number;
  /** card, us_bank_account, sepa_debit … */
  method: string;
  /** The charge's latest dispute (a chargeback or an inquiry), if it was ever disputed. */
  dispute: { id: string; outcome: DisputeOutcome } | null;
}

/** Where a dispute stands: the bank has not decided, or it decided for us or for the payer. */
export type DisputeOutcome = 'open' | 'won' | 'lost';

export interface DisputeState {
  id: string;
  paymentIntentId: string | null;
  outcome: DisputeOutcome;
}

export interface CheckoutState {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountCents: number;
  currency: string;
  address: BillingAddressState | null;
  subscriptionId: string | null;
  /** Payment mode: the PaymentIntent once there is one. */
  payment: PaymentState | null;
}

export interface SubscriptionState {
  id: string;
  status: Stripe.Subscription.Status;
  userId: string | null;
  planId: number | null;
  cancelAtPeriodEnd: boolean;
  periodStart: Date;
  periodEnd: Date;
  latestInvoiceId: string | null;
}

export interface InvoiceState {
  id: string;
  status: Stripe.Invoice.Status | null;
  subscriptionId: string | null;
  amountCents: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
  payment: PaymentState | null;
}

export interface CheckoutInput {
  mode: 'payment' | 'subscription';
  customerId: string;
  userId: string;
  plan: {
    id: number;
    name: string;
    priceCents: number;
    currency: string;
    durationDays: number;
    priceId: string | null;
  };
  successUrl: string;
  cancelUrl: string;
}

/**
 * What billing asks of Stripe: create, then re-read state (never trust an event's copy).
 * `null` from a read means Stripe has no such object. Implemented by the real Stripe client
 * and by the built-in test checkout (platform/payments/sandbox).
 */
export interface PaymentGateway {
  kind: 'stripe' | 'sandbox';
  createCustomer(
    input: { userId: string; email: string; name: string },
    idempotencyKey: string,
  ): Promise<string>;
  createCheckout(
    input: CheckoutInput,
    idempotencyKey: string,
  ): Promise<{ id: string; url: string }>;
  checkout(id: string): Promise<CheckoutState | null>;
  checkoutIdByPaymentIntent(paymentIntentId: string): Promise<string | null>;
  subscription(id: string): Promise<SubscriptionState | null>;
  invoice(id: string): Promise<InvoiceState | null>;
  /** The PaymentIntent a charge belongs to. */
  chargePaymentIntent(chargeId: string): Promise<string | null>;
  dispute(id: string): Promise<DisputeState | null>;
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** Undoes cancelAtPeriodEnd while the period runs: the subscription renews again. */
  resumeAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** Checks the `Stripe-Signature` header (300 s tolerance); throws when it does not match. */
  verifyEvent(payload: Buffer, signature: string): Stripe.Event;
}
