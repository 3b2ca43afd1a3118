import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatFiles, chatMessages, chatSessions, prdVersions } from '../../db/schema.js';
import { variantsOf } from './answer-variants.repository.js';
import { DOCUMENT_KEY } from './chat-names.js';
import type { ChatReader } from './chat-types.js';

/** Reading chats: a session's messages with their files, and the PRD behind a document key. */
export function createChatReadsRepository(db: Db) {
  /** A session's messages in order, and the files of its human messages (owner checked first). */
  async function sessionContent(sessionId: string) {
    const rows = await db
      .select({
        message: chatMessages,
        // The answer's version and its product (its Word file is named after them).
        number: prdVersions.number,
        product: sql<string | null>`${prdVersions.model}->>'product'`,
      })
      .from(chatMessages)
      .leftJoin(prdVersions, eq(prdVersions.id, chatMessages.versionId))
      .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.hidden, false)))
      .orderBy(asc(chatMessages.id));
    const messages = rows.map((r) => r.message);
    const versions = new Map<number, { number: number; product: string }>();
    for (const r of rows) {
      if (r.number !== null)
        versions.set(r.message.id, { number: r.number, product: r.product ?? '' });
    }
    const ids = messages.filter((m) => m.role === 'human').map((m) => m.id);
    const files =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(chatFiles)
            .where(inArray(chatFiles.messageId, ids))
            .orderBy(asc(chatFiles.id));
    return {
      messages,
      files,
      versions,
      variants: await variantsOf(db, sessionId, messages.at(-1)),
    };
  }

  return {
    /** A session's messages in order with their files, if the reader may see it. */
    async readSession(sessionId: string, reader: ChatReader) {
      const where = reader.admin
        ? eq(chatSessions.id, sessionId)
        : and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, reader.userId));
      const [session] = await db
        .select({
          id: chatSessions.id,
          userId: chatSessions.userId,
          visitorId: chatSessions.visitorId,
        })
        .from(chatSessions)
        .where(where)
        .limit(1);
      if (!session) return undefined;
      const owner = { userId: session.userId, visitor: session.visitorId !== null };
      return { owner, ...(await sessionContent(session.id)) };
    },

    /** The visitor's chat with the latest activity (only theirs, by id), with its messages. */
    async readLatestVisitorSession(visitorId: string) {
      const [session] = await db
        .select({ id: chatSessions.id })
        .from(chatSessions)
        .where(and(eq(chatSessions.visitorId, visitorId), isNull(chatSessions.userId)))
        .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
        .limit(1);
      return session ? { sessionId: session.id, ...(await sessionContent(session.id)) } : undefined;
    },

    /** The PRD behind a document key (`documentKeyFor`), for the Word file made on first download. */
    async documentSource(documentKey: string) {
      const parsed = DOCUMENT_KEY.exec(documentKey);
      if (!parsed) return undefined;
      const [row] = await db
        .select({ message: chatMessages.message })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.sessionId, parsed[1]!),
            eq(chatMessages.documentKey, documentKey),
            eq(chatMessages.status, 'complete'),
          ),
        )
        .limit(1);
      return row?.message;
    },
  };
}
