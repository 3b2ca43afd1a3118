import { randomUUID } from 'node:crypto';
import { messages, type PaymentDetails } from '@prd/contract';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  CHECKOUTS_PER_MINUTE,
  STRIPE_READS_PER_MINUTE,
  iso,
  money,
  upstream,
  type BillingKit,
} from './billing-kit.js';

/** Stripe no longer knows the customer we kept (deleted in the dashboard, another account). */
const customerMissing = (err: unknown) => {
  const e = err as { code?: unknown; param?: unknown } | null;
  return e?.code === 'resource_missing' && e.param === 'customer';
};

/** Paying for a plan: the Checkout Session, and its state on the return page. */
export function createCheckouts(kit: BillingKit) {
  const { deps, gateway, repo, now, throttle, fulfilment } = kit;
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
