import { z } from './zod.js';
import { pageQuery, paged, strictBody } from './common.js';

/** One-time payment or auto-pay (a Stripe subscription). */
export const checkoutMode = z.enum(['payment', 'subscription']);
export type CheckoutModeValue = z.infer<typeof checkoutMode>;

export const checkoutRequest = strictBody({
  plan_id: z.coerce.number().int().positive().max(2_147_483_647),
  mode: checkoutMode,
});
export const checkoutResponse = z.object({ checkout_url: z.string() });

/** A Checkout Session id (ours or Stripe's): letters, digits and underscores. */
export const checkoutSessionId = z
  .string()
  .min(3)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, 'Invalid session id');

export const sessionIdQuery = z.object({ session_id: checkoutSessionId });

/** What the return page shows about one checkout (owner only). */
export const paymentDetails = z.object({
  session_id: z.string(),
  /** open: not finished yet; complete: paid or being confirmed; expired: abandoned. */
  status: z.enum(['open', 'complete', 'expired']),
  /** paid, or unpaid while a delayed method confirms (pending), or failed. */
  payment_status: z.enum(['paid', 'pending', 'failed', 'refunded']),
  plan_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  auto_payment: z.boolean(),
  /** When the plan's allowance ends (null until fulfilled). */
  expiry_date: z.string().nullable(),
  message: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;

/** Payment item (spec section 3). Amount in the currency's units (19.5 = $19.50). */
export const paymentItem = z.object({
  payment_id: z.string(),
  /** Null once the person's account was deleted (the payment stays for the accounts). */
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  payment_method: z.string(),
  plan_name: z.string(),
  created_at: z.string(),
  payment_status: z.string(),
  auto_payment: z.boolean(),
});
export type PaymentItem = z.infer<typeof paymentItem>;

export const paymentStatus = z.enum([
  'succeeded',
  'pending',
  'failed',
  'refunded',
  'partially_refunded',
  'disputed',
  'dispute_lost',
]);

/** A user sees their own payments; an admin sees everyone's and may filter. */
export const paymentsQuery = z.object({
  ...pageQuery,
  status: paymentStatus.optional(),
  user_id: z.uuid().optional(),
  /** Part of the payer's email (admins). */
  email: z.string().trim().min(1).max(254).optional(),
});
export const paymentsResponse = paged(paymentItem);

/** Subscription (spec section 3), with its state for the badge and the auto-pay control. */
export const subscription = z.object({
  plan_name: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  created_at: z.string(),
  expiry_date: z.string(),
  status: z.string(),
  auto_payment: z.boolean(),
  /** Auto-pay was cancelled: the plan ends with the period (it can be turned back on). */
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

export const subscriptionStatus = z.enum([
  'active',
  'past_due',
  'canceled',
  'expired',
  'revoked',
  'disputed',
]);

export const adminSubscription = subscription.extend({
  id: z.string(),
  user_id: z.string(),
});
export const subscriptionsQuery = z.object({
  ...pageQuery,
  status: subscriptionStatus.optional(),
  user_id: z.uuid().optional(),
  email: z.string().trim().min(1).max(254).optional(),
});
export const subscriptionsResponse = paged(adminSubscription);

/** The built-in test checkout page (no Stripe key): what is being bought. */
export const testCheckout = z.object({
  session_id: z.string(),
  plan_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  mode: checkoutMode,
  duration: z.number().int(),
  status: z.enum(['open', 'complete', 'expired']),
  customer_email: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckout>;
export const testCheckoutResult = z.object({ redirect_url: z.string() });
