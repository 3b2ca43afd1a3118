import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans, subscriptions, usagePeriods, users } from '../../db/schema.js';
import { FREE_PLAN_CODE } from '../../db/seed.js';
import type { EntitlementCache } from './entitlement-cache.js';

const DAY_MS = 86_400_000;
/** Auto-pay keeps its plan this long past the period end while Stripe's renewal arrives. */
export const RENEWAL_GRACE_MS = DAY_MS;

/** What a user may do now: the one answer every caller (guard, quota, plans, get_user) uses. */
export interface Entitlement {
  planId: number | null;
  planName: string | null;
  uploadsLimit: number;
  used: number;
  remaining: number;
  /** The usage period uploads are counted in (a new one starts at zero). */
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  /** The paid subscription granting it, or null for the base plan (Free, or an arranged one). */
  subscriptionId: string | null;
}

interface Grant {
  planId: number | null;
  planName: string | null;
  uploadsLimit: number;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  subscriptionId: string | null;
  /** Until when time alone leaves this answer unchanged (the grant ends, the grace ends). */
  stableUntil: Date;
}

/**
 * A subscription grants its plan while active and now is inside its period; auto-pay that is
 * not being cancelled keeps it for a grace day while the renewal's events arrive. Among several,
 * the latest started wins (a new plan bought now replaces the one before it).
 */
async function activeGrant(q: Pick<Db, 'select'>, userId: string, now: Date) {
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

/**
 * The base plan (the user's own, else Free) counts uploads in windows of its duration from the
 * day the account was made, so Free gives a fresh allowance every period too.
 */
async function baseGrant(q: Pick<Db, 'select'>, userId: string, now: Date): Promise<Grant> {
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
  const days = Math.max(1, row?.days ?? 30);
  const born = row?.createdAt ?? now;
  const windowMs = days * DAY_MS;
  const n = Math.max(0, Math.floor((now.getTime() - born.getTime()) / windowMs));
  const periodStart = new Date(born.getTime() + n * windowMs);
  return {
    planId: row?.planId ?? null,
    planName: row?.planName ?? null,
    uploadsLimit: row?.uploadsLimit ?? 0,
    periodKey: `base:${row?.planId ?? 0}:${n}`,
    periodStart,
    periodEnd: new Date(periodStart.getTime() + windowMs),
    subscriptionId: null,
    stableUntil: new Date(periodStart.getTime() + windowMs),
  };
}

async function grantOf(q: Pick<Db, 'select'>, userId: string, now: Date): Promise<Grant> {
  const sub = await activeGrant(q, userId, now);
  if (!sub) return baseGrant(q, userId, now);
  return {
    planId: sub.planId,
    planName: sub.planName,
    uploadsLimit: sub.uploadsLimit,
    periodKey: `sub:${sub.id}:${sub.start.getTime()}`,
    periodStart: sub.start,
    periodEnd: sub.end,
    subscriptionId: sub.id,
    stableUntil: sub.renewing ? new Date(sub.end.getTime() + RENEWAL_GRACE_MS) : sub.end,
  };
}

/** The next start of a grant that has not begun (it takes over then). */
async function nextStart(q: Pick<Db, 'select'>, userId: string, now: Date) {
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

/** Stays correct for at most this long in the cache, whatever else happens. */
const CACHE_MAX_MS = 5 * 60_000;

export function createEntitlements(db: Db, now: () => Date, cache?: EntitlementCache<Entitlement>) {
  async function compute(userId: string, q: Db, at: Date) {
    const { stableUntil, ...grant } = await grantOf(q, userId, at);
    const [[usage], later] = await Promise.all([
      q
        .select({ used: usagePeriods.used })
        .from(usagePeriods)
        .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.periodKey, grant.periodKey)))
        .limit(1),
      cache?.enabled && q === db ? nextStart(q, userId, at) : null,
    ]);
    const used = usage?.used ?? 0;
    const value: Entitlement = {
      ...grant,
      used,
      remaining: Math.max(0, grant.uploadsLimit - used),
    };
    return { value, stableUntil: Math.min(stableUntil.getTime(), later?.getTime() ?? Infinity) };
  }

  return {
    /**
     * What plan the user has, how many uploads are left in its period and until when. Cached
     * on PGlite (entitlement-cache.ts) unless read inside a transaction (`q`).
     */
    async of(userId: string, q: Db = db): Promise<Entitlement> {
      const at = now();
      const cached = q === db ? cache?.get(userId, at.getTime()) : undefined;
      if (cached) return cached;
      const mark = cache?.mark ?? 0;
      const { value, stableUntil } = await compute(userId, q, at);
      if (q === db) {
        cache?.set(userId, value, Math.min(stableUntil, at.getTime() + CACHE_MAX_MS), mark);
      }
      return value;
    },

    /**
     * Uses one upload of the current period inside `tx`; the usage row's id, or null when none
     * is left. One conditional upsert: concurrent sends serialise on the period's row, so N
     * sends with one upload left give exactly one success.
     */
    async reserve(tx: Db, userId: string): Promise<number | null> {
      const grant = await grantOf(tx, userId, now());
      if (grant.uploadsLimit <= 0) return null;
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
    },

    release: releaseUpload,
  };
}
export type Entitlements = ReturnType<typeof createEntitlements>;
