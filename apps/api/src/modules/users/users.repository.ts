import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans, users } from '../../db/schema.js';
import { FREE_PLAN_CODE } from '../../db/seed.js';

/** The only place the users module queries users and plans. Every user query takes its id. */
export function createUsersRepository(db: Db) {
  return {
    /** The uploads limit of a plan, or of the free plan when the user has none. */
    async uploadsLimit(planId: number | null): Promise<number | undefined> {
      if (planId !== null) {
        const [row] = await db
          .select({ limit: plans.uploadsLimit })
          .from(plans)
          .where(eq(plans.id, planId))
          .limit(1);
        if (row) return row.limit;
      }
      const [free] = await db
        .select({ limit: plans.uploadsLimit })
        .from(plans)
        .where(eq(plans.code, FREE_PLAN_CODE))
        .limit(1);
      return free?.limit;
    },

    /** Returns false when the user does not exist. */
    updateName: async (userId: string, name: string): Promise<boolean> =>
      (
        await db
          .update(users)
          .set({ name, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning({ id: users.id })
      ).length > 0,

    /**
     * Points the user at a new picture and returns the one it replaced (locked, so two uploads
     * at once each get the right previous file). Undefined when the user does not exist.
     */
    replaceProfilePicture: (userId: string, file: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ previous: users.profilePicture })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!row) return undefined;
        await tx
          .update(users)
          .set({ profilePicture: file, updatedAt: new Date() })
          .where(eq(users.id, userId));
        return { previous: row.previous };
      }),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
