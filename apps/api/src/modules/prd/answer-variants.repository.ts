import type { ReplyInfo } from '@prd/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, chatSessions } from '../../db/schema.js';
import { titleSource } from './chat-names.js';

type MessageRow = typeof chatMessages.$inferSelect;

/** The answers of one slot (`group`: its first answer's id), oldest first, with their versions. */
export const variantGroup = (db: Db, sessionId: string, group: number) =>
  db
    .select({ id: chatMessages.id, versionId: chatMessages.versionId })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.role, 'ai'),
        or(eq(chatMessages.id, group), eq(chatMessages.variantOf, group)),
      ),
    )
    .orderBy(asc(chatMessages.id));

/** The regenerated variants of the session's last answer, oldest first (none: undefined). */
export async function variantsOf(db: Db, sessionId: string, last: MessageRow | undefined) {
  if (last?.role !== 'ai' || last.variantOf === null) return undefined;
  const group = await variantGroup(db, sessionId, last.variantOf);
  if (group.length < 2) return undefined;
  const chatIds = group.map((g) => g.id);
  return { chatId: last.id, index: chatIds.indexOf(last.id), chatIds };
}

/**
 * Replaces the session's last answer by a new pending one, after giving the send's typed
 * message new text when asked (and the session its title when that message opened it). The
 * old answer is kept, hidden: a regenerate's `group` (the id of the slot's first answer)
 * makes both variants of one answer (select_answer shows either); an edit's is null. Run
 * inside a transaction; returns the new answer's id.
 */
export async function replaceAnswer(
  db: Db,
  r: {
    sessionId: string;
    oldAnswerId: number;
    group: number | null;
    /** The new answer: pending (its job writes it), or complete at once (a greeting). */
    answer: { message: string; status: 'pending' | 'complete'; reply?: ReplyInfo };
    text?: { id: number; message: string; retitle: boolean };
  },
): Promise<number> {
  if (r.text) {
    await db
      .update(chatMessages)
      .set({ message: r.text.message })
      .where(and(eq(chatMessages.id, r.text.id), eq(chatMessages.sessionId, r.sessionId)));
  }
  await db
    .update(chatSessions)
    .set({
      updatedAt: sql`now()`,
      ...(r.text?.retitle ? { title: titleSource(r.text.message) } : {}),
    })
    .where(eq(chatSessions.id, r.sessionId));
  await db
    .update(chatMessages)
    .set({ hidden: true, ...(r.group === null ? {} : { variantOf: r.group }) })
    .where(and(eq(chatMessages.id, r.oldAnswerId), eq(chatMessages.sessionId, r.sessionId)));
  const [row] = await db
    .insert(chatMessages)
    .values({
      sessionId: r.sessionId,
      role: 'ai',
      message: r.answer.message,
      status: r.answer.status,
      reply: r.answer.reply ?? null,
      variantOf: r.group,
    })
    .returning({ id: chatMessages.id });
  return row!.id;
}
