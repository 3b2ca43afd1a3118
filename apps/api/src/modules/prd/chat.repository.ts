import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  chatFiles,
  chatMessages,
  chatSessions,
  generations,
  prdVersions,
} from '../../db/schema.js';
import type { ReplyInfo } from '@prd/contract';
import type { FileKind } from '../../platform/ai/types.js';
import { variantsOf } from './answer-variants.repository.js';
import { DOCUMENT_KEY, titleSource } from './chat-names.js';

/** Characters of a session's title (its first message) that history lists return. */
export const LIST_TITLE_CHARS = 1000;

/** Who a chat belongs to: a signed-in account, or a visitor known by their signed cookie. */
export type ChatOwner = { userId: string } | { visitorId: string };

/** Who reads history: the owner, or an admin who may read any session. */
export type ChatReader = { userId: string; admin: boolean };

export interface StoredFileInput {
  name: string;
  storeKey: string;
  kind: FileKind;
  mediaType: string;
  size: number;
}

export interface NewSend {
  sessionId: string;
  /** True when the session is created by this send (its first human message is the title). */
  isNewSession: boolean;
  owner: ChatOwner;
  human: { message: string; files: StoredFileInput[] }[];
  /** A complete PRD comes with the key of its Word file; `reply` says what the answer is. */
  ai: { message: string; status: 'pending' | 'complete'; documentKey?: string; reply?: ReplyInfo };
}

export type MessageRow = typeof chatMessages.$inferSelect;
export type FileRow = typeof chatFiles.$inferSelect;

const ownedBy = (owner: ChatOwner): SQL =>
  'userId' in owner
    ? eq(chatSessions.userId, owner.userId)
    : eq(chatSessions.visitorId, owner.visitorId);

