import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { usagePeriods } from '../../src/db/schema.js';
import { createEntitlements } from '../../src/modules/billing/entitlements.service.js';

/** Uploads the user has used in the period that counts now. */
export async function usedUploads(db: Db, userId: string, now = new Date()): Promise<number> {
  return (await createEntitlements(db, () => now).of(userId)).used;
}

/** Sets the uploads used in the period that counts now (as if that many PRDs were written). */
export async function setUsedUploads(db: Db, userId: string, used: number, now = new Date()) {
  const e = await createEntitlements(db, () => now).of(userId);
  await db
    .insert(usagePeriods)
    .values({
      userId,
      periodKey: e.periodKey,
      planId: e.planId,
      periodStart: e.periodStart,
      periodEnd: e.periodEnd,
      used,
    })
    .onConflictDoUpdate({
      target: [usagePeriods.userId, usagePeriods.periodKey],
      set: { used: sql`excluded.used` },
    });
}
