import { and, desc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  billingCustomers,
  checkoutSessions,
  payments,
  plans,
  subscriptions,
  users,
  webhookEvents,
} from '../../db/schema.js';
import { containsPattern } from '../../db/like.js';

type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;
type NewSubscription = typeof subscriptions.$inferInsert;

export interface ListFilter {
  userId?: string | undefined;
  email?: string | undefined;
  status?: string | undefined;
}

function listWhere(table: typeof payments | typeof subscriptions, f: ListFilter): SQL | undefined {
  return and(
    f.userId ? eq(table.userId, f.userId) : undefined,
    f.status ? eq(table.status, f.status as never) : undefined,
    f.email ? ilike(users.email, containsPattern(f.email.toLowerCase())) : undefined,
  );
}

/** Billing's tables. Reads of a user's rows take the owner id; admins list with filters. */
export function createBillingRepository(db: Db) {
  return { ...checkoutQueries(db), ...fulfilmentQueries(db), ...listQueries(db) };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;

/** Plans, customers, checkouts and the subscriptions a user may change. */
function checkoutQueries(db: Db) {
  return {
    activePlan: async (planId: number): Promise<PlanRow | undefined> =>
      (
        await db
          .select()
          .from(plans)
          .where(and(eq(plans.id, planId), eq(plans.isActive, true)))
          .limit(1)
      )[0],

    plan: async (q: Db, planId: number): Promise<PlanRow | undefined> =>
      (await q.select().from(plans).where(eq(plans.id, planId)).limit(1))[0],

    customerId: async (userId: string): Promise<string | undefined> =>
      (
        await db
          .select({ id: billingCustomers.stripeCustomerId })
          .from(billingCustomers)
          .where(eq(billingCustomers.userId, userId))
          .limit(1)
      )[0]?.id,

    /** Keeps the first customer recorded for the user (two checkouts at once create one row). */
    async saveCustomer(userId: string, stripeCustomerId: string): Promise<string> {
      await db
        .insert(billingCustomers)
        .values({ userId, stripeCustomerId })
        .onConflictDoNothing({ target: billingCustomers.userId });
      return (await this.customerId(userId)) ?? stripeCustomerId;
    },

    /** The customer Stripe lost is replaced by a new one. */
    async replaceCustomer(userId: string, stripeCustomerId: string): Promise<string> {
      await db
        .insert(billingCustomers)
        .values({ userId, stripeCustomerId })
        .onConflictDoUpdate({ target: billingCustomers.userId, set: { stripeCustomerId } });
      return stripeCustomerId;
    },

    saveCheckout: (row: typeof checkoutSessions.$inferInsert) =>
      db.insert(checkoutSessions).values(row).onConflictDoNothing(),

    /** A checkout we created, by id (webhooks), or only when it is the user's (`userId`). */
    checkout: async (id: string, userId?: string) =>
      (
        await db
          .select()
          .from(checkoutSessions)
          .where(
            and(
              eq(checkoutSessions.id, id),
              userId ? eq(checkoutSessions.userId, userId) : undefined,
            ),
          )
          .limit(1)
      )[0],

    /** An auto-pay subscription that will charge again (one at a time per user). */
    renewingAutoPay: async (userId: string, now: Date) =>
      (
        await db
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, userId),
              eq(subscriptions.autoPay, true),
              eq(subscriptions.cancelAtPeriodEnd, false),
              sql`${subscriptions.status} in ('active', 'past_due', 'pending', 'disputed')`,
              gt(subscriptions.currentPeriodEnd, now),
            ),
          )
          .orderBy(desc(subscriptions.currentPeriodStart))
          .limit(1)
      )[0],

    /** Auto-pay cancelled while its paid period still runs: it can be turned back on. */
    resumableAutoPay: async (userId: string, now: Date) =>
      (
        await db
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, userId),
              eq(subscriptions.cancelAtPeriodEnd, true),
              sql`${subscriptions.status} in ('active', 'past_due')`,
              sql`${subscriptions.stripeSubscriptionId} is not null`,
              gt(subscriptions.currentPeriodEnd, now),
            ),
          )
          .orderBy(desc(subscriptions.currentPeriodStart))
          .limit(1)
      )[0],

    subscriptionOfUser: async (userId: string, id: string) =>
      (
        await db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
          .limit(1)
      )[0],
  };
}

