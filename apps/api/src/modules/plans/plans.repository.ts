import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans } from '../../db/schema.js';

export type PlanRow = typeof plans.$inferSelect;
type PlanSort = 'name' | 'price' | 'duration';
type SortOrder = 'asc' | 'desc';

/** Descending is the exact reverse of ascending: ties are broken by id in the same direction. */
function orderBy(sortBy: PlanSort, order: SortOrder): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  switch (sortBy) {
    case 'name':
      return [dir(sql`lower(${plans.planName})`), dir(plans.id)];
    case 'price':
      // A null price is "Custom": above every number, so last ascending and first descending.
      return [
        sql`${plans.priceCents} ${sql.raw(order === 'asc' ? 'asc nulls last' : 'desc nulls first')}`,
        dir(plans.id),
      ];
    case 'duration':
      return [dir(plans.durationDays), dir(plans.id)];
  }
}

/** Plans are public catalogue data: no owner. Only active plans are listed. */
export function createPlansRepository(db: Db) {
  return {
    listActive: (opts: { sortBy: PlanSort; order: SortOrder; limit: number; offset: number }) =>
      db
        .select()
        .from(plans)
        .where(eq(plans.isActive, true))
        .orderBy(...orderBy(opts.sortBy, opts.order))
        .limit(opts.limit)
        .offset(opts.offset),

    /** Every plan, inactive ones too (admins), cheapest first with Custom last. */
    listAll: () =>
      db
        .select()
        .from(plans)
        .orderBy(sql`${plans.priceCents} asc nulls last`, asc(plans.id)),

    find: async (id: number) => (await db.select().from(plans).where(eq(plans.id, id)))[0],

    update: async (id: number, patch: Partial<typeof plans.$inferInsert>) =>
      (await db.update(plans).set(patch).where(eq(plans.id, id)).returning())[0],

    countActive: async (): Promise<number> =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(plans)
          .where(eq(plans.isActive, true))
      )[0]?.n ?? 0,
  };
}
