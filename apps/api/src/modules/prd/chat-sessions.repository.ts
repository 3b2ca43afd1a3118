import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatSessions } from '../../db/schema.js';
import { LIST_TITLE_CHARS, ownedBy, type ChatOwner } from './chat-types.js';

/** Chat sessions: who owns one, a visitor's into an account, locking, listing, a visitor's bytes. */
export function createChatSessionsRepository(db: Db) {
  return {
    async findOwnedSession(sessionId: string, owner: ChatOwner) {
      const [row] = await db
        .select({ id: chatSessions.id })
        .from(chatSessions)
        .where(and(eq(chatSessions.id, sessionId), ownedBy(owner)))
        .limit(1);
      return row;
    },

    /**
     * Moves every chat of a visitor into an account, in one statement: the visitor id is
     * cleared, so the cookie no longer opens them once the person signs out. Chats of other
     * visitors or already in an account are never touched. Returns the sessions moved.
     */
    async claimVisitorChats(visitorId: string, userId: string): Promise<string[]> {
      const rows = await db
        .update(chatSessions)
        .set({ userId, visitorId: null })
        .where(and(eq(chatSessions.visitorId, visitorId), isNull(chatSessions.userId)))
        .returning({ id: chatSessions.id });
      return rows.map((r) => r.id);
    },

    /** Holds the session's row until the transaction ends: one redo of its last answer at a time. */
    async lockSession(sessionId: string) {
      await db.execute(sql`select id from chat_sessions where id = ${sessionId} for update`);
    },

    /**
     * One page of a user's sessions, newest activity first (id breaks ties: stable pages). Titles
     * are cut at LIST_TITLE_CHARS: a sidebar shows 30 of them, and 200 whole 256 KB first
     * messages would be 50 MB to read and send (on PGlite, on the event loop's thread).
     */
    listSessions: (userId: string, page: number, pageSize: number) =>
      db
        .select({
          id: chatSessions.id,
          title: sql<string>`left(${chatSessions.title}, ${LIST_TITLE_CHARS})`,
        })
        .from(chatSessions)
        .where(eq(chatSessions.userId, userId))
        .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),

    /**
     * What a visitor stored since `since`: message text (answers included) and file bytes, and
     * when the oldest of it was written.
     */
    async visitorStoredBytes(visitorId: string, since: Date) {
      const result = await db.execute(sql`with m as (
          select m.id, octet_length(m.message) as len, m.created_at
          from chat_messages m join chat_sessions s on s.id = m.session_id
          where s.visitor_id = ${visitorId} and m.created_at > ${since.toISOString()}::timestamptz)
        select (coalesce((select sum(len) from m), 0)
            + coalesce((select sum(f.size) from chat_files f join m on m.id = f.message_id), 0)
          )::bigint as bytes,
          (select min(created_at) from m) as oldest`);
      const row = (result as { rows: { bytes: unknown; oldest: unknown }[] }).rows[0];
      return {
        bytes: Number(row?.bytes ?? 0),
        oldest: row?.oldest ? new Date(row.oldest as string) : null,
      };
    },
  };
}
