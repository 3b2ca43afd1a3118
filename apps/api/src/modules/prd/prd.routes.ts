import path from 'node:path';
import {
  answerStreamQuery,
  editMessageBody,
  editMessageQuery,
  editSectionBody,
  editSectionQuery,
  messages,
  regenerateAnswerQuery,
  paths,
  selectAnswerQuery,
  selectAnswerResponse,
  stopAnswerQuery,
  stopAnswerResponse,
  uploadFilesQuery,
  uploadFilesResponse,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.js';
import {
  CLASSIFY_HEAD_BYTES,
  checkDocx,
  classifyUpload,
  isSkippableMismatch,
  maxBytesFor,
} from '../../platform/extract/index.js';
import { isEventId } from '../../platform/streams/index.js';
import { awaitAnswer, relay, settledEvents } from './answer-relay.js';
import { callerOf, type Caller } from './caller.js';
import { openEventStream, wantsEventStream } from './sse.js';
import type { Accepted } from './prd.service.js';
import { readUpload, type UploadRules } from './upload-reader.js';
import { slotKeys } from './upload-slots.js';

/**
 * Bodies above this hold disk and a socket long enough to matter: only they take an in-flight
 * slot. Messages and small files in parallel (a person's two tabs, a client's retries) never
 * meet the cap and are settled by the atomic quota alone.
 */
const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * `POST /prd_upload/upload_files`: users, admins and visitors (no token). Plain JSON, or
 * Server-Sent Events with `Accept: text/event-stream` (token events, then `done` with the same
 * JSON). Refusals come before any streaming and are plain JSON errors.
 */
export const prdRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const {
    config,
    prd: service,
    uploadSlots: slots,
    streamSlots,
    streams,
    signedUrls,
  } = app.services;
  const { uploads } = config;
  const rules: UploadRules = {
    tmpDir: path.join(config.dataDir, 'tmp'),
    headBytes: CLASSIFY_HEAD_BYTES,
    maxFiles: uploads.maxFiles,
    maxFileBytes: Math.max(uploads.maxDocumentBytes, uploads.maxMediaBytes),
    maxBytesFor: (kind) => maxBytesFor(kind, uploads),
    classify: classifyUpload,
    skippable: isSkippableMismatch,
    minRateBytes: uploads.minRateBytes,
    rateWindowMs: uploads.rateWindowSeconds * 1000,
    checkDocx: async (file, name) => {
      await checkDocx(
        file,
        { maxEntries: uploads.docxMaxEntries, maxUnpackedBytes: uploads.docxMaxUnpackedBytes },
        name,
      );
    },
  };
  const secureCookie = config.publicUrl.startsWith('https:');
  // The caller is settled once, before the body: a new visitor gets one id (and one cookie).
  const callers = new WeakMap<object, Caller>();
  const releases = new WeakMap<object, () => void>();
  const releaseSlot = async (req: object) => releases.get(req)?.();
  const uploadLimits = { perCaller: uploads.maxConcurrent, perIp: uploads.maxConcurrentPerIp };
  const streamLimits = {
    perCaller: config.answerStreams.maxPerCaller,
    perIp: config.answerStreams.maxPerIp,
  };

  /**
   * The answer to an accepted send (or redo): a greeting at once; otherwise the request follows
   * the job's stream, as plain JSON (the `done` event's body) or as Server-Sent Events.
   */
  async function answer(req: FastifyRequest, reply: FastifyReply, accepted: Accepted) {
    const sse = wantsEventStream(req.headers.accept);
    if (accepted.kind === 'greeting') {
      if (!sse) return accepted.response;
      const stream = openEventStream(reply);
      stream.send('session', { session_id: accepted.sessionId });
      stream.send('token', { text: accepted.response.data.prd_result });
      stream.send('done', accepted.response);
      stream.end();
      return reply;
    }
    // The answer is written by a job whatever this request does; the request follows its stream.
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    if (!sse) {
      const result = await awaitAnswer(streams, accepted.generationId, gone.signal);
      if (!result) throw new AppError('UPSTREAM_FAILED', messages.chat.generationFailed);
      return result;
    }
    const stream = openEventStream(reply);
    // The session is known before the answer: a client that loses the stream can reattach
    // (GET answer_stream with the last event id it saw).
    stream.send('session', { session_id: accepted.sessionId });
    try {
      await relay(streams, accepted.generationId, stream, { signal: gone.signal });
    } finally {
      stream.end();
    }
    return reply;
  }

  app.post(
    paths.prd.uploadFiles,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      onResponse: releaseSlot,
      onRequestAbort: releaseSlot,
      // Refusals that need no body come before it is read: nothing reaches DATA_DIR/tmp.
      preHandler: async (req, reply) => {
        const caller = callerOf(req, reply, secureCookie);
        callers.set(req, caller);
        const declared = Number(req.headers['content-length']);
        const bodyBytes = Number.isFinite(declared) ? declared : Number.POSITIVE_INFINITY;
        try {
          if (bodyBytes > LARGE_BODY_BYTES) {
            const release = slots.acquire(slotKeys(caller, uploadLimits));
            if (!release) {
              throw new AppError('RATE_LIMITED', messages.chat.uploadInProgress, {
                retryAfterSeconds: 5,
              });
            }
            releases.set(req, release);
            // 'close' comes once the answer is sent or the client went away.
            reply.raw.once('close', release);
          }
          await service.admit(caller, req.query.session_id, bodyBytes, req.meta);
        } catch (err) {
          // Closing the connection after the answer spares reading (and the client sending)
          // a body of up to hundreds of MB.
          if (!req.raw.complete) void reply.header('connection', 'close');
          throw err;
        }
      },
      schema: {
        tags: ['chat'],
        summary:
          'Send a message and/or files (multipart: repeated `files`, optional `user_input`) and get a PRD; ' +
          'no token = visitor. `Accept: text/event-stream` streams `session`, `reply` ({kind, intent}, before the ' +
          'first token), `token` events, then `done` (or `error`). `data.reply` says what the answer is: ' +
          'kind prd | answer | questions, intent, version (a new PRD version, else null), changes, questions ' +
          '(lettered options), writer, skipped_files, charged, and `document` ({document_id, version, label, ' +
          'summary, change_count}: the document version it stored). Only a new PRD version (draft, revise, ' +
          'replace; "write a second PRD" starts a second document in the chat) uses an upload; ' +
          '`document_path` is null unless the answer is a PRD (its Word file is named for the product and version).',
        security: [{}, { bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        querystring: uploadFilesQuery,
        response: { 200: uploadFilesResponse },
      },
    },
    async (req, reply) => {
      const caller = callers.get(req) ?? callerOf(req, reply, secureCookie);
      const upload = await readUpload(req, rules).catch((err: unknown) => {
        // Refused midway (control characters, a second message, a bad file): the rest of the
        // body is not worth reading.
        if (!req.raw.complete) void reply.header('connection', 'close');
        throw err;
      });
      let accepted;
      try {
        accepted = await service.accept(caller, {
          sessionId: req.query.session_id,
          text: upload.text,
          files: upload.files,
          skipped: upload.skipped,
          meta: req.meta,
        });
      } finally {
        // The files are in the file store now (or refused): the worker reads them from there.
        await upload.cleanup();
      }
      return answer(req, reply, accepted);
    },
  );

  const redoSummary = (what: string) =>
    `${what} Answers like upload_files: plain JSON, or with \`Accept: text/event-stream\` the ` +
    '`session`, `reply`, `token` and `done` (or `error`) events, resumable through answer_stream. ' +
    'The new answer is shown in place of the last one, which is kept: a regenerated answer is one ' +
    "of the last message's `variants` (select_answer shows another), an edited one stays as an " +
    "earlier PRD version. It uses an upload (or a visitor's free use) like a send when it is a new " +
    'PRD version; a regenerate that writes the same PRD is free and refers to the same version. ' +
    'Owner only (404 otherwise); 409 `ANSWER_IN_PROGRESS` while an ' +
    'answer is being written, 409 `NOTHING_TO_REDO` when there is nothing to write again.';

  app.post(
    paths.prd.regenerateAnswer,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      schema: {
        tags: ['chat'],
        summary: redoSummary(
          "Write the session's last answer again, from the same message and files.",
        ),
        security: [{}, { bearerAuth: [] }],
        querystring: regenerateAnswerQuery,
        response: { 200: uploadFilesResponse },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req, reply, secureCookie);
      const accepted = await service.redo(caller, req.query.session_id, undefined, req.meta);
      return answer(req, reply, accepted);
    },
  );

  app.post(
    paths.prd.editMessage,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      schema: {
        tags: ['chat'],
        summary: redoSummary(
          "Replace the typed text of the session's last message (JSON `{ user_input }`; its files " +
            'stay) and answer it again.',
        ),
        security: [{}, { bearerAuth: [] }],
        querystring: editMessageQuery,
        body: editMessageBody,
        response: { 200: uploadFilesResponse },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req, reply, secureCookie);
      const accepted = await service.redo(
        caller,
        req.query.session_id,
        { text: req.body.user_input },
        req.meta,
      );
      return answer(req, reply, accepted);
    },
  );

  app.post(
    paths.documents.editSection,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      schema: {
        tags: ['documents'],
        summary:
          'Revise one section (`section`: a key of the outline, e.g. `requirements`) or one item ' +
          "(`item_id`, e.g. `FR-3`) of the chat's current document with an `instruction`. The chat " +
          'shows it as a message (`Edit "<heading>": <instruction>`); the answer comes like ' +
          "upload_files' (plain JSON, or SSE resumable through answer_stream). Only that part " +
          'changes, stored as a new version (origin section_edit); an edit that changes nothing ' +
          'says so and is free, any other uses an upload like a revision. Owner only (404 ' +
          '`DOCUMENT_NOT_FOUND`); 422 `UNKNOWN_SECTION`, 404 `ITEM_NOT_FOUND`; 409 ' +
          '`ANSWER_IN_PROGRESS` while an answer is written, 409 `CONFLICT` for an older document.',
        security: [{}, { bearerAuth: [] }],
        querystring: editSectionQuery,
        body: editSectionBody,
        response: { 200: uploadFilesResponse },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req, reply, secureCookie);
      const accepted = await service.editSection(caller, {
        documentId: req.query.document_id,
        body: req.body,
        meta: req.meta,
      });
      return answer(req, reply, accepted);
    },
  );

  app.post(
    paths.prd.selectAnswer,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      schema: {
        tags: ['chat'],
        summary:
          "Show another of the last answer's regenerated variants (`chat_id`, one of the last " +
          "message's `variants.chat_ids`); its PRD version becomes the document's current one, so " +
          'the next revision starts from it. Free. Owner only (404 otherwise, and for an answer ' +
          'that is not a variant of the last one); 409 `ANSWER_IN_PROGRESS` while an answer is written.',
        security: [{}, { bearerAuth: [] }],
        querystring: selectAnswerQuery,
        response: { 200: selectAnswerResponse },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req, reply, secureCookie);
      const { session_id: sessionId, chat_id: chatId } = req.query;
      const data = await service.selectAnswer(caller, sessionId, chatId, req.meta);
      return { message: messages.chat.answerSelected, data };
    },
  );

  app.get(
    paths.prd.answerStream,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      onResponse: releaseSlot,
      onRequestAbort: releaseSlot,
      schema: {
        tags: ['chat'],
        summary:
          "Follow the session's latest answer as Server-Sent Events: from the start, or after " +
          '`Last-Event-ID` (header) / `last_event_id`; ends with `done`, `error` or `stopped`. ' +
          'Another tab, a reloaded page or another API instance gets the rest exactly once. ' +
          'A caller follows at most `ANSWER_STREAMS_MAX` answers at once (429 `RATE_LIMITED` past it).',
        security: [{}, { bearerAuth: [] }],
        querystring: answerStreamQuery,
      },
    },
    async (req, reply) => {
      const caller = callerOf(req, reply, secureCookie);
      // Each follower holds a socket while the answer is written: a few per caller (tabs).
      const release = streamSlots.acquire(slotKeys(caller, streamLimits));
      if (!release) {
        throw new AppError('RATE_LIMITED', messages.chat.tooManyStreams, {
          retryAfterSeconds: 5,
        });
      }
      releases.set(req, release);
      reply.raw.once('close', release);
      const header = req.headers['last-event-id'];
      const afterId =
        req.query.last_event_id ??
        (typeof header === 'string' && isEventId(header.trim()) ? header.trim() : undefined);
      const row = await service.answerOf(caller, req.query.session_id);
      const stream = openEventStream(reply);
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      try {
        stream.send('session', { session_id: row.sessionId });
        const open = row.status === 'queued' || row.status === 'running';
        if (open || (await streams.exists(row.id))) {
          // An open answer whose stream was lost with a restarted store gets a new one: its
          // job (re-queued) or the sweeper writes the rest, ending it either way.
          if (open && !(await streams.exists(row.id))) {
            await streams.append(row.id, 'queued', { session_id: row.sessionId });
          }
          await relay(streams, row.id, stream, { afterId, signal: gone.signal });
        } else {
          // The stream has expired (or its store restarted): the stored answer says the rest.
          const answer = await service.storedAnswer(row);
          for (const event of settledEvents(row, answer, signedUrls, afterId !== undefined)) {
            stream.send(event.type, event.data);
          }
        }
      } finally {
        stream.end();
      }
      return reply;
    },
  );

  app.post(
    paths.prd.stopAnswer,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      schema: {
        tags: ['chat'],
        summary:
          "Stop the session's answer being written. What was written is kept (status `stopped`); " +
          'the PRD is charged only if some of its text had been sent. 404 when no answer is being written.',
        security: [{}, { bearerAuth: [] }],
        querystring: stopAnswerQuery,
        response: { 200: stopAnswerResponse },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req, reply, secureCookie);
      await service.stop(caller, req.query.session_id, req.meta);
      return { message: messages.chat.stopSent, data: { session_id: req.query.session_id } };
    },
  );
};
