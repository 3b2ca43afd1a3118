import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { messages, type UploadFilesResponse } from '@prd/contract';
import type { Deps } from '../../deps.js';
import type { Extraction, PrdInput, PrdWriter } from '../../platform/ai/types.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../security/audit.service.js';
import { createThrottle } from '../security/throttle.service.js';
import { ownerOf, type Caller } from './caller.js';
import {
  createChatRepository,
  documentKeyFor,
  type NewSend,
  type StoredFileInput,
} from './chat.repository.js';
import { createQuota, type Reservation } from './quota.js';
import type { StagedFile } from './upload-reader.js';

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
  meta: RequestMeta;
}

/** Takes one answer delta; false when it did not reach the client. */
export type TokenSink = (text: string) => boolean | void;

/** A send whose refusals are behind it: only the answer is left to write. */
export interface PreparedSend {
  sessionId: string;
  /**
   * Writes the answer, reporting each text delta to `onToken` (the client's stream), which
   * returns false when the client is gone; it finishes even if nobody listens. Once a delta
   * reached the client, a failure no longer gives the reserved upload back; without `onToken`
   * nothing goes out before the end.
   */
  run(onToken?: TokenSink): Promise<UploadFilesResponse>;
}

/** How soon after its first token a still-streaming answer is written as pending. */
const PENDING_RECORD_DELAY_MS = 100;

const fileKey = (sessionId: string, ext: string) => `chat/${sessionId}/${randomUUID()}.${ext}`;

function mergeExtractions(all: Extraction[]): Extraction {
  return {
    chunks: all.flatMap((e) => e.chunks),
    images: all.flatMap((e) => e.images),
    notes: all.flatMap((e) => e.notes),
  };
}

/**
 * The chat's business rules: who may post where, greetings, quotas, storing files and
 * messages, and writing the PRD (or its revision). Never sees HTTP.
 */
