import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publishedPages, workspaceConnections } from '../../db/schema.js';

export type WorkspaceProvider = 'notion' | 'confluence';
export type ConnectionRow = typeof workspaceConnections.$inferSelect;
type ConnectionInput = Omit<
  typeof workspaceConnections.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'refreshLeaseUntil'
>;

/** Connections (tokens sealed by the caller) and the pages published from chat answers. */
export function createConnectionsRepository(db: Db) {
  const one = (userId: string, provider: WorkspaceProvider) =>
    and(eq(workspaceConnections.userId, userId), eq(workspaceConnections.provider, provider));

  return {
    async find(userId: string, provider: WorkspaceProvider) {
      const [row] = await db.select().from(workspaceConnections).where(one(userId, provider));
      return row;
    },

    list: (userId: string) =>
      db.select().from(workspaceConnections).where(eq(workspaceConnections.userId, userId)),

    /** Connecting again replaces the tokens (and a changed workspace forgets its default page). */
    async save(input: ConnectionInput) {
      await db
        .insert(workspaceConnections)
        .values(input)
        .onConflictDoUpdate({
          target: [workspaceConnections.userId, workspaceConnections.provider],
          set: {
            externalId: input.externalId,
            workspaceName: input.workspaceName,
            siteUrl: input.siteUrl ?? null,
            accessToken: input.accessToken,
            refreshToken: input.refreshToken ?? null,
            expiresAt: input.expiresAt ?? null,
            refreshLeaseUntil: null,
            updatedAt: new Date(),
          },
        });
    },

    async remove(userId: string, provider: WorkspaceProvider) {
      return db.transaction(async (tx) => {
        await tx
          .delete(publishedPages)
          .where(and(eq(publishedPages.userId, userId), eq(publishedPages.provider, provider)));
        const gone = await tx
          .delete(workspaceConnections)
          .where(one(userId, provider))
          .returning({ id: workspaceConnections.id });
        return gone.length > 0;
      });
    },

    /**
     * Takes the right to refresh this connection's tokens: only while they are still the ones
     * the caller saw and nobody else holds an unexpired lease. Returns the row when taken.
     */
    async claimRefresh(id: string, seenAccessToken: string, now: Date, leaseMs: number) {
      const [row] = await db
        .update(workspaceConnections)
        .set({ refreshLeaseUntil: new Date(now.getTime() + leaseMs) })
        .where(
          and(
            eq(workspaceConnections.id, id),
            eq(workspaceConnections.accessToken, seenAccessToken),
            or(
              isNull(workspaceConnections.refreshLeaseUntil),
              lt(workspaceConnections.refreshLeaseUntil, now),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** The refreshed tokens and the lease released, in one write. */
    async saveRefreshed(
      id: string,
      tokens: { accessToken: string; refreshToken: string | null; expiresAt: Date | null },
    ) {
      await db
        .update(workspaceConnections)
        .set({ ...tokens, refreshLeaseUntil: null, updatedAt: new Date() })
        .where(eq(workspaceConnections.id, id));
    },

    async releaseRefresh(id: string) {
      await db
        .update(workspaceConnections)
        .set({ refreshLeaseUntil: null })
        .where(eq(workspaceConnections.id, id));
    },

    async deleteById(id: string) {
      await db.delete(workspaceConnections).where(eq(workspaceConnections.id, id));
    },

    async setDefaultParent(userId: string, parentId: string) {
      await db
        .update(workspaceConnections)
        .set({ defaultParentId: parentId })
        .where(one(userId, 'notion'));
    },

    async findPublished(
      userId: string,
      provider: WorkspaceProvider,
      chatId: number,
      target: string,
    ) {
      const [row] = await db
        .select()
        .from(publishedPages)
        .where(
          and(
            eq(publishedPages.userId, userId),
            eq(publishedPages.provider, provider),
            eq(publishedPages.chatId, chatId),
            eq(publishedPages.target, target),
          ),
        );
      return row;
    },

    async savePublished(input: {
      userId: string;
      provider: WorkspaceProvider;
      chatId: number;
      target: string;
      pageId: string;
      url: string | null;
    }) {
      await db
        .insert(publishedPages)
        .values(input)
        .onConflictDoUpdate({
          target: [
            publishedPages.userId,
            publishedPages.provider,
            publishedPages.chatId,
            publishedPages.target,
          ],
          set: { pageId: input.pageId, url: input.url, updatedAt: new Date() },
        });
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
