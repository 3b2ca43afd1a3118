import { and, eq, gt, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, visitorUsage } from '../../db/schema.js';
import { FREE_PLAN_CODE } from '../../db/seed.js';

/** Upload quotas of users and the visitors' free limit: check and use in one step each. */
export function createQuotaRepository(db: Db) {
  // The plan's allowance, or the free plan's when the user has none.
  const allowance = sql`coalesce(
    (select p.uploads_limit from plans p where p.id = ${users.planId}),
    (select p.uploads_limit from plans p where p.code = ${FREE_PLAN_CODE}),
    0)`;

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
    /** Uploads the user has left (read only: a send checks this before its body is read). */
    async uploadsLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ left: sql<number>`${allowance} - ${users.uploadsUsed}` })
        .from(users)
        .where(eq(users.id, userId));
      return Number(row?.left ?? 0);
    },

    /** Read only: the reservation (reserveVisitor) stays the one atomic check. */
    visitorUses: (visitorId: string, ip: string, since: Date) =>
      visitorUses(db, visitorId, ip, since),

    /**
     * Uses one upload when one is left. One conditional UPDATE: concurrent sends serialise on
     * the user's row, so N sends with one upload left give exactly one success.
     */
    async reserveUpload(userId: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ uploadsUsed: sql`${users.uploadsUsed} + 1` })
        .where(and(eq(users.id, userId), sql`${users.uploadsUsed} < ${allowance}`))
        .returning({ used: users.uploadsUsed });
      return rows.length > 0;
    },

    /** Gives back an upload reserved for a send that then failed. */
    async refundUpload(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ uploadsUsed: sql`greatest(${users.uploadsUsed} - 1, 0)` })
        .where(eq(users.id, userId));
    },

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
export type QuotaRepository = ReturnType<typeof createQuotaRepository>;
