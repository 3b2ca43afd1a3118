import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiKeys } from '../../db/schema.js';

export type AiKeyRow = typeof aiKeys.$inferSelect;
type AiKeyProvider = AiKeyRow['provider'];

interface NewAiKey {
  provider: AiKeyProvider;
  label: string;
  model: string;
  baseUrl: string | null;
  keyCiphertext: string;
  keyLast4: string;
  createdBy: string;
}

export type AiKeyPatch = Partial<
  Pick<
    AiKeyRow,
    'provider' | 'label' | 'model' | 'baseUrl' | 'keyCiphertext' | 'keyLast4' | 'isActive'
  >
>;

/** A key switched off because another one was switched on. */
export type DisplacedKey = Pick<AiKeyRow, 'id' | 'provider' | 'label'>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every write takes this transaction-scoped lock first: two activations at the same moment (two
 * admins, two processes) run one after the other, so at most one key is ever active.
 */
const lockKeys = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('ai_keys'))`);

const deactivateOthers = (tx: Tx, keepId: number | null): Promise<DisplacedKey[]> =>
  tx
    .update(aiKeys)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(aiKeys.isActive, true), keepId === null ? undefined : ne(aiKeys.id, keepId)))
    .returning({ id: aiKeys.id, provider: aiKeys.provider, label: aiKeys.label });

/** The only place AI keys are queried. Admin-only data: no owner scoping. */
export function createApiKeysRepository(db: Db) {
  return {
    async list(
      filter: { provider?: AiKeyProvider | undefined; isActive?: boolean | undefined },
      { page, pageSize }: { page: number; pageSize: number },
    ) {
      const conditions: SQL[] = [];
      if (filter.provider) conditions.push(eq(aiKeys.provider, filter.provider));
      if (filter.isActive !== undefined) conditions.push(eq(aiKeys.isActive, filter.isActive));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(aiKeys)
        .where(where)
        .orderBy(desc(aiKeys.createdAt), desc(aiKeys.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [counted] = await db.select({ total: count() }).from(aiKeys).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async findById(id: number): Promise<AiKeyRow | undefined> {
      const [row] = await db.select().from(aiKeys).where(eq(aiKeys.id, id)).limit(1);
      return row;
    },

    async findActive(): Promise<AiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(aiKeys)
        .where(eq(aiKeys.isActive, true))
        .orderBy(desc(aiKeys.updatedAt), desc(aiKeys.id))
        .limit(1);
      return row;
    },

    /** Adds a key; when it is active, every other key is switched off in the same transaction. */
    insert: (values: NewAiKey, active: boolean) =>
      db.transaction(async (tx) => {
        await lockKeys(tx);
        const displaced = active ? await deactivateOthers(tx, null) : [];
        const [row] = await tx
          .insert(aiKeys)
          .values({ ...values, isActive: active })
          .returning();
        return { row: row!, displaced };
      }),

    /**
     * Changes a key in one transaction: `change` sees the locked current row and returns the patch
     * (or throws to refuse it). Activating switches every other key off. Undefined: no such key.
     */
    update: (id: number, change: (current: AiKeyRow) => AiKeyPatch) =>
      db.transaction(async (tx) => {
        await lockKeys(tx);
        const [before] = await tx.select().from(aiKeys).where(eq(aiKeys.id, id)).for('update');
        if (!before) return undefined;
        const patch = change(before);
        const displaced =
          patch.isActive === true && !before.isActive ? await deactivateOthers(tx, id) : [];
        if (Object.keys(patch).length === 0) return { before, row: before, displaced };
        const [row] = await tx
          .update(aiKeys)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(aiKeys.id, id))
          .returning();
        return { before, row: row!, displaced };
      }),
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
