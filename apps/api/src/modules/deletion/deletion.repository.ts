import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deletionRequests } from '../../db/schema.js';
import { containsPattern } from '../../db/like.js';

export type DeletionRow = typeof deletionRequests.$inferSelect;
type Status = DeletionRow['status'];

/** Deletion requests: one pending per person (asking again updates it). */
export function createDeletionRepository(db: Db) {
  return {
    /**
     * The person's pending request with this reason: a new one, or the open one updated;
     * `created` says which (PostgreSQL's xmax is 0 only on the row an insert wrote).
     */
    async upsertPending(input: { userId: string; email: string; name: string; reason: string }) {
      const [row] = await db
        .insert(deletionRequests)
        .values(input)
        .onConflictDoUpdate({
          target: deletionRequests.userId,
          targetWhere: sql`${deletionRequests.status} = 'pending'`,
          set: { reason: input.reason, email: input.email, name: input.name },
        })
        .returning({
          id: deletionRequests.id,
          createdAt: deletionRequests.createdAt,
          created: sql<boolean>`(xmax = 0)`,
        });
      return row!;
    },

    async page(
      filter: { userId?: string; status?: Status; email?: string },
      page: number,
      pageSize: number,
    ) {
      const where: SQL | undefined = and(
        filter.userId ? eq(deletionRequests.userId, filter.userId) : undefined,
        filter.status ? eq(deletionRequests.status, filter.status) : undefined,
        filter.email ? ilike(deletionRequests.email, containsPattern(filter.email)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deletionRequests)
          .where(where)
          .orderBy(desc(deletionRequests.createdAt), desc(deletionRequests.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(deletionRequests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: number) {
      const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
      return row;
    },

    /** Decides a pending request; undefined when it is not pending (any more). */
    async decide(id: number, status: 'approved' | 'rejected', adminId: string) {
      const [row] = await db
        .update(deletionRequests)
        .set({ status, decidedBy: adminId, decidedAt: new Date() })
        .where(and(eq(deletionRequests.id, id), eq(deletionRequests.status, 'pending')))
        .returning();
      return row;
    },
  };
}
