import { messages } from '@prd/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from './app-error.js';

/** One place that turns every thrown error into the HTTP answer of DESIGN section 4. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      }
      const body: Record<string, unknown> = { message: error.message };
      if (error.extra.detail) body.detail = error.extra.detail;
      return reply.status(error.status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail: FieldIssue[] = error.validation.map((v) => ({
        loc: [error.validationContext ?? 'body', ...v.instancePath.split('/').filter(Boolean)],
        msg: v.message ?? messages.general.validationFallback,
        type: v.keyword,
      }));
      return reply
        .status(422)
        .send({ message: detail[0]?.msg ?? messages.general.validationFallback, detail });
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: messages.general.internal });
    }
    if (status === 429)
      return reply.status(429).send({ message: messages.general.tooManyRequests });
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: messages.general.payloadTooLarge });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({ message: messages.general.malformedBody });
    }
    // Other 4xx from Fastify or plugins (bad content type, malformed multipart…): their
    // messages describe the request, not our internals.
    return reply.status(status).send({ message: error.message });
  });
}
