import { errorStatus, messages, type ErrorCode, type FieldIssue } from '@prd/contract';

/** Every failure a service can report; the codes and their statuses live in the contract. */
export type { ErrorCode, FieldIssue };

const defaults: Partial<Record<ErrorCode, string>> = {
  NOT_AUTHENTICATED: messages.session.notAuthenticated,
  INVALID_TOKEN: messages.session.invalidToken,
  TOKEN_EXPIRED: messages.session.tokenExpired,
  FORBIDDEN: messages.session.forbidden,
  NOT_FOUND: messages.general.notFound,
  PAYLOAD_TOO_LARGE: messages.general.payloadTooLarge,
  RATE_LIMITED: messages.general.tooManyRequests,
  INTERNAL: messages.general.internal,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { detail?: FieldIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? defaults[code] ?? code);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

/**
 * What a multipart parser throws for a body it cannot read (no boundary, a part cut off) carries
 * no status and no code: that is the client's fault, a 400. Our own refusals, errors with a
 * status, a code or a syscall (a full disk, a failed query: ours, 500) pass through unchanged.
 */
export function asMalformedBody(err: unknown): unknown {
  if (err instanceof AppError || !(err instanceof Error)) return err;
  const e = err as Error & { statusCode?: unknown; syscall?: unknown; code?: unknown };
  // Database errors carry a query or a SQLSTATE code; system errors a syscall.
  if (e.statusCode !== undefined || e.syscall !== undefined || e.code !== undefined) return err;
  if ('query' in e) return err;
  return new AppError('BAD_REQUEST', messages.general.malformedUpload);
}

/** A 422 for one field, shaped like schema validation failures. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, {
    detail: [{ loc: ['body', field], msg: message, type: 'value_error' }],
  });
}
