import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages } from '../../db/schema.js';
import { containsPattern } from '../../db/like.js';

export type ContentRow = typeof contentPages.$inferSelect;
type ContentInput = Pick<ContentRow, 'slug' | 'topic' | 'title' | 'body' | 'published'> & {
  updatedBy: string;
};

/** Postgres' unique violation (the topic index), as the driver or drizzle's wrapper reports it. */
function isTaken(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Content pages; writes that would give two pages one address return 'taken'. */
export function createContentRepository(db: Db) {
  return {
    publishedSlugs: async () =>
      (
        await db
          .select({ slug: contentPages.slug })
          .from(contentPages)
          .where(eq(contentPages.published, true))
          .orderBy(asc(contentPages.id))
      ).map((r) => r.slug),

    async find(where: { topic?: string; id?: number }, publishedOnly: boolean) {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(
          and(
            where.id !== undefined ? eq(contentPages.id, where.id) : undefined,
            where.topic !== undefined ? eq(contentPages.topic, where.topic) : undefined,
            publishedOnly ? eq(contentPages.published, true) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    async list(page: number, pageSize: number, q: string | undefined) {
      const filter = q
        ? or(
            ilike(contentPages.slug, containsPattern(q)),
            ilike(contentPages.title, containsPattern(q)),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contentPages)
          .where(filter)
          .orderBy(asc(contentPages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(contentPages).where(filter),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async create(input: ContentInput): Promise<ContentRow | 'taken'> {
      try {
        const [row] = await db.insert(contentPages).values(input).returning();
        return row!;
      } catch (err) {
        if (isTaken(err)) return 'taken';
        throw err;
      }
    },

    async update(id: number, input: ContentInput): Promise<ContentRow | 'taken' | undefined> {
      try {
        const [row] = await db
          .update(contentPages)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(contentPages.id, id))
          .returning();
        return row;
      } catch (err) {
        if (isTaken(err)) return 'taken';
        throw err;
      }
    },

    async remove(id: number) {
      const gone = await db
        .delete(contentPages)
        .where(eq(contentPages.id, id))
        .returning({ slug: contentPages.slug });
      return gone[0];
    },
  };
}
