import { randomUUID } from 'node:crypto';
import { messages } from '@prd/contract';
import type { Db } from '../../db/client.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Platform } from '../../platform/platform.js';
import { replaceAnswer } from './answer-variants.repository.js';
import { ownerOf, type Caller } from './caller.js';
import { createChatRepository } from './chat.repository.js';
import { createGenerationRepository } from './generation.repository.js';
import type { PrdEngine } from './prd-engine.js';
import { NOTHING_RESERVED, type Quota } from './quota.js';
import { greetingReplyInfo } from './reply-info.js';
import { greetingResponse, type Accepted, type SendKit } from './send-kit.js';

/** Regenerate and edit (decisions 020, 032): the last answer written again. */
export function createRedo(
  deps: Pick<Platform, 'db' | 'audit' | 'log'>,
  engine: Pick<PrdEngine, 'isGreeting' | 'greetingReply'>,
  kit: SendKit,
  quota: Quota,
) {
  const chats = createChatRepository(deps.db);
  const { audit, log } = deps;

  /**
   * Regenerate (no `edit`) or edit and resend: the session's last answer is written again from
   * the same send, its typed text replaced by `edit.text` when given (its files stay). In order:
   * the send rates (429), the owner (404), nothing to redo (409 NOTHING_TO_REDO), an answer
   * still being written (409 ANSWER_IN_PROGRESS), a visitor's storage; then ONE transaction
   * (the session's row locked, the checks made again) reserves the PRD like a send (402 / 429),
   * hides the old answer (a regenerate keeps it as a variant of the slot) behind a pending one
   * and records the generation; the job is queued. The old answer's charge stands (decisions
   * 020, 032): a new PRD version uses an upload, unless a regenerate writes the same PRD again.
   */
  async function redo(
    caller: Caller,
    sessionId: string,
    edit: { text: string } | undefined,
    meta: RequestMeta,
  ): Promise<Accepted> {
    const owner = ownerOf(caller);
    const action = edit ? 'prd_edit' : 'prd_regenerate';
    await kit.throttleSend(caller, meta);
    if (!(await chats.findOwnedSession(sessionId, owner))) {
      throw new AppError('NOT_FOUND', messages.chat.sessionNotFound);
    }
    const redoable = async (q: Db) => {
      const last = await createChatRepository(q).lastSend(sessionId);
      if (!last) throw new AppError('NOTHING_TO_REDO', messages.chat.nothingToRegenerate);
      const open = await createGenerationRepository(q).latestOfSession(sessionId, owner);
      if (
        last.answer.status === 'pending' ||
        (open && (open.status === 'queued' || open.status === 'running'))
      ) {
        throw new AppError('ANSWER_IN_PROGRESS', messages.chat.answerInProgress);
      }
      if (edit && !last.text) throw new AppError('NOTHING_TO_REDO', messages.chat.nothingToEdit);
      return last;
    };
    const seen = await redoable(deps.db);
    if (edit) await quota.checkVisitorStore(caller, Buffer.byteLength(edit.text));
    // A regenerated section edit is one again: the same part, the same message to the writer.
    const scoped = edit ? undefined : seen.scoped;
    const text = edit ? edit.text : (scoped?.prompt ?? seen.text?.message ?? '');
    // A greeting is answered at once and free, as a send of it is (at the free limit too).
    const greeting =
      seen.files === 0 && seen.skippedFiles.length === 0 && engine.isGreeting(text)
        ? engine.greetingReply(text)
        : undefined;
    if (seen.files > 0) await quota.checkUse(caller);

    const generationId = randomUUID();
    let replaced: Awaited<ReturnType<typeof redoable>> | undefined;
    await deps.db.transaction(async (tx) => {
      const repo = createChatRepository(tx);
      await repo.lockSession(sessionId);
      // Made again under the lock: a send, a redo or an answer that began meanwhile wins.
      const last = await redoable(tx);
      if (last.answer.id !== seen.answer.id) {
        throw new AppError('ANSWER_IN_PROGRESS', messages.chat.answerInProgress);
      }
      replaced = last;
      const answerId = await replaceAnswer(tx, {
        sessionId,
        oldAnswerId: last.answer.id,
        // A regenerate's answers are variants of one slot (its first answer's id names it).
        group: edit ? null : (last.answer.variantOf ?? last.answer.id),
        answer:
          greeting === undefined
            ? { message: messages.chat.generating, status: 'pending' }
            : { message: greeting, status: 'complete', reply: greetingReplyInfo() },
        ...(edit && last.text
          ? { text: { id: last.text.id, message: edit.text, retitle: last.opensSession } }
          : {}),
      });
      if (greeting !== undefined) return;
      const reserved =
        caller.kind === 'admin' ? NOTHING_RESERVED : await quota.reserveWithin(tx, caller);
      await createGenerationRepository(tx).insertQuery(
        kit.generationRow(caller, {
          id: generationId,
          sessionId,
          answerId,
          firstMessageId: last.firstMessageId,
          text,
          skipped: last.skippedFiles,
          reserved,
          meta,
          origin: edit ? 'edit' : 'regenerate',
          replacesAnswerId: last.answer.id,
          ...(scoped ? { scope: scoped.scope } : {}),
        }),
      );
    });
    void audit.record(meta, {
      event: action,
      outcome: 'success',
      userId: caller.kind === 'visitor' ? null : caller.userId,
      details: {
        session_id: sessionId,
        generation_id: generationId,
        replaced_answer: replaced?.answer.id,
        visitor: caller.kind === 'visitor',
        greeting: greeting !== undefined,
      },
    });
    log.info({ sessionId, generationId, action }, 'prd answer written again');
    if (greeting !== undefined) {
      return {
        kind: 'greeting',
        sessionId,
        response: greetingResponse(caller, sessionId, greeting),
      };
    }
    await kit.launch(generationId, sessionId, false);
    return { kind: 'generation', sessionId, generationId };
  }

  return redo;
}
