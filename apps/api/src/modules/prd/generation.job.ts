import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { messages, type ReplyInfo, type UploadFilesResponse } from '@prd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AuditService } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { FileStore } from '../../platform/files/index.js';
import { JobTimeoutError, type JobContext } from '../../platform/jobs/index.js';
import type { UrlSigner } from '../../platform/signed-urls/index.js';
import type { AnswerStreams } from '../../platform/streams/index.js';
import { completeAnswer } from './answer-outcome.js';
import { extractAll } from './generation-extract.js';
import type { GenerationJobData } from './generation-queue.js';
import type { GenerationRepository } from './generation.repository.js';
import type { FileExtraction, GenerationRow } from './generation-types.js';
import type { PrdEngine } from './prd-engine.js';
import {
  buildReplyInfo,
  charged,
  nothingRead,
  readable,
  type Details,
  type Plan,
} from './reply-info.js';
import { errorEvent, STREAM_EVENTS } from './stream-events.js';
import type { PrdInput } from './writers/types.js';

interface GenerationJobDeps {
  generations: GenerationRepository;
  files: FileStore;
  engine: PrdEngine;
  streams: AnswerStreams;
  signedUrls: UrlSigner;
  audit: AuditService;
  log: FastifyBaseLogger;
  /** Where a worker puts the files it extracts (removed after each job). */
  tmpDir: string;
  /** How long a finished stream stays attachable (then the stored answer answers). */
  streamTtlSeconds: number;
  /** Attempts a job gets (the queue's); the last one settles instead of retrying. */
  attempts: number;
  /** Uses one of the user's uploads inside `tx` (its usage row's id, null when none is left). */
  reserveUpload: (tx: Db, userId: string) => Promise<number | null>;
}

/** Transient provider failures are worth another attempt; everything else is final. */
export function isRetryable(err: unknown): boolean {
  const kind = (err as { kind?: unknown } | null)?.kind;
  return kind === 'rate-limit' || kind === 'server' || kind === 'network';
}

/**
 * Runs one generation: extraction from the file store, the writer, the answer stream, and the
 * settlement. Idempotent: a settled generation is left alone, a retried one starts its stream
 * over with a `reset` event, and settling happens once whoever gets there first.
 */
