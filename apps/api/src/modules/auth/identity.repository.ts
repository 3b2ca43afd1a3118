import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginCodes, plans, userIdentities, users } from '../../db/schema.js';
import { FREE_PLAN_CODE } from '../../db/seed.js';
import type { UserRow } from './auth.repository.js';

export type SocialProvider = 'github' | 'google';

export interface ResolvedAccount {
  user: UserRow;
  /** How the identity met the account this time. */
  how: 'signed_in' | 'linked' | 'created';
}

/** Linked identities and the one-time codes of the sign-in callback. */
export function createIdentityRepository(db: Db) {
  /**
   * The account of a verified identity, in one transaction: the linked one; else the account
   * with that email, now linked; else a new account without a password. A concurrent callback
   * for the same person loses the unique race and reads the winner's rows.
   */
  async function resolve(
    provider: SocialProvider,
    identity: { subject: string; email: string; name: string },
  ): Promise<ResolvedAccount> {
    const email = identity.email.trim().toLowerCase();
    return db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(
          and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)),
        )
        .limit(1);
      if (linked) return { user: linked.user, how: 'signed_in' as const };
      let how: ResolvedAccount['how'] = 'linked';
      let [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) {
        const [free] = await tx
          .select({ id: plans.id })
          .from(plans)
          .where(eq(plans.code, FREE_PLAN_CODE));
        [user] = await tx
          .insert(users)
          .values({ name: identity.name, email, passwordHash: null, planId: free?.id ?? null })
          .onConflictDoNothing({ target: users.email })
          .returning();
        how = 'created';
        user ??= (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0];
      }
      if (!user) throw new Error('The account could not be created or found.');
      await tx
        .insert(userIdentities)
        .values({ userId: user.id, provider, subject: identity.subject, email })
        .onConflictDoNothing();
      return { user, how };
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
