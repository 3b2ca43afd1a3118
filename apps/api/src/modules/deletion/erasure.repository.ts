import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLogs,
  chatSessions,
  deletionRequests,
  rateLimits,
  securityIncidents,
  sessions,
  users,
} from '../../db/schema.js';

/** What a deletion request keeps once its person is gone: that it happened, when and why. */
export const ERASED_NAME = 'Deleted account';
export const ERASED_EMAIL = '(deleted)';
const ADMIN_REASON = 'Deleted by an admin';

export type StartOutcome =
  { kind: 'unknown' } | { kind: 'admin' } | { kind: 'started'; requestId: number; email: string };

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
      db.transaction(async (tx): Promise<StartOutcome> => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) return { kind: 'unknown' };
        if (user.role === 'admin') return { kind: 'admin' };
        const now = new Date();
        await tx.update(users).set({ isActive: false, updatedAt: now }).where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: 'account_deleted' })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
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
          .limit(1);
        if (open?.status === 'processing') {
          return { kind: 'started', requestId: open.id, email: user.email };
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
        return { kind: 'started', requestId: row!.id, email: user.email };
      }),

    /** The file-store folders and keys of the person: each chat's folder and the avatar. */
    async storedFiles(userId: string) {
      const [user] = await db
        .select({ picture: users.profilePicture })
        .from(users)
        .where(eq(users.id, userId));
      const chats = await db
        .select({ id: chatSessions.id })
        .from(chatSessions)
        .where(eq(chatSessions.userId, userId));
      return { picture: user?.picture ?? null, chatIds: chats.map((c) => c.id) };
    },

    /**
     * In one transaction: the person's own audit rows go, their email and id leave the rest of
     * the trail and the incidents, their requests keep only that they happened, the processing one becomes approved, and the user
     * row goes (cascading to sessions, chats, messages, files, subscriptions, usage, billing
     * address, identities and connections; payments stay for the accounts, detached).
     * False when the user was gone already (a repeated run).
     */
    erase: (userId: string, requestId: number) =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (user) {
          // Their own activity goes; admins' actions about them stay, without naming them.
          await tx.delete(auditLogs).where(eq(auditLogs.userId, userId));
          await tx
            .update(auditLogs)
            .set({ email: null })
            .where(sql`lower(${auditLogs.email}) = ${user.email}`);
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
              or(
                sql`${rateLimits.key} like ${`%${userId}%`}`,
                sql`${rateLimits.key} like ${`%${user.email}%`}`,
              ),
            );
          await tx
            .update(securityIncidents)
            .set({ email: null, userId: null })
            .where(
              or(
                eq(securityIncidents.userId, userId),
                sql`lower(${securityIncidents.email}) = ${user.email}`,
              ),
            );
          await tx
            .update(deletionRequests)
            .set({ name: ERASED_NAME, email: ERASED_EMAIL })
            .where(eq(deletionRequests.userId, userId));
          await tx.delete(users).where(eq(users.id, userId));
        }
        await tx
          .update(deletionRequests)
          .set({ status: 'approved', name: ERASED_NAME, email: ERASED_EMAIL })
          .where(
            and(eq(deletionRequests.id, requestId), eq(deletionRequests.status, 'processing')),
          );
        return Boolean(user);
      }),

    /** Requests approved but not finished (a crash, a restart): their jobs are queued again. */
    processing: () =>
      db
        .select({ id: deletionRequests.id, userId: deletionRequests.userId })
        .from(deletionRequests)
        .where(eq(deletionRequests.status, 'processing')),
  };
}
export type ErasureRepository = ReturnType<typeof createErasureRepository>;
