import { randomUUID } from 'node:crypto';
import { messages, type PaymentItem, type Subscription } from '@prd/contract';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ListFilter } from './billing.repository.js';
import type { Entitlements } from './entitlements.service.js';
import { STRIPE_READS_PER_MINUTE, iso, money, upstream, type BillingKit } from './billing-kit.js';

/** The plans people hold and pay for: views, lists, and auto-pay turned off and on. */
export function createSubscriptions(kit: BillingKit, entitlements: Entitlements) {
  const { deps, gateway, repo, now, throttle, fulfilment } = kit;

  /** Turns renewal off or on at Stripe, then reads the subscription back. */
  async function setRenewal(
    userId: string,
    meta: RequestMeta,
    sub: { id: number | string; stripeSubscriptionId: string },
    turn: 'cancel' | 'resume',
  ) {
    await throttle.take(
      { key: `stripe-read:${userId}`, rule: STRIPE_READS_PER_MINUTE },
      meta,
      `${turn}_auto_pay`,
    );
    const stripeId = sub.stripeSubscriptionId;
    await upstream(
      (async () => {
        // A fresh key each time: cancel, turn back on, cancel again must each reach Stripe.
        if (turn === 'cancel') {
          await gateway.cancelAtPeriodEnd(stripeId, `cancel-${stripeId}-${randomUUID()}`);
        } else {
          await gateway.resumeAtPeriodEnd(stripeId, `resume-${stripeId}-${randomUUID()}`);
        }
        await fulfilment.syncSubscription(stripeId, null);
      })(),
      deps.log,
    );
    await deps.audit.record(meta, {
      event: turn === 'cancel' ? 'auto_pay_cancelled' : 'auto_pay_resumed',
      outcome: 'success',
      userId,
      details: { subscription_id: sub.id },
    });
  }

  return {
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
      await setRenewal(
        userId,
        meta,
        { id: sub.id, stripeSubscriptionId: sub.stripeSubscriptionId },
        'cancel',
      );
      return { message: messages.billing.autoPayCancelled };
    },

    /** Cancelled auto-pay turned back on while the paid period runs (Stripe: renew again). */
    async resumeAutoPay(userId: string, meta: RequestMeta) {
      const sub = await repo.resumableAutoPay(userId, now());
      if (!sub?.stripeSubscriptionId) {
        throw new AppError('NOT_FOUND', messages.billing.nothingToResume);
      }
      await setRenewal(
        userId,
        meta,
        { id: sub.id, stripeSubscriptionId: sub.stripeSubscriptionId },
        'resume',
      );
      return { message: messages.billing.autoPayResumed };
    },
  };
}
