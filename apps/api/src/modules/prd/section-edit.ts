import { randomUUID } from 'node:crypto';
import { messages, type EditSectionBody } from '@prd/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prdDocuments } from '../../db/schema.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import { documentVersion } from './answer-versions.js';
import { ownerOf, type Caller } from './caller.js';
import { createChatRepository } from './chat.repository.js';
import { createGenerationRepository } from './generation.repository.js';
import type { Quota } from './quota.js';
import { resolveScope } from './section-scope.js';
import type { Accepted, SendKit } from './send-kit.js';

/** The session's answer is being written (a section edit, like a redo, waits for it). */
async function assertIdle(db: Db, sessionId: string, caller: Caller) {
  const last = await createChatRepository(db).lastSend(sessionId);
  const open = await createGenerationRepository(db).latestOfSession(sessionId, ownerOf(caller));
  if (
    last?.answer.status === 'pending' ||
    (open && (open.status === 'queued' || open.status === 'running'))
  ) {
    throw new AppError('ANSWER_IN_PROGRESS', messages.chat.answerInProgress);
  }
}

/**
 * `edit_section`: a send scoped to one section or item of a chat's document (its current
 * version). In order: the send rates (429), the document's owner (404), the section or item (422 UNKNOWN_SECTION / 404 ITEM_NOT_FOUND), an answer being written (409); then
 * ONE transaction (the session locked, the check made again) reserves it like a revision
 * (402 / 429), records the chat's message (`Edit "<heading>": <instruction>`) with a pending
 * answer and the generation (origin section_edit, its scope). Its job patches only that part.
 */
export async function acceptSectionEdit(
  deps: Pick<Platform, 'db' | 'audit'>,
  kit: SendKit,
  quota: Quota,
  caller: Caller,
  input: { documentId: string; body: EditSectionBody; meta: RequestMeta },
): Promise<Accepted> {
  const { db } = deps;
  const { documentId, body, meta } = input;
  await kit.throttleSend(caller, meta);
  const chats = createChatRepository(db);
  const [document] = await db
    .select({ sessionId: prdDocuments.sessionId })
    .from(prdDocuments)
    .where(eq(prdDocuments.id, documentId))
    .limit(1);
  const owner = ownerOf(caller);
  if (!document || !(await chats.findOwnedSession(document.sessionId, owner))) {
    throw new AppError('DOCUMENT_NOT_FOUND', messages.chat.documentNotFound);
  }
  const { sessionId } = document;
  const current = await documentVersion(db, documentId);
  if (!current) throw new AppError('DOCUMENT_NOT_FOUND', messages.chat.documentNotFound);
  const resolved = resolveScope(current.model, body, body.instruction);
  await assertIdle(db, sessionId, caller);
  const shown = messages.chat.sectionEditRequest(resolved.heading, body.instruction);
  await quota.checkVisitorStore(caller, Buffer.byteLength(shown));

  const generationId = randomUUID();
  await db.transaction(async (tx) => {
    const repo = createChatRepository(tx);
    await repo.lockSession(sessionId);
    await assertIdle(tx, sessionId, caller);
    const reserved = await quota.reserveWithin(tx, caller);
    const ids = await repo.recordSend({
      sessionId,
      isNewSession: false,
      owner,
      human: [{ message: shown, files: [] }],
      ai: { message: messages.chat.generating, status: 'pending' },
    });
    await createGenerationRepository(tx).insertQuery(
      kit.generationRow(caller, {
        id: generationId,
        sessionId,
        answerId: ids.answerId,
        firstMessageId: ids.firstId,
        text: resolved.prompt,
        skipped: [],
        reserved,
        meta,
        origin: 'section_edit',
        scope: { documentId, ...resolved.scope },
      }),
    );
  });
  void deps.audit.record(meta, {
    event: 'prd_section_edit',
    outcome: 'success',
    userId: caller.kind === 'visitor' ? null : caller.userId,
    details: {
      session_id: sessionId,
      document_id: documentId,
      generation_id: generationId,
      ...resolved.scope,
    },
  });
  await kit.launch(generationId, sessionId, false);
  return { kind: 'generation', sessionId, generationId };
}
