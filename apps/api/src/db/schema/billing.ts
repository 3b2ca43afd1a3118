import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { plans, users } from './accounts.js';

/** The Stripe customer of a user (created once, reused by every checkout). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** A Checkout Session we created: whose it is and what it sells (owner checks, return page). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A plan held for a period: one per one-time purchase (its Checkout Session), one per auto-pay
 * Stripe subscription (its period moves on at each renewal). Rows mirror Stripe's state.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', {
      enum: ['active', 'pending', 'past_due', 'canceled', 'expired', 'revoked', 'disputed'],
    }).notNull(),
    autoPay: boolean('auto_pay').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.currentPeriodStart)],
);

/** Money received (or being received): one per one-time checkout, one per paid invoice. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the person's account is deleted: the payment stays for the accounts (the law
     * keeps it), detached from them.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    status: text('status', {
      enum: [
        'succeeded',
        'pending',
        'failed',
        'refunded',
        'partially_refunded',
        'disputed',
        'dispute_lost',
      ],
    }).notNull(),
    autoPay: boolean('auto_pay').notNull(),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    index('payments_intent_idx').on(t.stripePaymentIntentId),
  ],
);

/** Uploads used in one period of one grant; a new period (renewal, new plan) starts at zero. */
export const usagePeriods = pgTable(
  'usage_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `sub:<subscription id>:<period start>` or `base:<plan id>:<window>`. */
    periodKey: text('period_key').notNull(),
    planId: integer('plan_id').references(() => plans.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [uniqueIndex('usage_periods_key_unique').on(t.userId, t.periodKey)],
);

/** Stripe events already applied: recorded in the transaction of their effect. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The embedded test checkout's Stripe-shaped objects (no Stripe key configured). */
export const sandboxStripeObjects = pgTable(
  'sandbox_stripe_objects',
  {
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    paymentIntent: text('payment_intent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_stripe_objects_intent_idx').on(t.paymentIntent)],
);
