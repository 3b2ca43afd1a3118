import { and, count, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  deletionRequests,
  generations,
  payments,
  securityIncidents,
  subscriptions,
  users,
} from '../../db/schema.js';

const first = <T>(rows: { n: T }[], fallback: T) => rows[0]?.n ?? fallback;

/** The console's overview figures, each one indexed query. */
export async function overviewFigures(db: Db, now: Date, monthStart: Date, since: Date) {
  const [people, fresh, active, revenue, incidents, pending, perDay] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.role, 'User')),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'User'), gte(users.createdAt, monthStart))),
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'past_due']),
          lte(subscriptions.currentPeriodStart, now),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      ),
    db
      .select({
        currency: payments.currency,
        cents: sql<string>`sum(${payments.amountCents} - ${payments.amountRefundedCents})`,
      })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['succeeded', 'partially_refunded', 'refunded']),
          gte(payments.createdAt, monthStart),
        ),
      )
      .groupBy(payments.currency),
    db.select({ n: count() }).from(securityIncidents).where(isNull(securityIncidents.resolvedAt)),
    db.select({ n: count() }).from(deletionRequests).where(eq(deletionRequests.status, 'pending')),
    db
      .select({
        day: sql<string>`to_char(${generations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        n: count(),
      })
      .from(generations)
      .where(and(eq(generations.status, 'complete'), gte(generations.createdAt, since)))
      .groupBy(sql`1`),
  ]);
  return {
    users: first(people, 0),
    newUsers: first(fresh, 0),
    activeSubscriptions: first(active, 0),
    revenue: revenue.map((r) => ({ currency: r.currency, cents: Number(r.cents) })),
    openIncidents: first(incidents, 0),
    pendingDeletions: first(pending, 0),
    perDay: new Map(perDay.map((d) => [d.day, d.n])),
  };
}
