import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxStripeObjects } from '../../../db/schema.js';
import type { StoredObject, StripeObjectStore } from './engine.js';

/** The test checkout's Stripe-shaped objects, kept in the database (they outlive a restart). */
export function databaseStore(db: Db): StripeObjectStore {
  return {
    async get(id) {
      const [row] = await db
        .select({ data: sandboxStripeObjects.data })
        .from(sandboxStripeObjects)
        .where(eq(sandboxStripeObjects.id, id))
        .limit(1);
      return row?.data as StoredObject | undefined;
    },

    async put(obj) {
      const intent =
        (obj.object === 'checkout.session' || obj.object === 'dispute') &&
        typeof obj.payment_intent === 'string'
          ? obj.payment_intent
          : null;
      const values = {
        object: obj.object,
        data: obj,
        paymentIntent: intent,
        updatedAt: new Date(),
      };
      await db
        .insert(sandboxStripeObjects)
        .values({ id: obj.id, ...values })
        .onConflictDoUpdate({ target: sandboxStripeObjects.id, set: values });
    },

    async liveSubscriptionIds() {
      const rows = await db
        .select({ id: sandboxStripeObjects.id })
        .from(sandboxStripeObjects)
        .where(
          sql`${sandboxStripeObjects.object} = 'subscription' and ${sandboxStripeObjects.data}->>'status' <> 'canceled'`,
        );
      return rows.map((r) => r.id);
    },

    async disputesOfPaymentIntent(paymentIntentId) {
      const rows = await db
        .select({ data: sandboxStripeObjects.data })
        .from(sandboxStripeObjects)
        .where(
          sql`${sandboxStripeObjects.paymentIntent} = ${paymentIntentId} and ${sandboxStripeObjects.object} = 'dispute'`,
        )
        .orderBy(sql`(${sandboxStripeObjects.data}->>'created')::bigint desc`);
      return rows.map((r) => r.data as StoredObject);
    },

    async findSessionByPaymentIntent(paymentIntentId) {
      const [row] = await db
        .select({ data: sandboxStripeObjects.data })
        .from(sandboxStripeObjects)
        .where(
          sql`${sandboxStripeObjects.paymentIntent} = ${paymentIntentId} and ${sandboxStripeObjects.object} = 'checkout.session'`,
        )
        .limit(1);
      return row?.data as StoredObject | undefined;
    },
  };
}
