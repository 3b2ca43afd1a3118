import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { messages, type EditSectionBody, type UploadFilesResponse } from '@prd/contract';
import type { Db } from '../../db/client.js';
import type { Platform } from '../../platform/platform.js';
import type { Extraction, PrdWriter } from './writers/types.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { ownerOf, type Caller } from './caller.js';
import { createChatRepository, type StoredFileInput } from './chat.repository.js';
import { createGenerationRepository } from './generation.repository.js';
import { createQuota, NOTHING_RESERVED, type Reservation } from './quota.js';
import type { Entitlements } from '../billing/entitlements.service.js';
import { greetingReplyInfo } from './reply-info.js';
import { createRedo } from './redo.js';
import { selectAnswer } from './select-answer.js';
import { acceptSectionEdit } from './section-edit.js';
import { createSendKit, greetingResponse } from './send-kit.js';
import type { StagedFile } from './upload-reader.js';
import type { GenerationRow } from './generation.repository.js';

/** The building blocks the flow needs from the platform (see prd-engine.ts). */
export interface PrdEngine {
  isGreeting(text: string): boolean;
  greetingReply(text: string): string;
  extract(file: StagedFile): Promise<Extraction>;
  /** The writer of the moment: the active admin key, the env settings, or offline. */
  writer(): Promise<PrdWriter>;
  /** A message safe to show for a failed generation. */
  failureMessage(err: unknown): string;
}

export interface SendInput {
  sessionId: string | undefined;
  text: string;
  files: StagedFile[];
  /** Files left out at upload (content not matching the type): the answer names them. */
  skipped?: string[];
  meta: RequestMeta;
}

/** What accepting a send gave: a greeting answered at once, or an answer now being written. */
export type Accepted =
  | { kind: 'greeting'; sessionId: string; response: UploadFilesResponse }
  | { kind: 'generation'; sessionId: string; generationId: string };

const fileKey = (sessionId: string, ext: string) => `chat/${sessionId}/${randomUUID()}.${ext}`;

/**
 * The chat's business rules: who may post where, greetings, quotas, storing files and
 * messages, and handing the answer to a job (jobs/generation.job.ts). Never sees HTTP.
 */
