import { withoutWriterNotice } from '@prd/documents';
import { parseMarkdown } from '@prd/prd';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, prdDocuments } from '../../db/schema.js';
import { saveVersion } from './versions.service.js';

/** Chats read per round: bounded memory, and short transactions (one chat each). */
const BATCH = 100;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

interface ImportOutcome {
  /** Answers that became versions in this run. */
  imported: number;
  /** Answers left as they were (logged). */
  failed: number;
}

/**
 * A complete PRD answer without a version: one stored before answers said what they are (a
 * document), or a new draft, revision or replacement (never a reformatting, which was no version).
 */
const versionlessPrd = and(
  eq(chatMessages.role, 'ai'),
  eq(chatMessages.status, 'complete'),
  isNull(chatMessages.versionId),
  or(
    and(isNull(chatMessages.reply), eq(chatMessages.isDocument, true)),
    sql`(${chatMessages.reply}->>'kind' = 'prd' and ${chatMessages.reply}->>'intent' in ('draft', 'revise', 'replace'))`,
  ),
);

/**
 * A chat without documents: its PRD answers were stored before issue 26. (Once a chat has a
 * document, a versionless PRD answer in it is a reformatting, which stores no version.)
 */
const noDocuments = sql`not exists (select 1 from ${prdDocuments} d
  where d.session_id = ${chatMessages.sessionId})`;

/**
 * One chat's stored PRD answers become the versions of one document, in answer order; re-read
 * under the chat's lock, so another instance starting at the same time imports them once. A row
 * that fails is logged and left; the others go on.
 */
async function importChat(db: Db, sessionId: string, log: Log) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from chat_sessions where id = ${sessionId} for update`);
    const rows = await tx
      .select({ id: chatMessages.id, message: chatMessages.message })
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, sessionId), versionlessPrd, noDocuments))
      .orderBy(asc(chatMessages.id));
    let imported = 0;
    let failed = 0;
    for (const row of rows) {
      try {
        // Parsed once, here; the answer's text and its Word file stay exactly as they are.
        const model = parseMarkdown(withoutWriterNotice(row.message));
        await tx.transaction(async (savepoint) => {
          const saved = await saveVersion(savepoint, {
            sessionId,
            model,
            origin: 'import',
            author: 'migration',
            messageId: row.id,
          });
          await savepoint
            .update(chatMessages)
            .set({ versionId: saved.versionId })
            .where(eq(chatMessages.id, row.id));
        });
        imported += 1;
      } catch (err) {
        failed += 1;
        log.warn({ err, chatId: row.id, sessionId }, 'stored PRD answer not imported as a version');
      }
    }
    return { imported, failed };
  });
}

/**
 * The data step of issue 26, run at every start after the SQL migrations: the complete PRD
 * answers of every chat that has no document yet (stored before versions existed) become one
 * document's versions (origin `import`, author `migration`), in answer order, and each answer
 * refers to its version. Idempotent (a chat with a document is not read again) and batched by
 * chat. Never throws: a failure is logged and the start goes on.
 */
export async function importStoredAnswers(db: Db, log: Log): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { imported: 0, failed: 0 };
  let after = '';
  try {
    for (;;) {
      const sessions = await db
        .selectDistinct({ sessionId: chatMessages.sessionId })
        .from(chatMessages)
        .where(
          and(after ? gt(chatMessages.sessionId, after) : undefined, versionlessPrd, noDocuments),
        )
        .orderBy(asc(chatMessages.sessionId))
        .limit(BATCH);
      if (sessions.length === 0) break;
      after = sessions[sessions.length - 1]!.sessionId;
      for (const { sessionId } of sessions) {
        try {
          const done = await importChat(db, sessionId, log);
          outcome.imported += done.imported;
          outcome.failed += done.failed;
        } catch (err) {
          outcome.failed += 1;
          log.warn({ err, sessionId }, 'stored PRD answers of a chat not imported as versions');
        }
      }
    }
  } catch (err) {
    log.warn({ err }, 'stored PRD answers not imported as versions');
  }
  if (outcome.imported > 0 || outcome.failed > 0) {
    log.info({ ...outcome }, 'stored PRD answers imported as document versions');
  }
  return outcome;
}
