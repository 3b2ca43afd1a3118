import type { Db } from '../../db/client.js';
import type { EntitlementCache } from './entitlement-cache.js';
import {
  DAY_MS,
  RENEWAL_GRACE_MS,
  activeGrant,
  basePlanOf,
  nextStart,
  releaseUpload,
  takeUpload,
  usageOf,
} from './entitlements.repository.js';

export { releaseUpload };

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
 * The base plan (the user's own, else Free) counts uploads in windows of its duration from the
 * day the account was made, so Free gives a fresh allowance every period too.
 */
async function baseGrant(q: Pick<Db, 'select'>, userId: string, now: Date): Promise<Grant> {
  const row = await basePlanOf(q, userId);
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

/** Stays correct for at most this long in the cache, whatever else happens. */
const CACHE_MAX_MS = 5 * 60_000;

export function createEntitlements(db: Db, now: () => Date, cache?: EntitlementCache<Entitlement>) {
  async function compute(userId: string, q: Db, at: Date) {
    const { stableUntil, ...grant } = await grantOf(q, userId, at);
    const [usage, later] = await Promise.all([
      usageOf(q, userId, grant.periodKey),
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
      return takeUpload(tx, userId, grant);
    },

    release: releaseUpload,
  };
}
export type Entitlements = ReturnType<typeof createEntitlements>;
