import type { Db } from '../../db/client.js';
import type { AuditService, RequestMeta } from '../../platform/audit/index.js';
import type {
  BillingAddressState,
  CheckoutState,
  DisputeState,
  InvoiceState,
  PaymentGateway,
  PaymentState,
  SubscriptionState,
} from '../../platform/payments/types.js';
import type { BillingRepository, PaymentRow, SubscriptionRow } from './billing.repository.js';

const DAY_MS = 86_400_000;

/** An event being applied, or null when state is synced on a read (the return page). */
type EventRef = { id: string; type: string } | null;

type PaymentStatus = PaymentRow['status'];
type GrantStatus = SubscriptionRow['status'];

/**
 * What the money did: a dispute the bank has not decided, or decided for the payer, says so;
 * refunds count over what was charged (a partial refund keeps the plan).
 */
function paymentStatusOf(
  p: Pick<PaymentState, 'status' | 'amountCents' | 'amountRefundedCents' | 'dispute'>,
): PaymentStatus {
  if (p.status !== 'succeeded') return p.status satisfies PaymentStatus;
  if (p.dispute?.outcome === 'open') return 'disputed';
  if (p.dispute?.outcome === 'lost') return 'dispute_lost';
  if (p.amountRefundedCents >= p.amountCents && p.amountCents > 0) return 'refunded';
  return p.amountRefundedCents > 0 ? 'partially_refunded' : 'succeeded';
}

/** Stripe's subscription status in ours; only `active` grants the plan. */
function grantStatusOf(status: SubscriptionState['status']): GrantStatus {
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

/** The money is gone for good: a full refund, or a dispute the payer won. */
const moneyReturned = (status: PaymentStatus | null) =>
  status === 'refunded' || status === 'dispute_lost';

/**
 * What a one-time purchase's payment does to its grant: money returned revokes it, an open
 * dispute suspends it, and a dispute won gives it back. A revoked grant stays revoked.
 */
function grantAfterPayment(current: GrantStatus, payment: PaymentStatus | null): GrantStatus {
  if (current === 'revoked' || moneyReturned(payment)) return 'revoked';
  if (payment === 'disputed') return 'disputed';
  return current === 'disputed' ? 'active' : current;
}

function invoicePaymentStatus(inv: InvoiceState): PaymentStatus | null {
  if (inv.status === 'paid') {
    return inv.payment ? paymentStatusOf({ ...inv.payment, status: 'succeeded' }) : 'succeeded';
  }
  if (inv.status === 'open') return inv.payment?.status === 'failed' ? 'failed' : 'pending';
  if (inv.status === 'void' || inv.status === 'uncollectible') return 'failed';
  return null;
}

/** The writes of one event's transaction: a one-time purchase's grant, or a subscription's. */
function createGrantWrites(repo: BillingRepository, now: () => Date) {
  async function applyOneTime(tx: Db, state: CheckoutState, userId: string, planId: number) {
    const p = state.payment;
    const status = p ? paymentStatusOf(p) : null;
    const existing = await repo.bySession(tx, state.id);
    let grant = existing.grant;
    const paid =
      status === 'succeeded' ||
      status === 'partially_refunded' ||
      status === 'disputed' ||
      moneyReturned(status);
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
    const next = grant && grantAfterPayment(grant.status, status);
    if (grant && next !== grant.status) await repo.updateGrant(tx, grant.id, { status: next! });
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
      if (moneyReturned(payStatus) && inv.periodStart.getTime() === s.periodStart.getTime()) {
        await repo.updateGrant(tx, row.id, { status: 'revoked' });
        fields.status = 'revoked';
      }
    }
    // A dispute the bank has not decided suspends the plan, whichever period the charge paid.
    const live = fields.status === 'active' || fields.status === 'past_due';
    if (live && (await repo.hasOpenDispute(tx, row.id))) {
      await repo.updateGrant(tx, row.id, { status: 'disputed' });
    }
  }

  return { applyOneTime, applySubscription };
}

interface FulfilmentDeps {
  db: Db;
  gateway: PaymentGateway;
  repo: BillingRepository;
  now: () => Date;
  saveAddress: (userId: string, address: BillingAddressState) => Promise<void>;
  audit: Pick<AuditService, 'incident'>;
}

/**
 * Brings our billing rows to Stripe's state. Every path re-reads the objects from Stripe (an
 * event's copy may be old, events arrive in any order) and writes in one transaction that also
 * records the event id, so a replay changes nothing and any order ends in the same rows.
 */
export function createFulfilment(deps: FulfilmentDeps) {
  const { db, gateway, repo } = deps;
  const { applyOneTime, applySubscription } = createGrantWrites(repo, deps.now);

  /** A dispute of one of our payments opens one security incident, whatever event told of it. */
  const disputeIncident = (d: DisputeState, payment: PaymentRow, meta: RequestMeta) =>
    db.transaction(async (tx) => {
      if (!payment.userId) return;
      if (!(await repo.recordEvent(tx, `incident:${d.id}`, 'dispute_incident'))) return;
      await deps.audit.incident(
        meta,
        {
          kind: 'payment_dispute',
          severity: 'high',
          description:
            "A payment was disputed with the payer's bank; the plan it bought is suspended until the bank decides.",
          userId: payment.userId,
          details: { dispute_id: d.id, payment_id: payment.id, plan_id: payment.planId },
        },
        tx,
      );
    });

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
      await fulfilment.syncPaymentIntent(intent, event);
    },

    /**
     * A dispute opened or closed: what its payment bought is synced from Stripe (an open dispute
     * suspends it, a won one gives it back, a lost one revokes it), and the first word of a
     * dispute of one of our payments opens a security incident.
     */
    async syncDispute(disputeId: string, event: EventRef, meta: RequestMeta) {
      const d = await gateway.dispute(disputeId);
      if (!d?.paymentIntentId) return recordOnly(event);
      await fulfilment.syncPaymentIntent(d.paymentIntentId, event);
      const local = await repo.paymentByIntent(d.paymentIntentId);
      if (local) await disputeIncident(d, local, meta);
    },

    /** What a PaymentIntent paid for: its invoice's subscription, or its one-time checkout. */
    async syncPaymentIntent(intent: string, event: EventRef) {
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
