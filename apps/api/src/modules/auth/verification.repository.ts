import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  emailVerificationTokens,
  oauthStates,
  publishedPages,
  users,
  workspaceConnections,
} from '../../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What an unproven registrant may have set up that must not outlive the proof of the real owner:
 * workspace connections (with the pages published through them) and workspace round trips still
 * in flight. Returns how many connections went.
 */
export async function dropWorkspaceAccess(tx: Tx, userId: string): Promise<number> {
  await tx.delete(publishedPages).where(eq(publishedPages.userId, userId));
  await tx.delete(oauthStates).where(eq(oauthStates.userId, userId));
  const gone = await tx
    .delete(workspaceConnections)
    .where(eq(workspaceConnections.userId, userId))
    .returning({ id: workspaceConnections.id });
  return gone.length;
}

/** Every unused verification link of the user is spent (the email is proven, or the account changed hands). */
export const spendVerificationLinks = (tx: Tx | Db, userId: string) =>
  tx
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));

/** Email-verification links (hash only) and the verified mark on the user. */
export function createVerificationRepository(db: Db) {
  return {
    /** A new link; the user's earlier unused ones stop working (only the newest mail counts). */
    createToken: (userId: string, tokenHash: string, expiresAt: Date) =>
      db.transaction(async (tx) => {
        await spendVerificationLinks(tx, userId);
        await tx.insert(emailVerificationTokens).values({ userId, tokenHash, expiresAt });
      }),

    /**
     * Uses a link once and marks the email verified, in one transaction. Returns the user id, or
     * undefined for an unknown, used or expired link (or a deactivated account: the link is spent).
     */
    consume: (tokenHash: string) =>
      db.transaction(async (tx) => {
        const [token] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(emailVerificationTokens.tokenHash, tokenHash),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: emailVerificationTokens.userId });
        if (!token) return undefined;
        const [user] = await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, token.userId), eq(users.isActive, true)))
          .returning({ id: users.id });
        return user?.id;
      }),
  };
}
