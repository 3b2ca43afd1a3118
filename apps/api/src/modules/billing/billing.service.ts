import { randomUUID } from 'node:crypto';
import { messages, type PaymentDetails, type PaymentItem, type Subscription } from '@prd/contract';
import type Stripe from 'stripe';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { PaymentGateway } from '../../platform/payments/types.js';
import type { BillingAddressService } from '../users/billing-address.service.js';
import { createBillingRepository, type ListFilter } from './billing.repository.js';
import { createEntitlements, type Entitlements } from './entitlements.service.js';
import { createFulfilment } from './fulfilment.js';
import { createThrottle } from '../security/throttle.service.js';

const iso = (d: Date) => d.toISOString();

/** Calls that reach Stripe, per user and minute: a hostile client cannot spend our API quota. */
const CHECKOUTS_PER_MINUTE = { max: 10, windowSeconds: 60 };
const STRIPE_READS_PER_MINUTE = { max: 60, windowSeconds: 60 };

/** Stripe no longer knows the customer we kept (deleted in the dashboard, another account). */
const customerMissing = (err: unknown) => {
  const e = err as { code?: unknown; param?: unknown } | null;
  return e?.code === 'resource_missing' && e.param === 'customer';
};
const money = (cents: number) => Math.round(cents) / 100;
/** Who sent an event handed over inside this process (the test checkout's own events). */
const STRIPE_META: RequestMeta = { ip: 'payments', userAgent: null };

/** Stripe (or the test checkout) failed: the caller may try again; nothing was changed. */
async function upstream<T>(work: Promise<T>, log: Platform['log']): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError) throw err;
    log.error({ err }, 'payment provider call failed');
    throw new AppError('UPSTREAM_FAILED', messages.billing.paymentsUnavailable);
  }
}