/** What the fulfilment of Stripe's events reads and writes, mostly inside its transaction. */
function fulfilmentQueries(db: Db) {
  return {
    /** Records an event id inside the transaction of its effect; false when already applied. */
    recordEvent: async (tx: Db, id: string, type: string): Promise<boolean> =>
      (
        await tx
          .insert(webhookEvents)
          .values({ id, type })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id })
      ).length > 0,

    /** Serialises billing changes of one user (periods are computed from what is there). */
    lockUser: (tx: Db, userId: string) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${userId}`}, 0))`),

    userEmail: async (userId: string) =>
      (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1))[0]
        ?.email,

    userExists: async (tx: Db, userId: string) =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)).length >
      0,

    bySession: async (tx: Db, sessionId: string) => ({
      payment: (
        await tx
          .select()
          .from(payments)
          .where(eq(payments.stripeCheckoutSessionId, sessionId))
          .limit(1)
      )[0],
      grant: (
        await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.stripeCheckoutSessionId, sessionId))
          .limit(1)
      )[0],
    }),

    byStripeSubscription: async (q: Db, stripeId: string) =>
      (
        await q
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.stripeSubscriptionId, stripeId))
          .limit(1)
      )[0],

    /** Whether a payment of this grant is disputed and the bank has not decided yet. */
    hasOpenDispute: async (tx: Db, subscriptionId: string) =>
      (
        await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'disputed')))
          .limit(1)
      ).length > 0,

    paymentByIntent: async (paymentIntentId: string) =>
      (
        await db
          .select()
          .from(payments)
          .where(eq(payments.stripePaymentIntentId, paymentIntentId))
          .limit(1)
      )[0],

    /** The latest active one-time grant of a plan for the user (a renewal starts at its end). */
    latestGrantOfPlan: async (tx: Db, userId: string, planId: number, now: Date) =>
      (
        await tx
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, userId),
              eq(subscriptions.planId, planId),
              eq(subscriptions.status, 'active'),
              gt(subscriptions.currentPeriodEnd, now),
            ),
          )
          .orderBy(desc(subscriptions.currentPeriodEnd))
          .limit(1)
      )[0],

    insertGrant: (tx: Db, row: NewSubscription) =>
      tx.insert(subscriptions).values(row).onConflictDoNothing().returning(),

    updateGrant: (tx: Db, id: string, set: Partial<NewSubscription>) =>
      tx
        .update(subscriptions)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(subscriptions.id, id)),

    /** Inserts or brings up to date the payment with the same Stripe object. */
    upsertPayment: (tx: Db, row: NewPayment, target: 'session' | 'invoice') => {
      const { userId: _u, planId: _p, createdAt: _c, ...changes } = row;
      return tx
        .insert(payments)
        .values(row)
        .onConflictDoUpdate({
          target:
            target === 'session' ? payments.stripeCheckoutSessionId : payments.stripeInvoiceId,
          set: { ...changes, updatedAt: new Date() },
        });
    },
  };
}

/** The lists of payments and subscriptions, and one subscription's view. */
function listQueries(db: Db) {
  /** Rows of a list, counted under the same filter (joined to users, as the email filter is). */
  const countOf = async (table: typeof payments | typeof subscriptions, where: SQL | undefined) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .innerJoin(users, eq(users.id, table.userId))
          .where(where)
      )[0]?.n ?? 0,
    );

  /** Subscriptions with their holder's name and email and their plan's name. */
  const withNames = () =>
    db
      .select({
        sub: subscriptions,
        userName: users.name,
        userEmail: users.email,
        planName: plans.planName,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId));

  return {
    async listPayments(filter: ListFilter, limit: number, offset: number) {
      const where = listWhere(payments, filter);
      const [rows, total] = await Promise.all([
        db
          .select({
            id: payments.id,
            userName: users.name,
            userEmail: users.email,
            amountCents: payments.amountCents,
            currency: payments.currency,
            method: payments.method,
            planName: plans.planName,
            createdAt: payments.createdAt,
            status: payments.status,
            // On while its subscription still renews: Off once auto-pay is cancelled.
            autoPay: sql<boolean>`${payments.autoPay} and coalesce(${subscriptions.autoPay}, true)`,
          })
          .from(payments)
          // A deleted person's payments stay (for the accounts), without a user.
          .leftJoin(users, eq(users.id, payments.userId))
          .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
          .innerJoin(plans, eq(plans.id, payments.planId))
          .where(where)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(limit)
          .offset(offset),
        countOf(payments, where),
      ]);
      return { rows, total };
    },

    async listSubscriptions(filter: ListFilter, limit: number, offset: number) {
      const where = listWhere(subscriptions, filter);
      const [rows, total] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
          .limit(limit)
          .offset(offset),
        countOf(subscriptions, where),
      ]);
      return { rows, total };
    },

    /** One subscription row with who holds it and its plan's name (owner-scoped). */
    subscriptionView: async (userId: string, id: string) =>
      (
        await withNames()
          .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
          .limit(1)
      )[0],
  };
}
