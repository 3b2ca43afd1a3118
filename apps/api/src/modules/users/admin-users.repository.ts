import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { users } from '../../db/schema.js';

/** Users newest first, matching `q` in name or email and the status; one page and the count. */
export async function pageOfUsers(
  db: Db,
  filter: { q?: string | undefined; active?: boolean | undefined },
  page: number,
  pageSize: number,
) {
  const like = filter.q ? containsPattern(filter.q) : undefined;
  const where: SQL | undefined = and(
    like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
    filter.active === undefined ? undefined : eq(users.isActive, filter.active),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