export function createBillingService(
  deps: Pick<Platform, 'db' | 'config' | 'audit' | 'log' | 'clock' | 'limiter'>,
  gateway: PaymentGateway,
  billingAddress: Pick<BillingAddressService, 'save'>,
  entitlements: Entitlements = createEntitlements(deps.db, () => deps.clock.now()),
) {
  const repo = createBillingRepository(deps.db);
  const now = () => deps.clock.now();
  const throttle = createThrottle(deps.limiter, deps.audit);
  const fulfilment = createFulfilment({
    db: deps.db,
    gateway,
    repo,
    now,
    audit: deps.audit,
    saveAddress: async (userId, a) => {
      await billingAddress
        .save(userId, {
          address_line1: a.line1,
          address_line2: a.line2,
          city: a.city,
          state: a.state,
          zip: a.postalCode,
          country: a.country,
        })
        .catch((err: unknown) => deps.log.warn({ err }, 'billing address from checkout not saved'));
    },
  });
  const returnUrl = (outcome: 'success' | 'cancelled') =>
    `${deps.config.publicUrl}/settings/plancard?checkout=${outcome}&session_id={CHECKOUT_SESSION_ID}`;

  async function customerFor(user: { id: string; email: string; name: string }, fresh = false) {
    const known = fresh ? undefined : await repo.customerId(user.id);
    if (known) return known;
    const created = await gateway.createCustomer(
      { userId: user.id, email: user.email, name: user.name },
      fresh ? `customer-${user.id}-${randomUUID()}` : `customer-${user.id}`,
    );
    return fresh ? repo.replaceCustomer(user.id, created) : repo.saveCustomer(user.id, created);
  }

  return {
    gateway,
    fulfilment,

    /** A Checkout Session for a paid plan; Free and Custom plans have nothing to pay here. */
    async createCheckout(
      user: { id: string; email: string; name: string },
      body: { plan_id: number; mode: 'payment' | 'subscription' },
      meta: RequestMeta,
    ) {
      const plan = await repo.activePlan(body.plan_id);
      if (!plan) throw new AppError('NOT_FOUND', messages.billing.planNotFound);
      if (plan.priceCents === null) {
        throw new AppError('PLAN_NOT_PURCHASABLE', messages.billing.customPlanContact);
      }
      if (plan.priceCents <= 0) {
        throw new AppError('PLAN_NOT_PURCHASABLE', messages.billing.freePlanNoCheckout);
      }
      if (await repo.renewingAutoPay(user.id, now())) {
        throw new AppError('CONFLICT', messages.billing.alreadyAutoPay);
      }
      await throttle.take(
        { key: `checkout:${user.id}`, rule: CHECKOUTS_PER_MINUTE },
        meta,
        'checkout',
      );
      const session = await upstream(
        (async () => {
          const create = async (customerId: string) =>
            gateway.createCheckout(
              {
                mode: body.mode,
                customerId,
                userId: user.id,
                plan: {
                  id: plan.id,
                  name: plan.planName,
                  priceCents: plan.priceCents!,
                  currency: plan.currency,
                  durationDays: plan.durationDays,
                  priceId:
                    body.mode === 'subscription'
                      ? plan.stripePriceIdRecurring
                      : plan.stripePriceIdOneTime,
                },
                successUrl: returnUrl('success'),
                cancelUrl: returnUrl('cancelled'),
              },
              `checkout-${randomUUID()}`,
            );
          try {
            return await create(await customerFor(user));
          } catch (err) {
            if (!customerMissing(err)) throw err;
            return create(await customerFor(user, true));
          }
        })(),
        deps.log,
      );
      await repo.saveCheckout({
        id: session.id,
        userId: user.id,
        planId: plan.id,
        mode: body.mode,
      });
      await deps.audit.record(meta, {
        event: 'checkout_started',
        outcome: 'success',
        userId: user.id,
        details: { plan_id: plan.id, mode: body.mode },
      });
      return { checkout_url: session.url };
    },

    /** The return page: Stripe's state of the caller's checkout, fulfilled if it is paid. */
    async paymentDetails(
      userId: string,
      sessionId: string,
      meta: RequestMeta,
    ): Promise<PaymentDetails> {
      const ours = await repo.checkout(sessionId, userId);
      if (!ours) throw new AppError('NOT_FOUND', messages.billing.checkoutNotFound);
      await throttle.take(
        { key: `stripe-read:${userId}`, rule: STRIPE_READS_PER_MINUTE },
        meta,
        'payment_details',
      );
      const state = await upstream(fulfilment.syncCheckout(sessionId, null), deps.log);
      if (!state) throw new AppError('NOT_FOUND', messages.billing.checkoutNotFound);
      const plan = await repo.plan(deps.db, ours.planId);
      const { payment, grant } = await repo.bySession(deps.db, sessionId);
      const sub =
        ours.mode === 'subscription' && state.subscriptionId
          ? await repo.byStripeSubscription(deps.db, state.subscriptionId)
          : grant;
      let paymentStatus: PaymentDetails['payment_status'];
      if (payment?.status === 'refunded' || sub?.status === 'revoked') paymentStatus = 'refunded';
      else if (payment?.status === 'failed') paymentStatus = 'failed';
      else if (sub?.status === 'active') paymentStatus = 'paid';
      else if (state.status === 'expired') paymentStatus = 'failed';
      else paymentStatus = 'pending';
      const message = {
        paid: messages.billing.checkoutSuccess,
        pending: messages.billing.checkoutPending,
        failed: messages.billing.checkoutFailed,
        refunded: messages.billing.checkoutFailed,
      }[paymentStatus];
      return {
        session_id: sessionId,
        status: state.status,
        payment_status: paymentStatus,
        plan_name: plan?.planName ?? '',
        amount: money(state.amountCents),
        currency: state.currency,
        auto_payment: ours.mode === 'subscription',
        expiry_date: sub && paymentStatus === 'paid' ? iso(sub.currentPeriodEnd) : null,
        message,
      };
    },

    /** Stripe's webhook: a bad or stale signature changes nothing (400). */
    async handleWebhook(
      payload: Buffer,
      signature: string | undefined,
      meta: RequestMeta = STRIPE_META,
    ) {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no signature');
        event = gateway.verifyEvent(payload, signature);
      } catch {
        throw new AppError('BAD_REQUEST', messages.billing.badSignature);
      }
      const ref = { id: event.id, type: event.type };
      const objectId = (event.data.object as { id?: unknown }).id;
      const id = typeof objectId === 'string' ? objectId : '';
      await upstream(
        (async () => {
          if (event.type.startsWith('checkout.session.')) {
            await fulfilment.syncCheckout(id, ref);
          } else if (event.type.startsWith('invoice.')) {
            await fulfilment.syncInvoice(id, ref);
          } else if (event.type.startsWith('customer.subscription.')) {
            await fulfilment.syncSubscription(id, ref);
          } else if (event.type.startsWith('charge.dispute.')) {
            await fulfilment.syncDispute(id, ref, meta);
          } else if (event.type.startsWith('charge.')) {
            await fulfilment.syncCharge(id, ref);
          } else {
            await deps.db.transaction((tx) => repo.recordEvent(tx, ref.id, ref.type));
          }
        })(),
        deps.log,
      );
      return { received: true };
    },

    /** A user's own payments, or (admins) everyone's with filters. */
    async listPayments(
      caller: { id: string; role: 'User' | 'admin' },
      query: { page: number; page_size: number } & ListFilter,
    ) {
      const filter: ListFilter =
        caller.role === 'admin'
          ? { userId: query.userId, email: query.email, status: query.status }
          : { userId: caller.id, status: query.status };
      const { rows, total } = await repo.listPayments(
        filter,
        query.page_size,
        (query.page - 1) * query.page_size,
      );
      const items: PaymentItem[] = rows.map((r) => ({
        payment_id: r.id,
        user_name: r.userName,
        user_email: r.userEmail,
        amount: money(r.amountCents),
        currency: r.currency,
        payment_method: r.method,
        plan_name: r.planName,
        created_at: iso(r.createdAt),
        payment_status: r.status,
        auto_payment: r.autoPay,
      }));
      return { items, total_pages: Math.max(1, Math.ceil(total / query.page_size)) };
    },

    /** The paid plan the user holds now, or "Subscription not found". */
    async userSubscription(userId: string): Promise<Subscription> {
      const held = await entitlements.of(userId);
      const view = held.subscriptionId
        ? await repo.subscriptionView(userId, held.subscriptionId)
        : undefined;
      if (!view) throw new AppError('NOT_FOUND', messages.billing.subscriptionNotFound);
      return {
        plan_name: view.planName,
        user_name: view.userName,
        user_email: view.userEmail,
        created_at: iso(view.sub.currentPeriodStart),
        expiry_date: iso(view.sub.currentPeriodEnd),
        status: view.sub.status,
        auto_payment: view.sub.autoPay,
        cancel_at_period_end: view.sub.cancelAtPeriodEnd,
      };
    },

    async listSubscriptions(query: { page: number; page_size: number } & ListFilter) {
      const { rows, total } = await repo.listSubscriptions(
        query,
        query.page_size,
        (query.page - 1) * query.page_size,
      );
      return {
        items: rows.map((r) => ({
          id: r.sub.id,
          user_id: r.sub.userId,
          plan_name: r.planName,
          user_name: r.userName,
          user_email: r.userEmail,
          created_at: iso(r.sub.currentPeriodStart),
          expiry_date: iso(r.sub.currentPeriodEnd),
          status: r.sub.status,
          auto_payment: r.sub.autoPay,
          cancel_at_period_end: r.sub.cancelAtPeriodEnd,
        })),
        total_pages: Math.max(1, Math.ceil(total / query.page_size)),
      };
    },

    /** Auto-pay stops at the end of the period that is paid; the plan stays until then. */
    async cancelAutoPay(userId: string, meta: RequestMeta) {
      const sub = await repo.renewingAutoPay(userId, now());
      if (!sub?.stripeSubscriptionId) {
        throw new AppError('NOT_FOUND', messages.billing.subscriptionNotFound);
      }
      await throttle.take(
        { key: `stripe-read:${userId}`, rule: STRIPE_READS_PER_MINUTE },
        meta,
        'cancel_auto_pay',
      );
      const stripeId = sub.stripeSubscriptionId;
      await upstream(
        (async () => {
          // A fresh key each time: cancel, turn back on, cancel again must each reach Stripe.
          await gateway.cancelAtPeriodEnd(stripeId, `cancel-${stripeId}-${randomUUID()}`);
          await fulfilment.syncSubscription(stripeId, null);
        })(),
        deps.log,
      );
      await deps.audit.record(meta, {
        event: 'auto_pay_cancelled',
        outcome: 'success',
        userId,
        details: { subscription_id: sub.id },
      });
      return { message: messages.billing.autoPayCancelled };
    },

    /** Cancelled auto-pay turned back on while the paid period runs (Stripe: renew again). */
    async resumeAutoPay(userId: string, meta: RequestMeta) {
      const sub = await repo.resumableAutoPay(userId, now());
      if (!sub?.stripeSubscriptionId) {
        throw new AppError('NOT_FOUND', messages.billing.nothingToResume);
      }
      await throttle.take(
        { key: `stripe-read:${userId}`, rule: STRIPE_READS_PER_MINUTE },
        meta,
        'resume_auto_pay',
      );
      const stripeId = sub.stripeSubscriptionId;
      await upstream(
        (async () => {
          await gateway.resumeAtPeriodEnd(stripeId, `resume-${stripeId}-${randomUUID()}`);
          await fulfilment.syncSubscription(stripeId, null);
        })(),
        deps.log,
      );
      await deps.audit.record(meta, {
        event: 'auto_pay_resumed',
        outcome: 'success',
        userId,
        details: { subscription_id: sub.id },
      });
      return { message: messages.billing.autoPayResumed };
    },

    /** Where the browser goes after the test checkout (Stripe's return addresses). */
    returnUrlFor(outcome: 'success' | 'cancelled', sessionId: string) {
      return returnUrl(outcome).replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
    },

    /** The built-in test checkout's page address for a session. */
    testCheckoutUrl: (sessionId: string) =>
      `${deps.config.publicUrl}/checkout/test?session_id=${encodeURIComponent(sessionId)}`,

    ownedCheckout: (userId: string, sessionId: string) => repo.checkout(sessionId, userId),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