export function createGenerationJob(deps: GenerationJobDeps) {
  const { generations, engine, streams, signedUrls, audit, log } = deps;

  /** The answer the upload call returns (and the stream's `done` event carries). */
  function response(
    row: GenerationRow,
    prd: string,
    documentPath: string | null,
    sent: { name: string; storeKey: string; kind: string }[],
    reply: ReplyInfo,
  ): UploadFilesResponse {
    return {
      message: messages.chat.sendSuccess,
      data: {
        document_path: documentPath,
        prd_result: prd,
        session_id: row.sessionId,
        reply,
        ...(row.callerKind === 'visitor'
          ? {
              image_urls: sent
                .filter((f) => f.kind === 'image')
                .map((f) => signedUrls.sign(f.storeKey, { name: f.name })),
              filenames: sent.map((f) => f.name),
            }
          : {}),
      },
    };
  }

  function recordOutcome(row: GenerationRow, outcome: string, extra: Record<string, unknown>) {
    const details = {
      session_id: row.sessionId,
      generation_id: row.id,
      attempt: row.attempts,
      visitor: row.callerKind === 'visitor',
      ...extra,
    };
    log.info({ ...details, outcome }, 'prd generation');
    void audit.record(
      { ip: row.ip, userAgent: row.userAgent },
      {
        event: 'prd_generation',
        outcome: outcome === 'success' ? 'success' : 'failure',
        userId: row.userId,
        details,
      },
    );
  }

  return async function runGeneration(job: JobContext<GenerationJobData>): Promise<void> {
    const id = job.data.generationId;
    const row = await generations.start(id);
    if (!row) return; // settled already: a duplicate, or a retry after the sweeper
    log.info(
      { generationId: id, sessionId: row.sessionId, attempt: row.attempts },
      'prd generation started',
    );
    const started = performance.now();
    const stream = streams.writer(id);
    if (row.attempts > 1) await stream.event(STREAM_EVENTS.reset, { attempt: row.attempts });

    const stop = new AbortController();
    /**
     * Set when the answer must end without another word: its person was deleted (the deletion
     * closed the row and ends the stream), or someone else closed the row meanwhile.
     */
    let silenced = false;
    const silence = () => {
      silenced = true;
      stream.discard();
      stop.abort();
    };
    const unsubscribe = streams.onStop(id, (reason) =>
      reason === 'account_deleted' ? silence() : stop.abort(),
    );
    const signal = AbortSignal.any([job.signal, stop.signal]);
    const dir = path.join(deps.tmpDir, `gen-${id}-${row.attempts}`);
    let madeDir = false;
    let prd = '';
    let writerName = 'unknown';
    let delivered = row.deliveredAt !== null;
    let plan: Plan | undefined;
    let details: Details = { changes: [], questions: [] };
    let extractions: FileExtraction[] = [];
    /** What the answer is, as stored and returned. */
    const replyInfo = (p: Plan, previousVersion: number): ReplyInfo =>
      buildReplyInfo(p, details, { previousVersion, writerName, skipped: row.skippedFiles });

    const finishStream = async (type: string, data: unknown) => {
      await stream.event(type, data);
      await streams.expire(id, deps.streamTtlSeconds);
    };
    const stopNow = async () => {
      const free = plan !== undefined && !charged(plan);
      const settled = await generations.settle(
        id,
        {
          status: 'stopped',
          message: prd.trim() ? prd : messages.chat.answerStopped,
          ...(plan
            ? { reply: { ...replyInfo(plan, 0), version: null, charged: !free && delivered } }
            : {}),
          free,
          extractions,
        },
        true,
      );
      if (settled) {
        await finishStream(STREAM_EVENTS.stopped, {
          session_id: row.sessionId,
          prd_result: prd,
          charged: !settled.refunded,
        });
        recordOutcome(row, 'stopped', { charged: !settled.refunded, writer: writerName });
      }
    };

    // Starts are counted in the row, across processes: the in-process queue starts counting
    // again after a restart, so without this a send that kills its process would be run again
    // at every start (a crash loop) until its deadline.
    const attempt = Math.max(job.attempt, row.attempts);
    const giveUp = async () => {
      const message = messages.chat.generationFailed;
      log.error({ generationId: id, attempt }, 'prd generation given up: every attempt died');
      const settled = await generations.settle(id, { status: 'failed', message }, true);
      if (settled) {
        await finishStream(STREAM_EVENTS.error, errorEvent(message));
        recordOutcome(row, 'failure', { reason: 'attempts exhausted', charged: !settled.refunded });
      }
    };

    /** Nothing is written: the row is closed, and whoever closed it ends the stream. */
    const ended = () => {
      log.info({ generationId: id }, 'prd generation ended: its row was closed');
    };

    try {
      if (row.attempts > deps.attempts) return await giveUp();
      // `start` read the flag: a Stop before this attempt began ends it here.
      if (row.stopRequested) return await stopNow();
      const input = await generations.inputOf(row, { textOnly: job.data.textOnly === true });
      if (input.files.length > 0) {
        madeDir = true;
        await mkdir(dir, { recursive: true });
      }
      const extracted = await extractAll(deps, dir, input.files);
      extractions = extracted.kept;
      // The store keeps the files; the copies were only for the parsers.
      if (input.files.length > 0) await rm(dir, { recursive: true, force: true });
      const prdInput: PrdInput = {
        message: row.text,
        files: input.files.map((f) => ({ name: f.name, kind: f.kind })),
        ...extracted.merged,
        notes: [...extracted.merged.notes, ...row.skippedFiles.map(messages.chat.skippedFile)],
        previousPrd: input.previousPrd,
        previousVersion: input.previousVersion,
        history: input.history,
        turns: input.turns,
        sessionChunks: input.sessionChunks,
        now: new Date(),
      };
      const writer = await engine.writer();
      writerName = writer.name;
      const events = readable(prdInput, writer.name)
        ? writer.reply(prdInput, signal)
        : nothingRead(input.files, prdInput.notes);
      for await (const event of events) {
        if (stop.signal.aborted) break;
        if (event.type === 'plan') {
          if (plan) throw new Error('A reply has one plan.');
          plan = { kind: event.kind, intent: event.intent };
          // A user's typed send accepted with no upload left (it could have been free) is a
          // PRD after all: it needs an upload now, or it ends with the upgrade message.
          if (charged(plan) && row.callerKind === 'user' && row.reservation === 'none') {
            const reserved = row.userId
              ? await generations.reserveLate(id, (tx) => deps.reserveUpload(tx, row.userId!))
              : false;
            if (!reserved) throw new AppError('QUOTA_EXCEEDED', messages.chat.upgradePlan);
          }
          // Before any text: clients know what the answer is (and whether it is charged).
          stream.event(STREAM_EVENTS.reply, plan).catch(() => undefined);
          continue;
        }
        if (event.type === 'details') {
          details = {
            changes: event.changes ?? [],
            questions: event.questions ?? [],
            ...(event.model ? { model: event.model } : {}),
          };
          continue;
        }
        if (!event.delta) continue;
        if (!plan) throw new Error('A reply starts with its plan.');
        const delta = event.delta;
        if (!delivered && charged(plan)) {
          // Recorded before the text is published: a crash in between can only over-charge a
          // PRD whose text nobody saw, never give away one that someone did. Free answers are
          // never marked: whatever happens to them, nothing is charged. A row closed meanwhile
          // (its person deleted) takes no mark, and the text goes nowhere.
          if (!(await generations.markDelivered(id))) {
            silence();
            break;
          }
          delivered = true;
        }
        prd += delta;
        stream.token(delta);
      }
      if (silenced) return ended();
      await stream.flush();
      if (stop.signal.aborted) return await stopNow();
      if (job.signal.aborted) throw job.signal.reason;
      if (!prd.trim() || !plan) throw new Error('The writer returned an empty answer.');

      // A PRD version is stored in the settle (answer-outcome.ts); only a PRD has a Word file.
      const { fileName, ...outcome } = completeAnswer({
        row,
        plan,
        details,
        text: prd,
        start: input.start,
        writerName,
        info: replyInfo(plan, input.previousVersion),
      });
      const settled = await generations.settle(id, { ...outcome, extractions }, false);
      if (!settled) return;
      const info = settled.reply ?? outcome.reply;
      const documentPath = outcome.documentKey
        ? signedUrls.sign(outcome.documentKey, { name: fileName(settled.version) })
        : null;
      await finishStream(
        STREAM_EVENTS.done,
        response(row, outcome.message, documentPath, input.files, info),
      );
      recordOutcome(row, 'success', {
        files: input.files.length,
        writer: writerName,
        kind: info.kind,
        intent: info.intent,
        charged: info.charged,
        version: info.document?.version,
        duration_ms: Math.round(performance.now() - started),
      });
    } catch (err) {
      if (silenced) return ended();
      await stream.flush().catch(() => undefined);
      if (stop.signal.aborted) return await stopNow();
      if (job.signal.aborted && !(job.signal.reason instanceof JobTimeoutError)) {
        // The process is shutting down: the job goes back to the queue (BullMQ) or is queued
        // again from the database at the next start (embedded), and starts over there.
        log.info({ generationId: id }, 'prd generation handed back at shutdown');
        throw err;
      }
      if (isRetryable(err) && attempt < deps.attempts && !job.signal.aborted) {
        log.warn({ err, generationId: id, attempt }, 'prd generation will retry');
        throw err;
      }
      // No upload left for what turned out to be a PRD: the spec's 402 and its message.
      const quotaLeft = err instanceof AppError && err.code === 'QUOTA_EXCEEDED';
      const message = quotaLeft ? err.message : engine.failureMessage(err);
      log.warn({ err, generationId: id }, 'prd generation failed');
      const free = plan !== undefined && !charged(plan);
      const settled = await generations.settle(
        id,
        { status: 'failed', message, free, extractions },
        true,
      );
      if (settled) {
        await finishStream(
          STREAM_EVENTS.error,
          quotaLeft ? { message, status: 402, code: 'QUOTA_EXCEEDED' } : errorEvent(message),
        );
        recordOutcome(row, 'failure', {
          reason: message,
          charged: !settled.refunded,
          writer: writerName,
        });
      }
    } finally {
      unsubscribe();
      // Only a send with files made the directory (an rm costs ~0.5 ms of the event loop).
      if (madeDir) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}
