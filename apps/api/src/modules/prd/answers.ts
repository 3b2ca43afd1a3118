import { messages } from '@prd/contract';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Platform } from '../../platform/platform.js';
import { ownerOf, type Caller } from './caller.js';
import { createGenerationRepository, type GenerationRow } from './generation.repository.js';
import { selectAnswer } from './select-answer.js';

/** Who may see a session's answers: its owner, or any admin. */
const readerOf = (caller: Caller) =>
  caller.kind === 'admin' ? { admin: true as const } : ownerOf(caller);

/** A session's answer once asked for: following it, showing another variant, stopping it. */
export function createAnswers(deps: Pick<Platform, 'db' | 'audit' | 'streams'>) {
  const generations = createGenerationRepository(deps.db);
  const { audit, streams } = deps;

  return {
    /** Shows another regenerated variant of the last answer (owner only, free; select-answer.ts). */
    async selectAnswer(caller: Caller, sessionId: string, chatId: number, meta: RequestMeta) {
      const data = await selectAnswer(deps.db, ownerOf(caller), sessionId, chatId);
      void audit.record(meta, {
        event: 'prd_select_answer',
        outcome: 'success',
        userId: caller.kind === 'visitor' ? null : caller.userId,
        details: { session_id: sessionId, chat_id: chatId, visitor: caller.kind === 'visitor' },
      });
      return data;
    },

    /**
     * The generation a caller may follow in a session: the latest one (running, or settled with
     * its stored answer). 404 when the session is not theirs or has none.
     */
    async answerOf(caller: Caller, sessionId: string) {
      const row = await generations.latestOfSession(sessionId, readerOf(caller));
      if (!row) throw new AppError('NOT_FOUND', messages.chat.streamNotFound);
      return row;
    },

    /** The stored answer of a settled generation (its stream has expired). */
    storedAnswer: (row: GenerationRow) => generations.answerOf(row),

    /**
     * Stop: ends the session's answer being written; what was written is kept (marked
     * stopped) and the PRD is charged only if some of it reached anyone. 404 when none is open.
     */
    async stop(caller: Caller, sessionId: string, meta: RequestMeta) {
      // Only the chat's owner: an admin may read answers (readerOf), never stop one (404).
      const row = await generations.requestStop(sessionId, ownerOf(caller));
      if (!row) throw new AppError('NOT_FOUND', messages.chat.nothingToStop);
      await streams.requestStop(row.id);
      void audit.record(meta, {
        event: 'prd_generation_stop',
        outcome: 'success',
        userId: caller.kind === 'visitor' ? null : caller.userId,
        details: { session_id: sessionId, generation_id: row.id },
      });
      return row;
    },
  };
}
