import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

/**
 * Whether a token we signed (its signature already checked) belongs to an account that was
 * deleted: the session was ended by the deletion, or the account is gone altogether. Only the
 * token's own session and user id are looked at, so nothing is learnt about any other account.
 */
export async function isDeletedAccount(db: Db, sessionId: string, userId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return true;
  const [session] = await db
    .select({ reason: sessions.revokedReason })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return session?.reason === 'account_deleted';
}