export function createPrdService(
  deps: Pick<
    Platform,
    'db' | 'config' | 'files' | 'audit' | 'log' | 'limiter' | 'jobs' | 'streams' | 'clock'
  >,
  engine: Pick<PrdEngine, 'isGreeting' | 'greetingReply'>,
  entitlements?: Entitlements,
) {
  const chats = createChatRepository(deps.db);
  const generations = createGenerationRepository(deps.db);
  const quota = createQuota(deps, entitlements);
  const { files, audit, log, streams } = deps;
  const kit = createSendKit(deps);
  const { throttleSend, generationRow, launch } = kit;
  const redo = createRedo(deps, engine, kit, quota);

  async function storeFiles(sessionId: string, staged: StagedFile[]) {
    const stored: StoredFileInput[] = [];
    try {
      for (const file of staged) {
        const storeKey = fileKey(sessionId, file.ext);
        const { size } = await files.put(storeKey, createReadStream(file.path));
        stored.push({
          name: file.name,
          storeKey,
          kind: file.kind,
          mediaType: file.mediaType,
          size,
        });
      }
      return stored;
    } catch (err) {
      await removeAll(stored.map((f) => f.storeKey));
      throw err;
    }
  }

  async function removeAll(keys: string[]) {
    await Promise.all(
      keys.map((k) =>
        files.remove(k).catch((err: unknown) => log.warn({ err }, 'file not removed')),
      ),
    );
  }

  async function greet(caller: Caller, input: SendInput, sessionId: string, isNew: boolean) {
    const reply = engine.greetingReply(input.text);
    await chats.recordSend({
      sessionId,
      isNewSession: isNew,
      owner: ownerOf(caller),
      human: [{ message: input.text, files: [] }],
      ai: { message: reply, status: 'complete', reply: greetingReplyInfo() },
    });
    return {
      kind: 'greeting' as const,
      sessionId,
      response: greetingResponse(caller, sessionId, reply),
    };
  }

  /**
   * Reserves a send's PRD inside `tx`. With no upload left, a user's typed follow-up (no files,
   * in a chat that exists) may still be free, a question about the PRD or small talk (decision
   * 016): it is accepted with nothing reserved and the writer's plan decides; a PRD then needs
   * an upload or ends with the upgrade message (generation job). A new chat's first message is
   * a brief (only greetings are free there, answered before this): refused at once, as before.
   */
  const reserveSend = async (tx: Db, caller: Caller, input: SendInput): Promise<Reservation> => {
    try {
      return await quota.reserveWithin(tx, caller);
    } catch (err) {
      const followUp = caller.kind === 'user' && input.files.length === 0 && !!input.sessionId;
      if (followUp && err instanceof AppError && err.code === 'QUOTA_EXCEEDED')
        return NOTHING_RESERVED;
      throw err;
    }
  };

  /** Who may see a session's answers: its owner, or any admin. */
  const readerOf = (caller: Caller) =>
    caller.kind === 'admin' ? { admin: true as const } : ownerOf(caller);

  return {
    /**
     * What can be refused before the body is read, from the caller, the session id and the
     * body's declared size (`Infinity` when unknown): visitors' send rate per IP and per
     * visitor (429), someone else's session (404), and for a body larger than a greeting the
     * quota (402 / 429) and a visitor's storage cap. Read only apart from the rate counters.
     */
    async admit(
      caller: Caller,
      sessionId: string | undefined,
      bodyBytes: number,
      meta: RequestMeta,
    ): Promise<void> {
      await throttleSend(caller, meta);
      if (sessionId && !(await chats.findOwnedSession(sessionId, ownerOf(caller)))) {
        throw new AppError('NOT_FOUND', messages.chat.sessionNotFound);
      }
      await quota.precheck(caller, bodyBytes);
    },

    /**
     * Accepts a send, in order: the session's owner (404), an empty send (422), a visitor's
     * storage (413 / 429); a greeting is answered at once. Otherwise the files go to the file
     * store, then ONE transaction reserves the PRD (402 / 429), records the messages with a
     * pending answer and the generation; then its stream is opened and its job queued.
     */
    async accept(caller: Caller, input: SendInput): Promise<Accepted> {
      const owner = ownerOf(caller);
      if (input.sessionId && !(await chats.findOwnedSession(input.sessionId, owner))) {
        throw new AppError('NOT_FOUND', messages.chat.sessionNotFound);
      }
      if (!input.text && input.files.length === 0) {
        throw new AppError('VALIDATION', messages.chat.emptySend, {
          detail: [
            { loc: ['body', 'user_input'], msg: messages.chat.emptySend, type: 'value_error' },
          ],
        });
      }
      await quota.checkVisitorStore(
        caller,
        Buffer.byteLength(input.text) + input.files.reduce((sum, f) => sum + f.size, 0),
      );
      const isNew = !input.sessionId;
      const sessionId = input.sessionId ?? randomUUID();
      const skipped = input.skipped ?? [];
      if (input.files.length === 0 && skipped.length === 0 && engine.isGreeting(input.text)) {
        return greet(caller, input, sessionId, isNew);
      }
      // A user with no uploads left is refused before files are copied (the exact check is
      // the reservation below, which alone suffices when there is nothing to copy).
      if (input.files.length > 0) await quota.checkUse(caller);

      const stored = await storeFiles(sessionId, input.files);
      // The typed text first: the session's title (its first message) is then the person's words,
      // and the spec's "Uploaded file: [name]" entries follow it.
      const human: { message: string; files: StoredFileInput[] }[] = input.text
        ? [{ message: input.text, files: [] }]
        : [];
      for (const f of stored)
        human.push({ message: messages.chat.uploadedFile(f.name), files: [f] });
      const generationId = randomUUID();
      const record = (q: Db, reserved: Reservation) =>
        createChatRepository(q).recordSend(
          {
            sessionId,
            isNewSession: isNew,
            owner,
            human,
            ai: { message: messages.chat.generating, status: 'pending' },
          },
          (ids) =>
            generations.insertQuery(
              generationRow(caller, {
                id: generationId,
                sessionId,
                answerId: ids.answerId,
                firstMessageId: ids.firstId,
                text: input.text,
                skipped,
                reserved,
                meta: input.meta,
              }),
            ),
        );
      try {
        // The messages and the generation are one statement: with nothing to reserve (admins)
        // that is atomic on its own, and one round trip before the first token.
        if (caller.kind === 'admin') await record(deps.db, NOTHING_RESERVED);
        else {
          await deps.db.transaction(async (tx) => record(tx, await reserveSend(tx, caller, input)));
        }
      } catch (err) {
        // Nothing refers to the stored files: take them away again.
        await removeAll(stored.map((f) => f.storeKey));
        throw err;
      }
      await launch(generationId, sessionId, isNew && stored.length === 0);
      return { kind: 'generation', sessionId, generationId };
    },

    /** Regenerate (no `edit`) or edit and resend the last message (redo.ts). */
    redo,

    /** `edit_section`: a send scoped to one section or item of a document (section-edit.ts). */
    editSection: (
      caller: Caller,
      input: { documentId: string; body: EditSectionBody; meta: RequestMeta },
    ) => acceptSectionEdit(deps, kit, quota, caller, input),

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

    /**
     * At sign-in or sign-up with a visitor cookie: the visitor's chats become the account's.
     * Their free uses stay counted for the visitor (cookie and IP) and are not charged to the
     * account again. Never throws: a chat left with the visitor is no reason to refuse a sign-in.
     */
    async claimVisitorChats(userId: string, visitorId: string, meta: RequestMeta) {
      try {
        const moved = await chats.claimVisitorChats(visitorId, userId);
        if (moved.length > 0) {
          void audit.record(meta, {
            event: 'visitor_chats_claimed',
            outcome: 'success',
            userId,
            details: { sessions: moved.length },
          });
        }
        return moved.length;
      } catch (err) {
        log.error({ err }, 'visitor chats not moved into the account');
        return 0;
      }
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
export type PrdService = ReturnType<typeof createPrdService>;
