import type { BillingDetail } from '@prd/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingDetails } from '../../db/schema.js';

const columns = {
  address_line1: billingDetails.addressLine1,
  address_line2: billingDetails.addressLine2,
  city: billingDetails.city,
  state: billingDetails.state,
  zip: billingDetails.zip,
  country: billingDetails.country,
};

/** Billing details: one row per user, always looked up by its owner. */
export function createBillingAddressRepository(db: Db) {
  return {
    find: async (userId: string): Promise<BillingDetail | undefined> =>
      (
        await db
          .select(columns)
          .from(billingDetails)
          .where(eq(billingDetails.userId, userId))
          .limit(1)
      )[0],

    /** Returns whether there was a row to delete. */
    remove: async (userId: string): Promise<boolean> =>
      (
        await db
          .delete(billingDetails)
          .where(eq(billingDetails.userId, userId))
          .returning({ userId: billingDetails.userId })
      ).length > 0,

    async upsert(userId: string, detail: BillingDetail): Promise<BillingDetail> {
      const values = {
        addressLine1: detail.address_line1,
        addressLine2: detail.address_line2,
        city: detail.city,
        state: detail.state,
        zip: detail.zip,
        country: detail.country,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(billingDetails)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: billingDetails.userId, set: values })
        .returning(columns);
      return row!;
    },
  };
}
