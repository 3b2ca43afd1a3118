import { renderMarkdown, versionLabel } from '@prd/prd';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatFiles, chatMessages } from '../../db/schema.js';
import { answerStart, type AnswerStart } from './answer-versions.js';
import type { GenerationRow } from './generation-types.js';
import {
  contextFrom,
  planContext,
  SESSION_CHUNKS_CAP,
  sessionChunksOf,
} from './session-context.js';

/**
 * What the writer needs besides the typed text: the files of this send, the session's
 * earlier turns and the PRD version it starts from (`start`: the chat's current version, or
 * for a redo the one the replaced answer started from; chats without documents still take
 * their latest PRD answer), and the text kept from the session's earlier files. `textOnly`:
 * the send opened its session and had no files (the accept knows), so there is nothing to read.
 */
export async function writerInput(db: Db, row: GenerationRow, opts: { textOnly?: boolean } = {}) {
  if (opts.textOnly) {
    const start: AnswerStart = { documents: false };
    return {
      files: [],
      sessionChunks: [],
      start,
      ...contextFrom([], planContext([]), () => ''),
    };
  }
  const earlierInSession = and(
    eq(chatMessages.sessionId, row.sessionId),
    lt(chatMessages.id, row.firstMessageId),
  );
  // Hidden answers (replaced by a regenerate or an edit) are not turns of the chat.
  const shownEarlier = and(earlierInSession, eq(chatMessages.hidden, false));
  // Earlier messages without their text: the plan picks the few whose text is read.
  const earlier = db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      status: chatMessages.status,
      isDocument: chatMessages.isDocument,
      hasReply: sql<boolean>`${chatMessages.reply} is not null`,
      version: sql<number | null>`(${chatMessages.reply}->>'version')::int`,
      length: sql<number>`char_length(${chatMessages.message})`,
    })
    .from(chatMessages)
    .where(shownEarlier)
    .orderBy(asc(chatMessages.id));
  const attached = db
    .select({
      id: chatFiles.id,
      name: chatFiles.name,
      storeKey: chatFiles.storeKey,
      kind: chatFiles.kind,
      mediaType: chatFiles.mediaType,
      size: chatFiles.size,
    })
    .from(chatFiles)
    .innerJoin(chatMessages, eq(chatMessages.id, chatFiles.messageId))
    .where(
      and(
        eq(chatMessages.sessionId, row.sessionId),
        gte(chatMessages.id, row.firstMessageId),
        lt(chatMessages.id, row.answerId),
      ),
    )
    .orderBy(asc(chatFiles.id));
  // The newest earlier files' text, as much as a follow-up gets (SESSION_CHUNKS_CAP, by
  // stored size): the rest of the session's kept text is not read.
  const sized = db
    .select({
      id: chatFiles.id,
      extraction: chatFiles.extraction,
      before:
        sql<number>`coalesce(sum(octet_length(${chatFiles.extraction}::text)) over (order by ${chatFiles.id} desc rows between unbounded preceding and 1 preceding), 0)`.as(
          'before',
        ),
    })
    .from(chatFiles)
    .innerJoin(chatMessages, eq(chatMessages.id, chatFiles.messageId))
    .where(and(earlierInSession, isNotNull(chatFiles.extraction)))
    .as('sized');
  const kept = db
    .select({ extraction: sized.extraction })
    .from(sized)
    .where(lt(sized.before, SESSION_CHUNKS_CAP))
    .orderBy(desc(sized.id));
  // All go out at once (on PostgreSQL, over several connections).
  const [meta, files, earlierFiles, start] = await Promise.all([
    earlier,
    attached,
    kept,
    answerStart(db, row),
  ]);
  const plan = planContext(meta);
  // A chat with documents revises a stored version (below), never an answer's text.
  const prdText = plan.prd === undefined || start.documents ? [] : [plan.prd];
  const wanted = [...new Set([...plan.turns, ...prdText])];
  const texts = new Map<number, string>();
  if (wanted.length > 0) {
    const rows = await db
      .select({ id: chatMessages.id, message: chatMessages.message })
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.id,
          wanted.map((i) => meta[i]!.id),
        ),
      );
    for (const r of rows) texts.set(r.id, r.message);
  }
  const context = contextFrom(meta, plan, (i) => texts.get(meta[i]!.id) ?? '');
  return {
    files,
    ...context,
    ...(start.documents
      ? {
          previousPrd: start.base
            ? renderMarkdown(start.base.model, { version: versionLabel(start.base.number) })
            : undefined,
          previousVersion: start.base?.number ?? 0,
        }
      : {}),
    start,
    sessionChunks: sessionChunksOf(earlierFiles.map((f) => f.extraction)),
  };
}
