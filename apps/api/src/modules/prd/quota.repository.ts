import { and, eq, gt, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { visitorUsage } from '../../db/schema.js';

/** The visitors' free limit: check and use in one step. (Users: modules/billing/entitlements.) */
export function createQuotaRepository(db: Db) {
  /** A visitor's uses since `since`, by cookie id and by IP, and the oldest of them. */
  const visitorUses = async (q: Pick<Db, 'select'>, visitorId: string, ip: string, since: Date) => {
    const [used] = await q
      .select({
        byVisitor: sql<number>`count(*) filter (where ${visitorUsage.visitorId} = ${visitorId})`,
        byIp: sql<number>`count(*) filter (where ${visitorUsage.ip} = ${ip})`,
        oldest: min(visitorUsage.createdAt),
      })
      .from(visitorUsage)
      .where(
        and(
          or(eq(visitorUsage.visitorId, visitorId), eq(visitorUsage.ip, ip)),
          gt(visitorUsage.createdAt, since),
        ),
      );
    return {
      most: Math.max(Number(used?.byVisitor ?? 0), Number(used?.byIp ?? 0)),
      oldest: used?.oldest ? new Date(used.oldest) : null,
    };
  };

  return {
    /** Read only: the reservation (reserveVisitor) stays the one atomic check. */
    visitorUses: (visitorId: string, ip: string, since: Date) =>
      visitorUses(db, visitorId, ip, since),

    /**
     * Records one visitor PRD unless the visitor id or the IP already reached `limit` since
     * `since`. Advisory locks on both (IP first, then visitor: one order, so no deadlock) make
     * count-and-insert atomic across connections and processes. Returns the usage row id, or
     * when refused the time the oldest counted use leaves the window.
     */
    reserveVisitor: (visitorId: string, ip: string, limit: number, since: Date) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ip:${ip}`}, 0))`);
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`visitor:${visitorId}`}, 0))`,
        );
        const used = await visitorUses(tx, visitorId, ip, since);
        if (used.most >= limit) return { ok: false as const, oldest: used.oldest };
        const [row] = await tx
          .insert(visitorUsage)
          .values({ visitorId, ip })
          .returning({ id: visitorUsage.id });
        return { ok: true as const, usageId: row!.id };
      }),

    async releaseVisitor(usageId: number): Promise<void> {
      await db.delete(visitorUsage).where(eq(visitorUsage.id, usageId));
    },
  };
}