/** The only place the prd module queries chats. Every read of a session names its owner. */
export function createChatRepository(db: Db) {
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
    async findOwnedSession(sessionId: string, owner: ChatOwner) {
      const [row] = await db
        .select({ id: chatSessions.id })
        .from(chatSessions)
        .where(and(eq(chatSessions.id, sessionId), ownedBy(owner)))
        .limit(1);
      return row;
    },

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

    /**
     * Session (new, or touched when the owner matches), human messages with their files, the
     * answer and optionally a row `alongside` them, in ONE statement: atomic without a
     * transaction, and a single round trip before the first token. Message ids follow the rows'
     * order.
     */
    async recordSend(
      send: NewSend,
      /** A row that refers to the new messages, inserted by the same statement (a generation). */
      alongside?: (ids: { answerId: SQL; firstId: SQL }) => SQLWrapper,
    ): Promise<{ answerId: number; firstId: number }> {
      const owner = send.owner;
      const session = send.isNewSession
        ? sql`insert into chat_sessions (id, user_id, visitor_id, title)
            values (${send.sessionId}, ${'userId' in owner ? owner.userId : null},
              ${'visitorId' in owner ? owner.visitorId : null}, ${titleSource(send.human[0]?.message ?? '')})
            returning id`
        : sql`update chat_sessions set updated_at = now()
            where id = ${send.sessionId} and ${ownedBy(owner)} returning id`;
      const rows = [
        ...send.human.map((h) => ({
          role: 'human',
          message: h.message,
          status: 'complete',
          documentKey: null as string | null,
          reply: null as string | null,
        })),
        {
          role: 'ai',
          ...send.ai,
          documentKey: send.ai.documentKey ?? null,
          reply: send.ai.reply ? JSON.stringify(send.ai.reply) : null,
        },
      ].map(
        (r, i) =>
          sql`(${i + 1}::int, ${r.role}, ${r.message}, ${r.status}, ${r.documentKey !== null}::boolean, ${r.documentKey}::text, ${r.reply}::jsonb)`,
      );
      const files = send.human.flatMap((h, i) =>
        h.files.map(
          (f) =>
            sql`(${i + 1}::int, ${f.name}, ${f.storeKey}, ${f.kind}, ${f.mediaType}, ${f.size}::bigint)`,
        ),
      );
      const insertFiles =
        files.length === 0
          ? sql``
          : sql`, f as (
              insert into chat_files (message_id, name, store_key, kind, media_type, size)
              select n.id, x.name, x.store_key, x.kind, x.media_type, x.size
              from n join (values ${sql.join(files, sql`, `)})
                as x(ord, name, store_key, kind, media_type, size) on x.ord = n.ord
              returning id)`;
      const alongsideRow = alongside?.({
        answerId: sql`(select max(id) from m)`,
        firstId: sql`(select min(id) from m)`,
      });
      const result = await db.execute(sql`with s as (${session}),
        m as (
          insert into chat_messages (session_id, role, message, status, is_document, document_key, reply)
          select s.id, v.role, v.message, v.status, v.is_document, v.document_key, v.reply
          from s cross join (values ${sql.join(rows, sql`, `)})
            as v(ord, role, message, status, is_document, document_key, reply)
          order by v.ord
          returning id),
        n as (select id, row_number() over (order by id) as ord from m)
        ${insertFiles}
        ${alongsideRow ? sql`, a as (${alongsideRow.getSQL()})` : sql``}
        select max(id) as answer_id, min(id) as first_id from m`);
      const row = (result as { rows: { answer_id: unknown; first_id: unknown }[] }).rows[0];
      if (row?.answer_id === null || row?.answer_id === undefined) {
        throw new Error('The chat session to write into was not found.');
      }
      return { answerId: Number(row.answer_id), firstId: Number(row.first_id) };
    },

    /**
     * The session's last send and its answer: the answer (the session's last message), the first
     * message of the send, its typed text (the human message without files) and how many of its
     * messages carry files, the files skipped at upload, and whether the send opened the session.
     * Undefined when the session has no answer.
     */
    async lastSend(sessionId: string) {
      const [answer] = await db
        .select({
          id: chatMessages.id,
          role: chatMessages.role,
          status: chatMessages.status,
          variantOf: chatMessages.variantOf,
          versionId: chatMessages.versionId,
          skippedFiles: generations.skippedFiles,
          // A section edit's target and the writer's message for it (a regenerate keeps both).
          scope: generations.scope,
          prompt: generations.text,
        })
        .from(chatMessages)
        .leftJoin(generations, eq(generations.answerId, chatMessages.id))
        .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.hidden, false)))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      if (answer?.role !== 'ai') return undefined;
      const earlier = await db
        .select({
          id: chatMessages.id,
          role: chatMessages.role,
          message: chatMessages.message,
          // Spelled out: inside the subquery a bare "id" would be the file's.
          files: sql<number>`(select count(*) from chat_files f where f.message_id = chat_messages.id)::int`,
        })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.sessionId, sessionId),
            lt(chatMessages.id, answer.id),
            eq(chatMessages.hidden, false),
            // Hidden answers (earlier variants of this one) do not end the send.
            sql`${chatMessages.id} > coalesce((select max(p.id) from chat_messages p
              where p.session_id = ${sessionId} and p.role = 'ai' and not p.hidden
                and p.id < ${answer.id}), 0)`,
          ),
        )
        .orderBy(asc(chatMessages.id));
      const human = earlier.filter((m) => m.role === 'human');
      const first = human[0];
      if (!first) return undefined;
      const [opening] = await db
        .select({ id: sql<number>`min(${chatMessages.id})` })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId));
      const typed = human.find((m) => Number(m.files) === 0);
      return {
        answer: {
          id: answer.id,
          status: answer.status,
          variantOf: answer.variantOf,
          versionId: answer.versionId,
        },
        scoped: answer.scope ? { scope: answer.scope, prompt: answer.prompt ?? '' } : undefined,
        firstMessageId: first.id,
        text: typed ? { id: typed.id, message: typed.message } : undefined,
        files: human.filter((m) => Number(m.files) > 0).length,
        skippedFiles: answer.skippedFiles ?? [],
        opensSession: Number(opening?.id) === first.id,
      };
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
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