export function createPrdService(
  deps: Pick<Deps, 'db' | 'config' | 'files' | 'audit' | 'log' | 'signedUrls' | 'limiter'>,
  engine: PrdEngine,
) {
  const chats = createChatRepository(deps.db);
  const quota = createQuota(deps);
  const { files, audit, log, signedUrls, limiter } = deps;
  const { anonSendPerIp, anonSendPerVisitor, userSend } = deps.config.rateLimits;

  const throttle = createThrottle(limiter, audit);

  const respond = (
    caller: Caller,
    sessionId: string,
    prd: string,
    documentPath: string | null,
    sent: StoredFileInput[],
  ): UploadFilesResponse => ({
    message: messages.chat.sendSuccess,
    data: {
      document_path: documentPath,
      prd_result: prd,
      session_id: sessionId,
      ...(caller.kind === 'visitor'
        ? {
            image_urls: sent
              .filter((f) => f.kind === 'image')
              .map((f) => signedUrls.sign(f.storeKey, { name: f.name })),
            filenames: sent.map((f) => f.name),
          }
        : {}),
    },
  });

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
      ai: { message: reply, status: 'complete' },
    });
    return {
      sessionId,
      run: async (onToken?: TokenSink) => {
        onToken?.(reply);
        return respond(caller, sessionId, reply, null, []);
      },
    };
  }

  /**
   * Writes the answer. The messages are recorded while files are extracted, or else shortly after
   * the first token is out, so the first token never waits for the database; a fast answer is
   * written once, complete. The Word file is made when its link is first opened
   * (prd-documents.ts). Neither is on the answer's critical path.
   */
  async function generate(
    caller: Caller,
    input: SendInput,
    ctx: {
      sessionId: string;
      send: NewSend;
      stored: StoredFileInput[];
      reservation: Reservation;
      previous: { history: string[]; previousPrd: string | undefined };
    },
    onToken: TokenSink | undefined,
  ): Promise<UploadFilesResponse> {
    const started = performance.now();
    // Once answer text reached the client, the PRD counts even if saving it fails: giving the
    // upload back then would let a send that fails late be repeated for free.
    let delivered = false;
    const { sessionId, stored } = ctx;
    let recording: Promise<number> | undefined;
    const record = () => {
      if (!recording) {
        recording = chats.recordSend(ctx.send).then((r) => r.answerId);
        // Awaited on every path; this only keeps an early failure from being "unhandled".
        recording.catch(() => undefined);
      }
      return recording;
    };
    // Extraction may take a while: the upload shows in the history meanwhile.
    if (input.files.length > 0) void record();
    // Otherwise the pending answer is written shortly after the first token (the history shows
    // it while the rest streams in); an answer complete by then is written once, complete.
    let soon: NodeJS.Timeout | undefined;
    const recordSoon = () => {
      if (recording || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        void record();
      }, PENDING_RECORD_DELAY_MS);
    };
    const cancelSoon = () => {
      clearTimeout(soon);
      soon = undefined;
    };
    let writerName = 'unknown';
    const outcome = (result: 'success' | 'failure', extra: Record<string, unknown> = {}) => {
      const details = {
        session_id: sessionId,
        files: stored.length,
        writer: writerName,
        duration_ms: Math.round(performance.now() - started),
        visitor: caller.kind === 'visitor',
        ...extra,
      };
      log.info({ ...details, outcome: result }, 'prd generation');
      // The audit write never fails the caller; it need not delay the answer either.
      void audit.record(input.meta, {
        event: 'prd_generation',
        outcome: result,
        userId: caller.kind === 'visitor' ? null : caller.userId,
        details,
      });
    };

    try {
      const extracted = mergeExtractions(
        await Promise.all(
          input.files.map((file) =>
            engine.extract(file).catch((err: unknown) => {
              log.warn({ err, kind: file.kind }, 'extraction failed');
              return {
                chunks: [],
                images: [],
                notes: [`${file.name}: the file could not be read.`],
              };
            }),
          ),
        ),
      );
      const prdInput: PrdInput = {
        message: input.text,
        files: input.files.map((f) => ({ name: f.name, kind: f.kind })),
        ...extracted,
        previousPrd: ctx.previous.previousPrd,
        history: ctx.previous.history,
        now: new Date(),
      };
      const writer = await engine.writer();
      writerName = writer.name;
      let prd = '';
      // The first token goes out before the messages are written (on PGlite the database works
      // on this thread).
      for await (const delta of writer.stream(prdInput)) {
        if (!delta) continue;
        prd += delta;
        if (onToken && onToken(delta) !== false) delivered = true;
        recordSoon();
      }
      cancelSoon();
      if (!prd.trim()) throw new Error('The writer returned an empty PRD.');

      const documentKey = documentKeyFor(sessionId);
      if (recording) {
        await chats.completeAnswer(sessionId, await recording, prd, documentKey);
      } else {
        recording = chats
          .recordSend({ ...ctx.send, ai: { message: prd, status: 'complete', documentKey } })
          .then((r) => r.answerId);
        await recording;
      }
      outcome('success');
      const name = engine.docxName(input.files);
      return respond(caller, sessionId, prd, signedUrls.sign(documentKey, { name }), stored);
    } catch (err) {
      cancelSoon();
      const message = engine.failureMessage(err);
      log.warn({ err, sessionId }, 'prd generation failed');
      const answerId = await record().catch(() => undefined);
      if (answerId === undefined) {
        // Nothing refers to the stored files: take them away again.
        await removeAll(stored.map((f) => f.storeKey));
      } else {
        await chats
          .failAnswer(sessionId, answerId, message)
          .catch((e: unknown) => log.error({ err: e }, 'failed answer not saved'));
      }
      if (!delivered) {
        await ctx.reservation
          .release()
          .catch((e: unknown) => log.error({ err: e }, 'reserved upload not released'));
      }
      outcome('failure', { reason: message, charged: delivered });
      throw new AppError('UPSTREAM_FAILED', message);
    }
  }

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
     * Everything that may refuse a send, in order: the session's owner (404), an empty send
     * (422), the quota (402 / 429); then files and messages are stored. What is left (the
     * answer) is `run`, which a route may stream.
     */
    async prepare(caller: Caller, input: SendInput): Promise<PreparedSend> {
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
      if (input.files.length === 0 && engine.isGreeting(input.text)) {
        return greet(caller, input, sessionId, isNew);
      }

      const previous = isNew
        ? { history: [], previousPrd: undefined }
        : await chats.revisionContext(sessionId, owner);
      const reservation = await quota.reserve(caller);
      let stored: StoredFileInput[];
      try {
        stored = await storeFiles(sessionId, input.files);
      } catch (err) {
        await reservation.release();
        throw err;
      }
      const human = stored.map((f) => ({
        message: messages.chat.uploadedFile(f.name),
        files: [f],
      }));
      if (input.text) human.push({ message: input.text, files: [] });
      const send: NewSend = {
        sessionId,
        isNewSession: isNew,
        owner,
        human,
        ai: { message: messages.chat.generating, status: 'pending' },
      };
      return {
        sessionId,
        run: (onToken) =>
          generate(caller, input, { sessionId, send, stored, reservation, previous }, onToken),
      };
    },
  };
}
export type PrdService = ReturnType<typeof createPrdService>;
