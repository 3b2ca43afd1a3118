import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatFiles, chatMessages, generations } from '../../db/schema.js';
import { releaseUpload } from '../billing/index.js';
import { OPEN, type FileExtraction, type Outcome, type Settled } from './generation-types.js';
import { createQuotaRepository } from './quota.repository.js';
import { SESSION_TEXT_CAP } from './session-context.js';

/** Keeps the files' extracted text for follow-ups, while the session stays under its cap. */
async function keepExtractions(tx: Db, sessionId: string, list: FileExtraction[]) {
  const result =
    await tx.execute(sql`select coalesce(sum(octet_length(f.extraction::text)), 0)::bigint as bytes
    from chat_files f join chat_messages m on m.id = f.message_id
    where m.session_id = ${sessionId} and f.extraction is not null`);
  let bytes = Number((result as { rows: { bytes: unknown }[] }).rows[0]?.bytes ?? 0);
  for (const { fileId, extraction } of list) {
    const json = JSON.stringify(extraction);
    bytes += Buffer.byteLength(json);
    if (bytes > SESSION_TEXT_CAP) break;
    await tx
      .update(chatFiles)
      .set({ extraction: sql`${json}::jsonb` })
      .where(and(eq(chatFiles.id, fileId), isNull(chatFiles.extraction)));
  }
}

/** The settle of a generation (part of the generation repository). */
export function settleQueries(db: Db) {
  return {
    /**
     * Settles a generation once: the answer is written, the generation closed and, when asked
     * and nothing was delivered, the reservation given back, all in one transaction. Null when
     * it was settled before (by another attempt, the sweeper or a duplicate job).
     */
    settle: (id: string, outcome: Outcome, refundIfUndelivered: boolean) =>
      db.transaction(async (tx): Promise<Settled | null> => {
        const refundable = outcome.free
          ? sql`true`
          : refundIfUndelivered
            ? sql`${generations.deliveredAt} is null`
            : sql`false`;
        const [row] = await tx
          .update(generations)
          .set({
            status: outcome.status,
            finishedAt: sql`now()`,
            settlement: sql`case when ${refundable} then 'refunded' else 'charged' end`,
          })
          .where(and(eq(generations.id, id), inArray(generations.status, OPEN)))
          .returning();
        if (!row) return null;
        const version =
          outcome.status === 'complete' && outcome.version
            ? await outcome.version(tx, row)
            : undefined;
        const reply =
          outcome.status !== 'complete'
            ? undefined
            : version
              ? {
                  ...outcome.reply,
                  version: version.document.version,
                  document: version.document,
                  ...(version.changes ? { changes: version.changes } : {}),
                }
              : outcome.reply;
        await tx
          .update(chatMessages)
          .set(
            outcome.status === 'complete'
              ? {
                  message: outcome.message,
                  status: 'complete',
                  isDocument: outcome.documentKey !== null,
                  documentKey: outcome.documentKey,
                  reply,
                  versionId: version?.versionId ?? null,
                }
              : outcome.status === 'stopped' && outcome.reply
                ? { message: outcome.message, status: outcome.status, reply: outcome.reply }
                : { message: outcome.message, status: outcome.status },
          )
          .where(and(eq(chatMessages.id, row.answerId), eq(chatMessages.sessionId, row.sessionId)));
        if (outcome.extractions?.length)
          await keepExtractions(tx, row.sessionId, outcome.extractions);
        const refunded = row.settlement === 'refunded';
        const quota = createQuotaRepository(tx);
        if (refunded && row.reservation === 'upload' && row.usageId !== null) {
          await releaseUpload(tx, row.usageId);
        } else if (refunded && row.reservation === 'visitor' && row.visitorUsageId !== null) {
          await quota.releaseVisitor(row.visitorUsageId);
        }
        return { row, refunded, version, reply };
      }),
  };
}
