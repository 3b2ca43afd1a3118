import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The only place the users module queries users. Every user query takes its id. */
export function createUsersRepository(db: Db) {
  return {
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
