import { and, asc, desc, eq, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, generations } from '../../db/schema.js';
import { titleSource } from './chat-names.js';
import { ownedBy, type NewSend } from './chat-types.js';

/** A send's messages: recorded in one statement, and read back as the session's last send. */
export function createChatSendsRepository(db: Db) {
  return {
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
  };
}
