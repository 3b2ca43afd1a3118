import type { Db } from '../../db/client.js';
import type {
  BillingAddressState,
  CheckoutState,
  InvoiceState,
  PaymentGateway,
  PaymentState,
  SubscriptionState,
} from '../../platform/payments/types.js';
import type { BillingRepository, PaymentRow, SubscriptionRow } from './billing.repository.js';

const DAY_MS = 86_400_000;

/** An event being applied, or null when state is synced on a read (the return page). */
export type EventRef = { id: string; type: string } | null;

type PaymentStatus = PaymentRow['status'];
type GrantStatus = SubscriptionRow['status'];

/** What the money did: refunds count over what was charged. */
function paymentStatusOf(p: Pick<PaymentState, 'status' | 'amountCents' | 'amountRefundedCents'>) {
  if (p.status !== 'succeeded') return p.status satisfies PaymentStatus;
  if (p.amountRefundedCents >= p.amountCents && p.amountCents > 0) return 'refunded';
  return p.amountRefundedCents > 0 ? 'partially_refunded' : 'succeeded';
}

/** Stripe's subscription status in ours; only `active` grants the plan. */
export function grantStatusOf(status: SubscriptionState['status']): GrantStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'pending';
    default:
      return 'canceled';
  }
}

function invoicePaymentStatus(inv: InvoiceState): PaymentStatus | null {
  if (inv.status === 'paid') {
    return inv.payment ? paymentStatusOf({ ...inv.payment, status: 'succeeded' }) : 'succeeded';
  }
  if (inv.status === 'open') return inv.payment?.status === 'failed' ? 'failed' : 'pending';
  if (inv.status === 'void' || inv.status === 'uncollectible') return 'failed';
  return null;
}

export interface FulfilmentDeps {
  db: Db;
  gateway: PaymentGateway;
  repo: BillingRepository;
  now: () => Date;
  saveAddress: (userId: string, address: BillingAddressState) => Promise<void>;
}

/**
 * Brings our billing rows to Stripe's state. Every path re-reads the objects from Stripe (an
 * event's copy may be old, events arrive in any order) and writes in one transaction that also
 * records the event id, so a replay changes nothing and any order ends in the same rows.
 */
