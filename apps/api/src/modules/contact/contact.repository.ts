import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans } from '../../db/schema.js';

/** What a contact message reads: the plan it is about. */
export function createContactRepository(db: Db) {
  return {
    plan: async (planId: number) =>
      (
        await db.select({ name: plans.planName }).from(plans).where(eq(plans.id, planId)).limit(1)
      )[0],
  };
}
