import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { generations } from '../../db/schema.js';
import { OPEN } from './generation-types.js';

/** The generations the sweeper and the start look for (part of the generation repository). */
export function sweepQueries(db: Db) {
  return {
    /** Open generations past their deadline (the sweeper settles them). */
    overdue: (now: Date, limit = 100) =>
      db
        .select({ id: generations.id })
        .from(generations)
        .where(and(inArray(generations.status, OPEN), lt(generations.deadlineAt, now)))
        .orderBy(asc(generations.deadlineAt))
        .limit(limit),

    /** Open generations not past their deadline: re-queued at start on the embedded queue. */
    open: (now: Date, limit = 1000) =>
      db
        .select({ id: generations.id })
        .from(generations)
        .where(and(inArray(generations.status, OPEN), gte(generations.deadlineAt, now)))
        .orderBy(asc(generations.createdAt))
        .limit(limit),

    /** Queued for longer than `before` without a worker taking them (a lost enqueue). */
    waiting: (before: Date, limit = 100) =>
      db
        .select({ id: generations.id })
        .from(generations)
        .where(and(eq(generations.status, 'queued'), lte(generations.createdAt, before)))
        .limit(limit),
  };
}
