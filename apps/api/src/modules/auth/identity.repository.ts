import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginCodes, plans, sessions, userIdentities, users } from '../../db/schema.js';
import { FREE_PLAN_CODE } from '../../db/seed.js';
import type { UserRow } from './auth.repository.js';
import { dropWorkspaceAccess, spendVerificationLinks } from './verification.repository.js';

export type SocialProvider = 'github' | 'google';

/** Why a verified identity may not sign in to the account it met; nothing is written then. */
type Refusal = 'deactivated' | 'admin_account';

type ResolvedAccount =
  | {
      user: UserRow;
      /** How the identity met the account this time. */
      how: 'signed_in' | 'linked' | 'created' | 'taken_over';
      /** A takeover: what it ended. */
      ended?: { sessions: number; connections: number };
    }
  | { refused: Refusal; userId: string };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Admins sign in with their password on the admin sign-in only; a deactivated account not at all. */
const refusalOf = (user: UserRow): Refusal | undefined =>
  !user.isActive ? 'deactivated' : user.role !== 'User' ? 'admin_account' : undefined;

/**
 * The unproven password account of a verified email becomes the verified owner's: the password
 * goes (the owner sets one by reset), the name becomes the provider's, every session and its refresh tokens end, what the
 * registrant connected goes, and the email counts as verified.
 */
async function takeOver(tx: Tx, user: UserRow, ownerName: string) {
  // The name shown to the owner is the provider's, not one the registrant chose.
  const name = ownerName.trim() || user.name;
  const [owned] = await tx
    .update(users)
    .set({ passwordHash: null, name, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'account_takeover' })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const connections = await dropWorkspaceAccess(tx, user.id);
  await spendVerificationLinks(tx, user.id);
  return { user: owned!, ended: { sessions: ended.length, connections } };
}

/** Linked identities and the one-time codes of the sign-in callback. */
export function createIdentityRepository(db: Db) {
  /**
   * The account of a verified identity, in one transaction: the linked one; else the account
   * with that email (a verified one is linked, an unproven one taken over); else a new account
   * without a password. A refused account (deactivated, admin) gets nothing written. A
   * concurrent callback for the same person loses the unique race and reads the winner's rows.
   */
  async function resolve(
    provider: SocialProvider,
    identity: { subject: string; email: string; name: string },
  ): Promise<ResolvedAccount> {
    const email = identity.email.trim().toLowerCase();
    return db.transaction(async (tx): Promise<ResolvedAccount> => {
      const [linked] = await tx
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(
          and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)),
        )
        .limit(1);
      if (linked) {
        const refused = refusalOf(linked.user);
        return refused
          ? { refused, userId: linked.user.id }
          : { user: linked.user, how: 'signed_in' };
      }
      const byEmail = () =>
        tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
      let [user] = await byEmail();
      let how: 'linked' | 'created' | 'taken_over' = 'linked';
      let ended: { sessions: number; connections: number } | undefined;
      if (!user) {
        const [free] = await tx
          .select({ id: plans.id })
          .from(plans)
          .where(eq(plans.code, FREE_PLAN_CODE));
        [user] = await tx
          .insert(users)
          .values({
            name: identity.name,
            email,
            passwordHash: null,
            planId: free?.id ?? null,
            emailVerifiedAt: new Date(),
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (user) how = 'created';
        else [user] = await byEmail();
      }
      if (!user) throw new Error('The account could not be created or found.');
      const refused = refusalOf(user);
      if (refused) return { refused, userId: user.id };
      if (!user.emailVerifiedAt) {
        ({ user, ended } = await takeOver(tx, user, identity.name));
        how = 'taken_over';
      }
      await tx
        .insert(userIdentities)
        .values({ userId: user.id, provider, subject: identity.subject, email })
        .onConflictDoNothing();
      return { user, how, ended };
    });
  }

  return {
    resolve,

    /** A new code; codes nobody swapped in time go as new ones come. */
    async createLoginCode(input: typeof loginCodes.$inferInsert, now: Date) {
      await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now));
      await db.insert(loginCodes).values(input);
    },

    /** Takes the code (single use) with its user. */
    async takeLoginCode(codeHash: string) {
      const [code] = await db
        .delete(loginCodes)
        .where(eq(loginCodes.codeHash, codeHash))
        .returning();
      if (!code) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, code.userId)).limit(1);
      return user ? { code, user } : undefined;
    },
  };
}
