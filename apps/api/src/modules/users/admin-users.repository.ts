import { and, count, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import {
  chatSessions,
  deletionRequests,
  payments,
  plans,
  sessions,
  userIdentities,
  users,
} from '../../db/schema.js';

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

/** What the console shows beside a person's profile: counts of what they have. */
export async function factsOfUser(db: Db, userId: string, now: Date) {
  const [chats, paid, open, identities, pending] = await Promise.all([
    db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.userId, userId)),
    db.select({ n: count() }).from(payments).where(eq(payments.userId, userId)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      ),
    db
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    db
      .select({ n: count() })
      .from(deletionRequests)
      .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'pending'))),
  ]);
  return {
    chats: chats[0]?.n ?? 0,
    payments: paid[0]?.n ?? 0,
    openSessions: open[0]?.n ?? 0,
    providers: identities.map((i) => i.provider).sort(),
    pendingDeletion: (pending[0]?.n ?? 0) > 0,
  };
}

export async function findUser(db: Db, userId: string) {
  return (await db.select().from(users).where(eq(users.id, userId)))[0];
}

export async function findPlan(db: Db, planId: number) {
  return (await db.select().from(plans).where(eq(plans.id, planId)))[0];
}

/** The plan a person holds without a purchase (null: Free); false when no such user. */
export async function setBasePlan(db: Db, userId: string, planId: number | null) {
  const done = await db
    .update(users)
    .set({ planId, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return done.length > 0;
}
