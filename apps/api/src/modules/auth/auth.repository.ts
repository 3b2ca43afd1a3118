import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, plans, refreshTokens, sessions, users } from '../../db/schema.js';
import { FREE_PLAN_CODE } from '../../db/seed.js';
import { dropWorkspaceAccess, spendVerificationLinks } from './verification.repository.js';

export type UserRow = typeof users.$inferSelect;

/** The only place auth queries live. Every write that must be whole runs in one transaction. */
export function createAuthRepository(db: Db) {
  return { ...userQueries(db), ...sessionQueries(db), ...passwordQueries(db) };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

function userQueries(db: Db) {
  return {
    findUserByEmail: async (email: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.email, email)).limit(1))[0],

    findUserById: async (id: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

    /** Returns undefined when the email is taken (unique index), so races resolve cleanly. */
    async createUser(input: {
      name: string;
      email: string;
      passwordHash: string;
      role?: 'User' | 'admin';
    }) {
      const [free] = await db
        .select({ id: plans.id })
        .from(plans)
        .where(eq(plans.code, FREE_PLAN_CODE));
      const [row] = await db
        .insert(users)
        .values({ ...input, planId: free?.id ?? null })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async upsertAdmin(input: { name: string; email: string; passwordHash: string }) {
      const [free] = await db
        .select({ id: plans.id })
        .from(plans)
        .where(eq(plans.code, FREE_PLAN_CODE));
      const [row] = await db
        .insert(users)
        .values({ ...input, role: 'admin', planId: free?.id ?? null, emailVerifiedAt: new Date() })
        .onConflictDoUpdate({
          target: users.email,
          set: {
            passwordHash: input.passwordHash,
            role: 'admin',
            isActive: true,
            // The operator named this address: it counts as proven.
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },

    async setActive(userId: string, active: boolean) {
      const [row] = await db
        .update(users)
        .set({ isActive: active, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return row;
    },

    countUsers: async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0,
  };
}

function sessionQueries(db: Db) {
  return {
    /** A new session with its first refresh token. */
    async createSession(input: {
      userId: string;
      ip: string;
      userAgent: string | null;
      expiresAt: Date;
      refreshHash: string;
    }) {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({
            userId: input.userId,
            ip: input.ip,
            userAgent: input.userAgent,
            expiresAt: input.expiresAt,
          })
          .returning({ id: sessions.id });
        await tx
          .insert(refreshTokens)
          .values({ sessionId: session!.id, tokenHash: input.refreshHash });
        return session!.id;
      });
    },

    /**
     * Rotates a refresh token. Exactly one caller can use a token: the update is conditional on
     * used_at being null. Reports reuse when the token exists but was already used.
     */
    rotateRefreshToken: (oldHash: string, newHash: string) =>
      db.transaction(async (tx) => {
        const [used] = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.tokenHash, oldHash), isNull(refreshTokens.usedAt)))
          .returning({ sessionId: refreshTokens.sessionId });
        if (!used) {
          const [known] = await tx
            .select({ sessionId: refreshTokens.sessionId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, oldHash));
          return known
            ? ({ kind: 'reused', sessionId: known.sessionId } as const)
            : ({ kind: 'unknown' } as const);
        }
        const [live] = await tx
          .select({ user: { id: users.id, role: users.role } })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(
              eq(sessions.id, used.sessionId),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, new Date()),
              eq(users.isActive, true),
            ),
          );
        if (!live) return { kind: 'dead', sessionId: used.sessionId } as const;
        await tx.insert(refreshTokens).values({ sessionId: used.sessionId, tokenHash: newHash });
        return { kind: 'rotated', sessionId: used.sessionId, user: live.user } as const;
      }),

    async sessionOwner(sessionId: string) {
      const [row] = await db
        .select({ userId: sessions.userId, email: users.email })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId));
      return row;
    },

    revokeSession: (sessionId: string, reason: string) =>
      db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),

    /** Ends every live session of a user, except `keep` when given. Returns how many ended. */
    async revokeUserSessions(userId: string, reason: string, keep?: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

function passwordQueries(db: Db) {
  return {
    /** Stores a new reset token and retires the user's earlier unused ones. */
    createResetToken: (userId: string, tokenHash: string, expiresAt: Date) =>
      db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
      }),

    async isResetTokenLive(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        );
      return row !== undefined;
    },

    /**
     * Uses a reset token once: sets the password, marks the email verified and ends all sessions
     * in one transaction; an account unverified until now also loses its workspace connections.
     * Returns the user, or undefined for an unknown, used or expired token.
     */
    consumeResetToken: (tokenHash: string, passwordHash: string) =>
      db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return undefined;
        const [before] = await tx
          .select({ emailVerifiedAt: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, token.userId))
          .for('update');
        // The emailed link proves the address.
        const [user] = await tx
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: before?.emailVerifiedAt ?? new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, token.userId), eq(users.isActive, true)))
          .returning();
        if (!user) return undefined; // deactivated meanwhile: the token is spent, nothing else changes
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'password_reset' })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        // Until now anyone could have registered the address: what they connected goes too.
        const wasUnverified = !before?.emailVerifiedAt;
        const connectionsDropped = wasUnverified ? await dropWorkspaceAccess(tx, user.id) : 0;
        if (wasUnverified) await spendVerificationLinks(tx, user.id);
        return { user, wasUnverified, connectionsDropped };
      }),

    /** Changes the password and ends the user's other sessions, together. */
    changePassword: (userId: string, passwordHash: string, keepSession: string) =>
      db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'password_changed' })
          .where(
            and(
              eq(sessions.userId, userId),
              isNull(sessions.revokedAt),
              ne(sessions.id, keepSession),
            ),
          );
      }),
  };
}
