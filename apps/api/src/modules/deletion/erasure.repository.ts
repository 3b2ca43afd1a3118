import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { releaseUpload } from '../billing/index.js';
import {
  auditLogs,
  chatSessions,
  deletionRequests,
  generations,
  rateLimits,
  securityIncidents,
  sessions,
  subscriptions,
  users,
} from '../../db/schema.js';

/** What a deletion request keeps once its person is gone: that it happened, when and why. */
const ERASED_NAME = 'Deleted account';
const ERASED_EMAIL = '(deleted)';
const ADMIN_REASON = 'Deleted by an admin';

type StartOutcome =
  | { kind: 'unknown' }
  | { kind: 'admin' }
  | { kind: 'started'; requestId: number; email: string; answers: string[] };

/**
 * Closes the person's answers still being written (decision 027): stopped, nothing charged
 * (the upload given back), so no job, retry or sweeper settles or publishes them any more.
 * Returns their ids (their streams are ended after the commit).
 */
async function closeOpenAnswers(tx: Db, userId: string): Promise<string[]> {
  const closed = await tx
    .update(generations)
    .set({
      status: 'stopped',
      stopRequested: true,
      settlement: 'refunded',
      finishedAt: sql`now()`,
    })
    .where(and(eq(generations.userId, userId), inArray(generations.status, ['queued', 'running'])))
    .returning({
      id: generations.id,
      reservation: generations.reservation,
      usageId: generations.usageId,
    });
  for (const row of closed) {
    if (row.reservation === 'upload' && row.usageId !== null) await releaseUpload(tx, row.usageId);
  }
  return closed.map((row) => row.id);
}

/** The start of a deletion, in its transaction (see `start` below). */
async function startDeletion(tx: Db, userId: string, adminId: string): Promise<StartOutcome> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return { kind: 'unknown' };
  if (user.role === 'admin') return { kind: 'admin' };
  const now = new Date();
  await tx.update(users).set({ isActive: false, updatedAt: now }).where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'account_deleted' })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  const answers = await closeOpenAnswers(tx, userId);
  const [open] = await tx
    .select()
    .from(deletionRequests)
    .where(
      and(
        eq(deletionRequests.userId, userId),
        inArray(deletionRequests.status, ['pending', 'processing']),
      ),
    )
    .orderBy(sql`${deletionRequests.status} = 'processing' desc`)
    .limit(1)
    // A reject racing this approval waits, then finds it no longer pending.
    .for('update');
  if (open?.status === 'processing') {
    return { kind: 'started', requestId: open.id, email: user.email, answers };
  }
  const decided = { status: 'processing' as const, decidedBy: adminId, decidedAt: now };
  const [row] = open
    ? await tx
        .update(deletionRequests)
        .set(decided)
        .where(eq(deletionRequests.id, open.id))
        .returning({ id: deletionRequests.id })
    : await tx
        .insert(deletionRequests)
        .values({
          userId,
          email: user.email,
          name: user.name,
          reason: ADMIN_REASON,
          ...decided,
        })
        .returning({ id: deletionRequests.id });
  return { kind: 'started', requestId: row!.id, email: user.email, answers };
}

/**
 * The person leaves the records that stay: their own audit rows go, their email and id leave the
 * rest of the trail, the throttle counters and the incidents, and their requests keep only that
 * they happened.
 */
