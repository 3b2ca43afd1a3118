import path from 'node:path';
import type { ReplyInfo } from '@prd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AuditService } from '../../platform/audit/index.js';
import type { FileStore } from '../../platform/files/index.js';
import type { JobContext } from '../../platform/jobs/index.js';
import type { UrlSigner } from '../../platform/signed-urls/index.js';
import type { AnswerStreams, StreamWriter } from '../../platform/streams/index.js';
import type { GenerationJobData } from './generation-queue.js';
import type { GenerationRepository } from './generation.repository.js';
import type { FileExtraction, GenerationRow } from './generation-types.js';
import type { PrdEngine } from './prd-engine.js';
import { buildReplyInfo, type Details, type Plan } from './reply-info.js';
import { STREAM_EVENTS } from './stream-events.js';

export interface GenerationJobDeps {
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

/** One attempt at a generation: its row, its stream, and what it has written so far. */
export interface Attempt {
  id: string;
  row: GenerationRow;
  /** The attempt's number, counted in the row too (see beginAttempt). */
  attempt: number;
  started: number;
  stream: StreamWriter;
  /** Aborted by a Stop (or a deletion, see `silence`). */
  stop: AbortController;
  /** The writer's signal: the job's and the Stop's. */
  signal: AbortSignal;
  /** Where the send's files are copied for the parsers. */
  dir: string;
  madeDir: boolean;
  /**
   * Set when the answer must end without another word: its person was deleted (the deletion
   * closed the row and ends the stream), or someone else closed the row meanwhile.
   */
  silenced: boolean;
  silence: () => void;
  unsubscribe: () => void;
  prd: string;
  writerName: string;
  delivered: boolean;
  plan: Plan | undefined;
  details: Details;
  extractions: FileExtraction[];
}

/** Opens the attempt's stream (a retry starts it over) and listens for a Stop. */
export async function beginAttempt(
  deps: GenerationJobDeps,
  job: JobContext<GenerationJobData>,
  row: GenerationRow,
): Promise<Attempt> {
  const { streams } = deps;
  const id = job.data.generationId;
  const started = performance.now();
  const stream = streams.writer(id);
  if (row.attempts > 1) await stream.event(STREAM_EVENTS.reset, { attempt: row.attempts });

  const stop = new AbortController();
  const run: Attempt = {
    id,
    row,
    // Starts are counted in the row, across processes: the in-process queue starts counting
    // again after a restart, so without this a send that kills its process would be run again
    // at every start (a crash loop) until its deadline.
    attempt: Math.max(job.attempt, row.attempts),
    started,
    stream,
    stop,
    signal: AbortSignal.any([job.signal, stop.signal]),
    dir: path.join(deps.tmpDir, `gen-${id}-${row.attempts}`),
    madeDir: false,
    silenced: false,
    silence: () => {
      run.silenced = true;
      stream.discard();
      stop.abort();
    },
    unsubscribe: () => undefined,
    prd: '',
    writerName: 'unknown',
    delivered: row.deliveredAt !== null,
    plan: undefined,
    details: { changes: [], questions: [] },
    extractions: [],
  };
  run.unsubscribe = streams.onStop(id, (reason) =>
    reason === 'account_deleted' ? run.silence() : stop.abort(),
  );
  return run;
}

/** What the answer is, as stored and returned. */
export const replyInfoOf = (run: Attempt, plan: Plan, previousVersion: number): ReplyInfo =>
  buildReplyInfo(plan, run.details, {
    previousVersion,
    writerName: run.writerName,
    skipped: run.row.skippedFiles,
  });

/** The stream's last event; the stream then stays attachable for a while. */
export async function finishStream(
  deps: GenerationJobDeps,
  run: Attempt,
  type: string,
  data: unknown,
) {
  await run.stream.event(type, data);
  await deps.streams.expire(run.id, deps.streamTtlSeconds);
}
