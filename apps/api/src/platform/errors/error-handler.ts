import { codeForStatus, messages, type ErrorBody, type ErrorCode } from '@prd/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from './app-error.js';

/** An error body: the message, its code, and `detail` when there is one. */
const errorBodyOf = (code: ErrorCode, message: string, detail?: FieldIssue[]): ErrorBody =>
  detail ? { message, code, detail } : { message, code };

const sendError = (
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  detail?: FieldIssue[],
) => reply.status(status).send(errorBodyOf(code, message, detail));

/** One place that turns every thrown error into the HTTP answer of DESIGN section 4. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      }
      return sendError(reply, error.status, error.code, error.message, error.extra.detail);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail: FieldIssue[] = error.validation.map((v) => ({
        loc: [error.validationContext ?? 'body', ...v.instancePath.split('/').filter(Boolean)],
        msg: v.message ?? messages.general.validationFallback,
        type: v.keyword,
      }));
      const message = detail[0]?.msg ?? messages.general.validationFallback;
      return sendError(reply, 422, 'VALIDATION', message, detail);
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, 'INTERNAL', messages.general.internal);
    }
    if (status === 429) {
      return sendError(reply, 429, 'RATE_LIMITED', messages.general.tooManyRequests);
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', messages.general.payloadTooLarge);
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return sendError(reply, 400, 'BAD_REQUEST', messages.general.malformedBody);
    }
    // Other 4xx from Fastify or plugins (bad content type, malformed multipart…): their
    // messages describe the request, not our internals.
    return sendError(reply, status, codeForStatus(status), error.message);
  });
}
