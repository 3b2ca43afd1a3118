import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans, subscriptions, usagePeriods, users } from '../../db/schema.js';
import { FREE_PLAN_CODE } from '../../db/seed.js';

export const DAY_MS = 86_400_000;
/** Auto-pay keeps its plan one day past the period end while Stripe's renewal arrives. */
export const RENEWAL_GRACE_MS = 86_400_000;

/**
 * A subscription grants its plan while active and now is inside its period; auto-pay that is
 * not being cancelled keeps it for a grace day while the renewal's events arrive. Among several,
 * the latest started wins (a new plan bought now replaces the one before it).
 */
export async function activeGrant(q: Pick<Db, 'select'>, userId: string, now: Date) {
  const graceEnd = sql`${subscriptions.currentPeriodEnd} + make_interval(secs => ${RENEWAL_GRACE_MS / 1000})`;
  const [row] = await q
    .select({
      id: subscriptions.id,
      planId: subscriptions.planId,
      planName: plans.planName,
      uploadsLimit: plans.uploadsLimit,
      start: subscriptions.currentPeriodStart,
      end: subscriptions.currentPeriodEnd,
      renewing: sql<boolean>`${subscriptions.autoPay} and not ${subscriptions.cancelAtPeriodEnd}`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodStart, now),
        or(
          gt(subscriptions.currentPeriodEnd, now),
          and(
            eq(subscriptions.autoPay, true),
            eq(subscriptions.cancelAtPeriodEnd, false),
            sql`${graceEnd} > ${now}`,
          ),
        ),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodStart), desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** The user's base plan (their own, else Free) and when the account was made. */
export async function basePlanOf(q: Pick<Db, 'select'>, userId: string) {
  const free = sql`(select id from plans where code = ${FREE_PLAN_CODE})`;
  const [row] = await q
    .select({
      createdAt: users.createdAt,
      planId: plans.id,
      planName: plans.planName,
      uploadsLimit: plans.uploadsLimit,
      days: plans.durationDays,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, sql`coalesce(${users.planId}, ${free})`))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The next start of a grant that has not begun (it takes over then). */
export async function nextStart(q: Pick<Db, 'select'>, userId: string, now: Date) {
  const [row] = await q
    .select({ start: sql<Date | string | null>`min(${subscriptions.currentPeriodStart})` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodStart, now),
      ),
    );
  return row?.start ? new Date(row.start) : null;
}

/** Gives back an upload reserved for a send that then failed, to the period it came from. */
export async function releaseUpload(tx: Db, usageId: number): Promise<void> {
  await tx
    .update(usagePeriods)
    .set({ used: sql`greatest(${usagePeriods.used} - 1, 0)` })
    .where(eq(usagePeriods.id, usageId));
}

/** Uploads used in one usage period (none: no row yet). */
export async function usageOf(q: Pick<Db, 'select'>, userId: string, periodKey: string) {
  const [usage] = await q
    .select({ used: usagePeriods.used })
    .from(usagePeriods)
    .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.periodKey, periodKey)))
    .limit(1);
  return usage;
}

/** One upload more in the grant's period, unless its limit is reached (then null). */
export async function takeUpload(
  tx: Db,
  userId: string,
  grant: {
    periodKey: string;
    planId: number | null;
    periodStart: Date;
    periodEnd: Date;
    uploadsLimit: number;
  },
) {
  const [row] = await tx
    .insert(usagePeriods)
    .values({
      userId,
      periodKey: grant.periodKey,
      planId: grant.planId,
      periodStart: grant.periodStart,
      periodEnd: grant.periodEnd,
      used: 1,
    })
    .onConflictDoUpdate({
      target: [usagePeriods.userId, usagePeriods.periodKey],
      set: { used: sql`${usagePeriods.used} + 1` },
      setWhere: sql`${usagePeriods.used} < ${grant.uploadsLimit}`,
    })
    .returning({ id: usagePeriods.id });
  return row?.id ?? null;
}
