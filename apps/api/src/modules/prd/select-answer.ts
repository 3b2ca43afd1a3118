import { messages } from '@prd/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages } from '../../db/schema.js';
import { AppError } from '../../platform/errors/app-error.js';
import { makeCurrent, versionById } from '../documents/index.js';
import { variantGroup } from './answer-variants.repository.js';
import { createChatRepository, type ChatOwner } from './chat.repository.js';
import { createGenerationRepository } from './generation.repository.js';

/**
 * Shows another regenerated variant of the session's last answer: in one transaction (the
 * session's row locked, as a redo locks it) the shown answer is hidden, the chosen one shown, and
 * the chosen answer's version becomes its document's current one (the next revision starts from
 * it). Owner only (404); 409 while an answer of the session is being written; 404 for an answer
 * that is not a variant of the last one. Free. Returns the variants, oldest first.
 */
export async function selectAnswer(db: Db, owner: ChatOwner, sessionId: string, chatId: number) {
  if (!(await createChatRepository(db).findOwnedSession(sessionId, owner))) {
    throw new AppError('NOT_FOUND', messages.chat.sessionNotFound);
  }
  return db.transaction(async (tx) => {
    const chats = createChatRepository(tx);
    await chats.lockSession(sessionId);
    const last = await chats.lastSend(sessionId);
    const open = await createGenerationRepository(tx).latestOfSession(sessionId, owner);
    if (
      last?.answer.status === 'pending' ||
      (open && (open.status === 'queued' || open.status === 'running'))
    ) {
      throw new AppError('ANSWER_IN_PROGRESS', messages.chat.answerInProgress);
    }
    const group = last ? (last.answer.variantOf ?? last.answer.id) : undefined;
    const variants = group === undefined ? [] : await variantGroup(tx, sessionId, group);
    const chosen = variants.find((v) => v.id === chatId);
    if (!last || !chosen) throw new AppError('NOT_FOUND', messages.chat.notAVariant);
    if (chosen.id !== last.answer.id) {
      await tx
        .update(chatMessages)
        .set({ hidden: true })
        .where(and(eq(chatMessages.id, last.answer.id), eq(chatMessages.sessionId, sessionId)));
      await tx
        .update(chatMessages)
        .set({ hidden: false })
        .where(and(eq(chatMessages.id, chosen.id), eq(chatMessages.sessionId, sessionId)));
    }
    const version = chosen.versionId ? await versionById(tx, chosen.versionId) : undefined;
    if (version) await makeCurrent(tx, version.versionId);
    const chatIds = variants.map((v) => v.id);
    return {
      session_id: sessionId,
      chat_id: chosen.id,
      variants: { index: chatIds.indexOf(chosen.id), chat_ids: chatIds },
      document: version
        ? { document_id: version.documentId, current_version: version.number }
        : null,
    };
  });
}
