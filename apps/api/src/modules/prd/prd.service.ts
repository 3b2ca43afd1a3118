import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { messages, type UploadFilesResponse } from '@prd/contract';
import type { Db } from '../../db/client.js';
import type { Platform } from '../../platform/platform.js';
import type { Extraction, PrdWriter } from '../../platform/ai/types.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createThrottle } from '../security/throttle.service.js';
import { ownerOf, type Caller } from './caller.js';
import { createChatRepository, type StoredFileInput } from './chat.repository.js';
import { createGenerationRepository } from './generation.repository.js';
import { createQuota } from './quota.js';
import { greetingReplyInfo } from './reply-info.js';
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
  /** The Word file's download name, from the files of the request. */
  docxName(files: { name: string }[]): string;
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

type Reservation = Awaited<ReturnType<ReturnType<typeof createQuota>['reserveWithin']>>;
const NOTHING_RESERVED: Reservation = { reservation: 'none', visitorUsageId: null };

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
) {
  const chats = createChatRepository(deps.db);
  const generations = createGenerationRepository(deps.db);
  const quota = createQuota(deps);
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
    const response: UploadFilesResponse = {
      message: messages.chat.sendSuccess,
      data: {
        document_path: null,
        prd_result: reply,
        session_id: sessionId,
        reply: greetingReplyInfo(),
        ...(caller.kind === 'visitor' ? { image_urls: [], filenames: [] } : {}),
      },
    };
    return { kind: 'greeting' as const, sessionId, response };
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
        await throttle.take(
          { key: `user-send:${caller.userId}`, rule: userSend },
          meta,
          'user_send',
        );
      }
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
      const human = stored.map((f) => ({
        message: messages.chat.uploadedFile(f.name),
        files: [f],
      }));
      if (input.text) human.push({ message: input.text, files: [] });
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
            generations.insertQuery({
              id: generationId,
              sessionId,
              answerId: ids.answerId,
              firstMessageId: ids.firstId,
              callerKind: caller.kind,
              userId: caller.kind === 'visitor' ? null : caller.userId,
              visitorId: caller.kind === 'visitor' ? caller.visitorId : null,
              ip: input.meta.ip,
              userAgent: input.meta.userAgent,
              text: input.text,
              skippedFiles: skipped,
              reservation: reserved.reservation,
              visitorUsageId: reserved.visitorUsageId,
              deadlineAt: new Date(Date.now() + timeoutMs * attempts + DEADLINE_MARGIN_MS),
            }),
        );
      try {
        // The messages and the generation are one statement: with nothing to reserve (admins)
        // that is atomic on its own, and one round trip before the first token.
        if (caller.kind === 'admin') await record(deps.db, NOTHING_RESERVED);
        else {
          await deps.db.transaction(async (tx) =>
            record(tx, await quota.reserveWithin(tx, caller)),
          );
        }
      } catch (err) {
        // Nothing refers to the stored files: take them away again.
        await removeAll(stored.map((f) => f.storeKey));
        throw err;
      }
      // The stream exists before the job runs, so a client attaching now waits for its events.
      await streams.append(generationId, 'queued', { session_id: sessionId });
      await jobs
        .add<GenerationJobData>(GENERATION_QUEUE, generationId, {
          generationId,
          ...(isNew && stored.length === 0 ? { textOnly: true } : {}),
        })
        // The send is stored: the sweeper queues it again if this enqueue was lost.
        .catch((err: unknown) => log.error({ err, generationId }, 'generation not queued'));
      return { kind: 'generation', sessionId, generationId };
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
      const row = await generations.requestStop(sessionId, readerOf(caller));
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
