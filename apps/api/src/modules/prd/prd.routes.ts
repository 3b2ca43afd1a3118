import path from 'node:path';
import {
  messages,
  paths,
  uploadFilesQuery,
  uploadFilesResponse,
  type StreamErrorEvent,
} from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.js';
import {
  CLASSIFY_HEAD_BYTES,
  checkDocx,
  classifyUpload,
  maxBytesFor,
} from '../../platform/extract/index.js';
import { createApiKeysService } from '../api-keys/api-keys.service.js';
import { callerOf, type Caller } from './caller.js';
import { createPrdEngine } from './prd-engine.js';
import { createPrdService } from './prd.service.js';
import { openEventStream, wantsEventStream } from './sse.js';
import { readUpload, type UploadRules } from './upload-reader.js';
import { createUploadSlots } from './upload-slots.js';

/**
 * Bodies above this hold disk and a socket long enough to matter: only they take an in-flight
 * slot. Messages and small files in parallel (a person's two tabs, a client's retries) never
 * meet the cap and are settled by the atomic quota alone.
 */
const LARGE_BODY_BYTES = 1024 * 1024;

const streamError = (err: unknown): StreamErrorEvent =>
  err instanceof AppError
    ? { message: err.message, code: err.code, status: err.status }
    : { message: messages.chat.generationFailed, code: 'INTERNAL', status: 500 };

/**
 * `POST /prd_upload/upload_files`: users, admins and visitors (no token). Plain JSON, or
 * Server-Sent Events with `Accept: text/event-stream` (token events, then `done` with the same
 * JSON). Refusals come before any streaming and are plain JSON errors.
 */
export const prdRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const apiKeys = createApiKeysService(app.deps);
  const engine = createPrdEngine(app.deps, () => apiKeys.activeSettings());
  app.addHook('onClose', () => engine.close());
  const service = createPrdService(app.deps, engine);
  const { uploads } = config;
  const rules: UploadRules = {
    tmpDir: path.join(config.dataDir, 'tmp'),
    headBytes: CLASSIFY_HEAD_BYTES,
    maxFiles: uploads.maxFiles,
    maxFileBytes: Math.max(uploads.maxDocumentBytes, uploads.maxMediaBytes),
    maxBytesFor: (kind) => maxBytesFor(kind, uploads),
    classify: classifyUpload,
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
  const slots = createUploadSlots();
  const releases = new WeakMap<object, () => void>();
  const releaseSlot = async (req: object) => releases.get(req)?.();
  const slotsFor = (caller: Caller) =>
    caller.kind === 'visitor'
      ? [
          { key: `visitor:${caller.visitorId}`, max: uploads.maxConcurrent },
          { key: `ip:${caller.ip}`, max: uploads.maxConcurrentPerIp },
        ]
      : [{ key: `user:${caller.userId}`, max: uploads.maxConcurrent }];

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
            const release = slots.acquire(slotsFor(caller));
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
          'no token = visitor. `Accept: text/event-stream` streams `session`, `token` events, then `done` (or `error`).',
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
      try {
        const send = await service.prepare(caller, {
          sessionId: req.query.session_id,
          text: upload.text,
          files: upload.files,
          meta: req.meta,
        });
        if (!wantsEventStream(req.headers.accept)) return await send.run();

        const stream = openEventStream(reply);
        // The session is known before the answer: a client that loses the stream can reopen it.
        stream.send('session', { session_id: send.sessionId });
        try {
          const result = await send.run((text) => {
            stream.send('token', { text });
            return stream.open;
          });
          stream.send('done', result);
        } catch (err) {
          stream.send('error', streamError(err));
        } finally {
          stream.end();
        }
        return reply;
      } finally {
        await upload.cleanup();
      }
    },
  );
};
