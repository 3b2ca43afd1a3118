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
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, type Caller } from './caller.js';
import type { PrdService } from './prd.service.js';
import type { Accepted } from './send-kit.js';
import { wantsEventStream } from './sse.js';
import { createStreamRelay, resumeAfter, type StreamRelay } from './stream-relay.js';
import { createUploadAdmission, type UploadAdmission } from './upload-admission.js';
import { readUpload } from './upload-reader.js';

type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the PRD routes share: the service, upload admission, the stream relay and slots held. */
interface RouteContext {
  service: PrdService;
  admission: UploadAdmission;
  relay: StreamRelay;
  secureCookie: boolean;
  /** The caller is settled once, before the body: a new visitor gets one id (and one cookie). */
  callers: WeakMap<object, Caller>;
  /** A slot held by a request, given back when its response closes. */
  hold: (req: object, reply: FastifyReply) => (release: () => void) => void;
  releaseSlot: (req: object) => Promise<void>;
  answer: (
    req: FastifyRequest,
    reply: FastifyReply,
    accepted: Accepted,
  ) => ReturnType<StreamRelay['answer']>;
}

/** Sending, redoing and following answers: the chat's write side. */
export const prdRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, prd: service, uploadSlots, streamSlots, streams, signedUrls } = app.services;
  const relay = createStreamRelay({ config, streams, streamSlots, signedUrls, prd: service });
  const releases = new WeakMap<object, () => void>();
  const ctx: RouteContext = {
    service,
    admission: createUploadAdmission({ config, slots: uploadSlots, prd: service }),
    relay,
    secureCookie: config.publicUrl.startsWith('https:'),
    callers: new WeakMap<object, Caller>(),
    hold: (req, reply) => (release) => {
      releases.set(req, release);
      // 'close' comes once the answer is sent or the client went away.
      reply.raw.once('close', release);
    },
    releaseSlot: async (req) => releases.get(req)?.(),
    answer: (req, reply, accepted) =>
      relay.answer(reply, wantsEventStream(req.headers.accept), accepted),
  };
  sendRoute(app, ctx);
  redoRoutes(app, ctx);
  answerRoutes(app, ctx);
};

/**
 * `POST /prd_upload/upload_files`: users, admins and visitors (no token). Plain JSON, or
 * Server-Sent Events with `Accept: text/event-stream` (token events, then `done` with the same
 * JSON). Refusals come before any streaming and are plain JSON errors.
 */
function sendRoute(app: App, ctx: RouteContext) {
  const { service, admission, secureCookie, callers } = ctx;
  app.post(
    paths.prd.uploadFiles,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      onResponse: ctx.releaseSlot,
      onRequestAbort: ctx.releaseSlot,
      // Refusals that need no body come before it is read: nothing reaches DATA_DIR/tmp.
      preHandler: async (req, reply) => {
        const caller = callerOf(req, reply, secureCookie);
        callers.set(req, caller);
        const { session_id: sessionId } = req.query;
        const length = req.headers['content-length'];
        try {
          await admission.admit(caller, sessionId, length, req.meta, ctx.hold(req, reply));
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
      const upload = await readUpload(req, admission.rules).catch((err: unknown) => {
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
      return ctx.answer(req, reply, accepted);
    },
  );
}

const redoSummary = (what: string) =>
  `${what} Answers like upload_files: plain JSON, or with \`Accept: text/event-stream\` the ` +
  '`session`, `reply`, `token` and `done` (or `error`) events, resumable through answer_stream. ' +
  'The new answer is shown in place of the last one, which is kept: a regenerated answer is one ' +
  "of the last message's `variants` (select_answer shows another), an edited one stays as an " +
  "earlier PRD version. It uses an upload (or a visitor's free use) like a send when it is a new " +
  'PRD version; a regenerate that writes the same PRD is free and refers to the same version. ' +
  'Owner only (404 otherwise); 409 `ANSWER_IN_PROGRESS` while an ' +
  'answer is being written, 409 `NOTHING_TO_REDO` when there is nothing to write again.';

function redoRoutes(app: App, ctx: RouteContext) {
  const { service, secureCookie } = ctx;
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
      return ctx.answer(req, reply, accepted);
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
      return ctx.answer(req, reply, accepted);
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
      return ctx.answer(req, reply, accepted);
    },
  );
}

function answerRoutes(app: App, ctx: RouteContext) {
  const { service, secureCookie } = ctx;
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
      onResponse: ctx.releaseSlot,
      onRequestAbort: ctx.releaseSlot,
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
      const afterId = resumeAfter(req.query.last_event_id, req.headers['last-event-id']);
      const input = { sessionId: req.query.session_id, afterId };
      return ctx.relay.attach(reply, caller, input, ctx.hold(req, reply));
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
}
