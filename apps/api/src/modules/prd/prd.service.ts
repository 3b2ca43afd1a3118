import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { messages, type EditSectionBody, type UploadFilesResponse } from '@prd/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Platform } from '../../platform/platform.js';
import type { Extraction, PrdWriter } from './writers/types.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createThrottle } from '../security/throttle.service.js';
import { ownerOf, type Caller } from './caller.js';
import { createChatRepository, type StoredFileInput } from './chat.repository.js';
import { createGenerationRepository } from './generation.repository.js';
import { createQuota, NOTHING_RESERVED, type Reservation } from './quota.js';
import type { Entitlements } from '../billing/entitlements.service.js';
import { greetingReplyInfo } from './reply-info.js';
import { selectAnswer } from './select-answer.js';
import { acceptSectionEdit } from './section-edit.js';
import type { StagedFile } from './upload-reader.js';
import { GENERATION_QUEUE, type GenerationJobData } from '../../jobs/generation.job.js';
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

/** How long past its time limit (all attempts) an open generation is failed by the sweeper. */
const DEADLINE_MARGIN_MS = 60_000;

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
  const { files, audit, log, limiter, jobs, streams } = deps;
  const { anonSendPerIp, anonSendPerVisitor, userSend } = deps.config.rateLimits;
  const { timeoutMs, attempts } = deps.config.generation;

  const throttle = createThrottle(limiter, audit);

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

  /** The answer to a greeting (a send of one, or a redo of one). */
  const greetingResponse = (
    caller: Caller,
    sessionId: string,
    reply: string,
  ): UploadFilesResponse => ({
    message: messages.chat.sendSuccess,
    data: {
      document_path: null,
      prd_result: reply,
      session_id: sessionId,
      reply: greetingReplyInfo(),
      ...(caller.kind === 'visitor' ? { image_urls: [], filenames: [] } : {}),
    },
  });

  /** Sends of every kind (regenerate and edit included) count against the send rates. */
  async function throttleSend(caller: Caller, meta: RequestMeta) {
    if (caller.kind === 'visitor') {
      await throttle.takeAll(
        [
          { key: `anon-send-ip:${caller.ip}`, rule: anonSendPerIp },
          { key: `anon-send-visitor:${caller.visitorId}`, rule: anonSendPerVisitor },
        ],
        meta,
        'visitor_send',
      );
    } else if (caller.kind === 'user') {
      await throttle.take({ key: `user-send:${caller.userId}`, rule: userSend }, meta, 'user_send');
    }
  }

  /** The generation row of a send (or a redo), to insert with its messages. */
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

  const generationRow = (
    caller: Caller,
    g: {
      id: string;
      sessionId: string;
      answerId: number | SQL;
      firstMessageId: number | SQL;
      text: string;
      skipped: string[];
      reserved: Reservation;
      meta: RequestMeta;
      origin?: 'send' | 'regenerate' | 'edit' | 'section_edit';
      replacesAnswerId?: number;
      scope?: GenerationRow['scope'];
    },
  ) => ({
    id: g.id,
    sessionId: g.sessionId,
    answerId: g.answerId,
    firstMessageId: g.firstMessageId,
    callerKind: caller.kind,
    userId: caller.kind === 'visitor' ? null : caller.userId,
    visitorId: caller.kind === 'visitor' ? caller.visitorId : null,
    ip: g.meta.ip,
    userAgent: g.meta.userAgent,
    text: g.text,
    skippedFiles: g.skipped,
    reservation: g.reserved.reservation,
    visitorUsageId: g.reserved.visitorUsageId,
    usageId: g.reserved.usageId,
    deadlineAt: new Date(Date.now() + timeoutMs * attempts + DEADLINE_MARGIN_MS),
    origin: g.origin ?? 'send',
    replacesAnswerId: g.replacesAnswerId ?? null,
    scope: g.scope ?? null,
  });

  /** Opens the answer's stream (clients attaching now wait for its events) and queues its job. */
  async function launch(generationId: string, sessionId: string, textOnly: boolean) {
    await streams.append(generationId, 'queued', { session_id: sessionId });
    await jobs
      .add<GenerationJobData>(GENERATION_QUEUE, generationId, {
        generationId,
        ...(textOnly ? { textOnly: true } : {}),
      })
      // The send is stored: the sweeper queues it again if this enqueue was lost.
      .catch((err: unknown) => log.error({ err, generationId }, 'generation not queued'));
  }

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
    async redo(
      caller: Caller,
      sessionId: string,
      edit: { text: string } | undefined,
      meta: RequestMeta,
    ): Promise<Accepted> {
      const owner = ownerOf(caller);
      const action = edit ? 'prd_edit' : 'prd_regenerate';
      await throttleSend(caller, meta);
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
        const answerId = await repo.replaceAnswer({
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
          generationRow(caller, {
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
      await launch(generationId, sessionId, false);
      return { kind: 'generation', sessionId, generationId };
    },

    /** `edit_section`: a send scoped to one section or item of the current document (section-edit.ts). */
    editSection: (
      caller: Caller,
      input: { documentId: string; body: EditSectionBody; meta: RequestMeta },
    ) =>
      acceptSectionEdit(
        deps.db,
        {
          throttleSend,
          checkVisitorStore: (c, bytes) => quota.checkVisitorStore(c, bytes),
          reserveWithin: (tx, c) => quota.reserveWithin(tx, c),
          insertGeneration: async (tx, c, g) => {
            await createGenerationRepository(tx).insertQuery(
              generationRow(c, { ...g, skipped: [], origin: 'section_edit' }),
            );
          },
          launch: (generationId, sessionId) => launch(generationId, sessionId, false),
          audit,
        },
        caller,
        input,
      ),

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