async function forgetPerson(tx: Db, userId: string, email: string) {
  // Their own activity goes; admins' actions about them stay, without naming them.
  await tx.delete(auditLogs).where(eq(auditLogs.userId, userId));
  await tx
    .update(auditLogs)
    .set({ email: null })
    .where(sql`lower(${auditLogs.email}) = ${email}`);
  await tx
    .update(auditLogs)
    .set({
      details: sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
        from jsonb_each(${auditLogs.details}) where value <> to_jsonb(${userId}::text))`,
    })
    .where(sql`${auditLogs.details}::text like ${`%${userId}%`}`);
  // Throttle counters named after them (PostgreSQL's limiter keeps them in a table).
  await tx
    .delete(rateLimits)
    .where(
      or(sql`${rateLimits.key} like ${`%${userId}%`}`, sql`${rateLimits.key} like ${`%${email}%`}`),
    );
  await tx
    .update(securityIncidents)
    .set({ email: null, userId: null })
    .where(
      or(eq(securityIncidents.userId, userId), sql`lower(${securityIncidents.email}) = ${email}`),
    );
  await tx
    .update(deletionRequests)
    .set({ name: ERASED_NAME, email: ERASED_EMAIL })
    .where(eq(deletionRequests.userId, userId));
}

/** Deleting a person: the start (in the request), the stored files, the erasure (in the job). */
export function createErasureRepository(db: Db) {
  return {
    /**
     * In one transaction: the account is switched off, every session ends (their tokens stop
     * working at once: the auth cache hears it), and the request is marked processing (the
     * open one, or a new one when an admin deletes without a request). Asking again while it is
     * processing returns the same request.
     */
    start: (userId: string, adminId: string) =>
      db.transaction((tx) => startDeletion(tx, userId, adminId)),

    /**
     * What the person keeps outside the rows: each chat's folder and the avatar in the file
     * store, and their address (mails to it in the outbox). Null address: gone already.
     */
    async storedFiles(userId: string) {
      const [user] = await db
        .select({ picture: users.profilePicture, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const chats = await db
        .select({ id: chatSessions.id })
        .from(chatSessions)
        .where(eq(chatSessions.userId, userId));
      return {
        picture: user?.picture ?? null,
        email: user?.email ?? null,
        chatIds: chats.map((c) => c.id),
      };
    },

    /**
     * In one transaction: the person's own audit rows go, their email and id leave the rest of
     * the trail and the incidents, their requests keep only that they happened, the processing one becomes approved, and the user
     * row goes (cascading to sessions, chats, messages, files, subscriptions, usage, billing
     * address, identities and connections; payments stay for the accounts, detached).
     * Null when the request is no longer processing or the user was gone already; else what the
     * person had when the rows went (to remove files and mails that arrived meanwhile, and end
     * the streams of answers accepted meanwhile).
     */
    erase: (userId: string, requestId: number) =>
      db.transaction(async (tx) => {
        const [request] = await tx
          .select({ status: deletionRequests.status })
          .from(deletionRequests)
          .where(eq(deletionRequests.id, requestId))
          .for('update');
        // Reactivated meanwhile, or finished by an earlier run: nothing to do.
        if (request?.status !== 'processing') return null;
        const [user] = await tx
          .select({ email: users.email, picture: users.profilePicture })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const chats = user
          ? await tx
              .select({ id: chatSessions.id })
              .from(chatSessions)
              .where(eq(chatSessions.userId, userId))
          : [];
        // Answers accepted as the deletion began (a send racing it): closed, their streams ended.
        const answers = user ? await closeOpenAnswers(tx, userId) : [];
        if (user) {
          await forgetPerson(tx, userId, user.email);
          await tx.delete(users).where(eq(users.id, userId));
        }
        await tx
          .update(deletionRequests)
          .set({ status: 'approved', name: ERASED_NAME, email: ERASED_EMAIL })
          .where(
            and(eq(deletionRequests.id, requestId), eq(deletionRequests.status, 'processing')),
          );
        return user
          ? { chatIds: chats.map((c) => c.id), picture: user.picture, email: user.email, answers }
          : null;
      }),

    async beingDeleted(userId: string) {
      const [row] = await db
        .select({ id: deletionRequests.id })
        .from(deletionRequests)
        .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'processing')));
      return Boolean(row);
    },

    async stillProcessing(requestId: number) {
      const [row] = await db
        .select({ status: deletionRequests.status })
        .from(deletionRequests)
        .where(eq(deletionRequests.id, requestId));
      return row?.status === 'processing';
    },

    /** Stripe subscriptions of the person that would renew (auto-pay, not cancelled). */
    async renewingSubscriptions(userId: string) {
      const rows = await db
        .select({ stripeId: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.autoPay, true),
            eq(subscriptions.cancelAtPeriodEnd, false),
            inArray(subscriptions.status, ['active', 'past_due', 'pending']),
          ),
        );
      return rows.flatMap((r) => (r.stripeId ? [r.stripeId] : []));
    },

    /** Requests approved but not finished (a crash, a restart): their jobs are queued again. */
    processing: () =>
      db
        .select({ id: deletionRequests.id, userId: deletionRequests.userId })
        .from(deletionRequests)
        .where(eq(deletionRequests.status, 'processing')),
  };
}
export type ErasureRepository = ReturnType<typeof createErasureRepository>;
