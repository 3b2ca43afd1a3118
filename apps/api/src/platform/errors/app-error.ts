import { messages } from '@prd/contract';

/** Every failure a service can report, mapped once to a status (DESIGN section 4). */
const codes = {
  /** A body that cannot be parsed (a malformed or truncated upload). */
  BAD_REQUEST: 400,
  VALIDATION: 422,
  NOT_AUTHENTICATED: 401,
  INVALID_TOKEN: 498,
  TOKEN_EXPIRED: 498,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The spec's "203 is a failure" answers (deactivated login, reset and password-change failures). */
  SOFT_FAILURE: 203,
  UNSUPPORTED_MEDIA: 415,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** The plan's uploads are used up. */
  QUOTA_EXCEEDED: 402,
  /** An outside service (the AI provider) failed; the message is safe to show. */
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof codes;

const defaults: Partial<Record<ErrorCode, string>> = {
  NOT_AUTHENTICATED: messages.session.notAuthenticated,
  INVALID_TOKEN: messages.session.invalidToken,
  TOKEN_EXPIRED: messages.session.tokenExpired,
  FORBIDDEN: messages.session.forbidden,
  NOT_FOUND: messages.general.notFound,
  PAYLOAD_TOO_LARGE: messages.general.payloadTooLarge,
  RATE_LIMITED: messages.general.tooManyRequests,
};

export interface FieldIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { detail?: FieldIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? defaults[code] ?? code);
    this.name = 'AppError';
    this.status = codes[code];
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