export function createFulfilment(deps: FulfilmentDeps) {
  const { db, gateway, repo, now } = deps;

  const recordOnly = async (event: EventRef) => {
    if (event) await db.transaction((tx) => repo.recordEvent(tx, event.id, event.type));
  };

  /** Runs `apply` once per event (false: already applied), serialised per user. */
  const once = (event: EventRef, userId: string, apply: (tx: Db) => Promise<void>) =>
    db.transaction(async (tx) => {
      if (event && !(await repo.recordEvent(tx, event.id, event.type))) return false;
      await repo.lockUser(tx, userId);
      await apply(tx);
      return true;
    });

  async function applyOneTime(tx: Db, state: CheckoutState, userId: string, planId: number) {
    const p = state.payment;
    const status = p ? paymentStatusOf(p) : null;
    const existing = await repo.bySession(tx, state.id);
    let grant = existing.grant;
    const paid = status === 'succeeded' || status === 'partially_refunded' || status === 'refunded';
    if (!grant && paid) {
      const plan = await repo.plan(tx, planId);
      if (!plan) return;
      // Buying the plan one holds again extends it; another plan starts now.
      const current = await repo.latestGrantOfPlan(tx, userId, planId, now());
      const start = current ? current.currentPeriodEnd : now();
      [grant] = await repo.insertGrant(tx, {
        userId,
        planId,
        status: 'active',
        autoPay: false,
        currentPeriodStart: start,
        currentPeriodEnd: new Date(start.getTime() + plan.durationDays * DAY_MS),
        stripeCheckoutSessionId: state.id,
      });
    }
    if (grant && status === 'refunded' && grant.status !== 'revoked') {
      await repo.updateGrant(tx, grant.id, { status: 'revoked' });
    }
    if (p && status) {
      await repo.upsertPayment(
        tx,
        {
          userId,
          planId,
          subscriptionId: grant?.id ?? null,
          amountCents: p.amountCents,
          currency: p.currency,
          method: p.method,
          status,
          autoPay: false,
          amountRefundedCents: p.amountRefundedCents,
          stripeCheckoutSessionId: state.id,
          stripePaymentIntentId: p.paymentIntentId,
        },
        'session',
      );
    }
  }

  async function applySubscription(
    tx: Db,
    s: SubscriptionState,
    userId: string,
    planId: number,
    invoices: InvoiceState[],
  ) {
    const status = grantStatusOf(s.status);
    const existing = await repo.byStripeSubscription(tx, s.id);
    const samePeriod = existing?.currentPeriodStart.getTime() === s.periodStart.getTime();
    const fields = {
      status: existing?.status === 'revoked' && samePeriod ? ('revoked' as const) : status,
      autoPay: !s.cancelAtPeriodEnd && status !== 'canceled',
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      currentPeriodStart: s.periodStart,
      currentPeriodEnd: s.periodEnd,
    };
    let row = existing;
    if (row) await repo.updateGrant(tx, row.id, fields);
    else {
      [row] = await repo.insertGrant(tx, { userId, planId, stripeSubscriptionId: s.id, ...fields });
      row ??= await repo.byStripeSubscription(tx, s.id);
    }
    if (!row) return;
    for (const inv of invoices) {
      const payStatus = invoicePaymentStatus(inv);
      if (!payStatus) continue;
      await repo.upsertPayment(
        tx,
        {
          userId,
          planId,
          subscriptionId: row.id,
          amountCents: inv.amountCents,
          currency: inv.currency,
          method: inv.payment?.method ?? 'card',
          status: payStatus,
          autoPay: true,
          amountRefundedCents: inv.payment?.amountRefundedCents ?? 0,
          stripeInvoiceId: inv.id,
          stripePaymentIntentId: inv.payment?.paymentIntentId ?? null,
          createdAt: inv.createdAt,
        },
        'invoice',
      );
      if (payStatus === 'refunded' && inv.periodStart.getTime() === s.periodStart.getTime()) {
        await repo.updateGrant(tx, row.id, { status: 'revoked' });
      }
    }
  }

  const fulfilment = {
    /** A checkout: one-time payments here, auto-pay through its subscription. */
    async syncCheckout(sessionId: string, event: EventRef): Promise<CheckoutState | null> {
      const ours = await repo.checkout(sessionId);
      const state = ours ? await gateway.checkout(sessionId) : null;
      if (!ours || !state) {
        await recordOnly(event);
        return state;
      }
      if (state.mode === 'subscription') {
        if (state.subscriptionId) await fulfilment.syncSubscription(state.subscriptionId, event);
        else await recordOnly(event);
      } else {
        await once(event, ours.userId, (tx) => applyOneTime(tx, state, ours.userId, ours.planId));
      }
      if (state.status === 'complete' && state.address) {
        await deps.saveAddress(ours.userId, state.address);
      }
      return state;
    },

    /** An auto-pay subscription, with its latest invoice and any invoice named by the event. */
    async syncSubscription(subscriptionId: string, event: EventRef, invoiceId?: string) {
      const s = await gateway.subscription(subscriptionId);
      if (!s?.userId || !s.planId) return recordOnly(event);
      const ids = new Set([invoiceId, s.latestInvoiceId].filter((id): id is string => !!id));
      const invoices = (await Promise.all([...ids].map((id) => gateway.invoice(id)))).filter(
        (inv): inv is InvoiceState => inv?.subscriptionId === s.id,
      );
      const { userId, planId } = s;
      const known = await db.transaction(
        async (tx) =>
          (await repo.userExists(tx, userId)) && (await repo.plan(tx, planId)) !== undefined,
      );
      if (!known) return recordOnly(event);
      await once(event, userId, (tx) => applySubscription(tx, s, userId, planId, invoices));
    },

    async syncInvoice(invoiceId: string, event: EventRef) {
      const inv = await gateway.invoice(invoiceId);
      if (!inv?.subscriptionId) return recordOnly(event);
      await fulfilment.syncSubscription(inv.subscriptionId, event, invoiceId);
    },

    /** A refund: found through our payment, else through Stripe's checkout for the intent. */
    async syncCharge(chargeId: string, event: EventRef) {
      const intent = await gateway.chargePaymentIntent(chargeId);
      if (!intent) return recordOnly(event);
      const local = await repo.paymentByIntent(intent);
      if (local?.stripeInvoiceId) return fulfilment.syncInvoice(local.stripeInvoiceId, event);
      const sessionId =
        local?.stripeCheckoutSessionId ?? (await gateway.checkoutIdByPaymentIntent(intent));
      if (!sessionId) return recordOnly(event);
      await fulfilment.syncCheckout(sessionId, event);
    },
  };
  return fulfilment;
}
export type Fulfilment = ReturnType<typeof createFulfilment>;
