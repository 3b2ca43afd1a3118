import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatSessions, generations, prdDocuments, prdVersions } from '../../db/schema.js';

/**
 * Who reads: a user or admin by token, a visitor by their signed cookie. An admin reads any
 * chat (as get_chat_data lets them); everyone else only their own.
 */
export type DocumentReader =
  | { kind: 'user'; userId: string }
  | { kind: 'admin'; userId: string }
  | { kind: 'visitor'; visitorId: string };

/** Whose chat it is: an account, or a visitor's chat not yet claimed by one. */
export interface ChatOwnerRow {
  userId: string | null;
  visitorId: string | null;
}

/** Only the sessions the reader may see; a visitor's only while no account has claimed them. */
function readable(reader: DocumentReader): SQL | undefined {
  switch (reader.kind) {
    case 'admin':
      return undefined;
    case 'user':
      return eq(chatSessions.userId, reader.userId);
    case 'visitor':
      return and(eq(chatSessions.visitorId, reader.visitorId), isNull(chatSessions.userId));
  }
}

export type DocumentRow = typeof prdDocuments.$inferSelect;
export type VersionRow = typeof prdVersions.$inferSelect;

/** A version without its model and changes (the list of versions, the picker). */
const summaryColumns = {
  id: prdVersions.id,
  number: prdVersions.number,
  origin: prdVersions.origin,
  author: prdVersions.author,
  messageId: prdVersions.messageId,
  basedOn: prdVersions.basedOn,
  summary: prdVersions.summary,
  changeCount: sql<number>`jsonb_array_length(${prdVersions.changes})::int`,
  createdAt: prdVersions.createdAt,
};
export type VersionSummaryRow = Pick<
  VersionRow,
  'id' | 'number' | 'origin' | 'author' | 'messageId' | 'basedOn' | 'summary' | 'createdAt'
> & { changeCount: number };

/** The only place the documents module queries. Every read names the reader. */
export function createDocumentsRepository(db: Db) {
  return {
    /** The chat session and its owner, if the reader may see it. */
    async findSession(sessionId: string, reader: DocumentReader) {
      const [row] = await db
        .select({
          id: chatSessions.id,
          userId: chatSessions.userId,
          visitorId: chatSessions.visitorId,
        })
        .from(chatSessions)
        .where(and(eq(chatSessions.id, sessionId), readable(reader)))
        .limit(1);
      return row;
    },

    /** The document and its chat's owner, if the reader may see the chat. */
    async findDocument(documentId: string, reader: DocumentReader) {
      const [row] = await db
        .select({
          document: prdDocuments,
          owner: { userId: chatSessions.userId, visitorId: chatSessions.visitorId },
        })
        .from(prdDocuments)
        .innerJoin(chatSessions, eq(chatSessions.id, prdDocuments.sessionId))
        .where(and(eq(prdDocuments.id, documentId), readable(reader)))
        .limit(1);
      return row;
    },

    /** A chat's documents, oldest first (the last is the current one). */
    listDocuments: (sessionId: string) =>
      db
        .select()
        .from(prdDocuments)
        .where(eq(prdDocuments.sessionId, sessionId))
        .orderBy(asc(prdDocuments.createdAt), asc(prdDocuments.id)),

    listVersions: (documentId: string): Promise<VersionSummaryRow[]> =>
      db
        .select(summaryColumns)
        .from(prdVersions)
        .where(eq(prdVersions.documentId, documentId))
        .orderBy(asc(prdVersions.number)),

    async version(documentId: string, number: number): Promise<VersionRow | undefined> {
      const [row] = await db
        .select()
        .from(prdVersions)
        .where(and(eq(prdVersions.documentId, documentId), eq(prdVersions.number, number)))
        .limit(1);
      return row;
    },

    /** Two versions of a document (one row when both numbers are the same). */
    versions: (documentId: string, numbers: number[]): Promise<VersionRow[]> =>
      db
        .select()
        .from(prdVersions)
        .where(and(eq(prdVersions.documentId, documentId), inArray(prdVersions.number, numbers))),

    /** Holds the chat's row until the transaction ends (the answer's settle takes it too). */
    async lockSession(sessionId: string) {
      await db.execute(sql`select id from chat_sessions where id = ${sessionId} for update`);
    },

    /** Whether an answer is being written in the chat (queued or running). */
    async answerInProgress(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: generations.id })
        .from(generations)
        .where(
          and(
            eq(generations.sessionId, sessionId),
            inArray(generations.status, ['queued', 'running']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
