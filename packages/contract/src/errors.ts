/**
 * Every machine-readable `code` an error body carries, with the status it comes with. Clients
 * branch on status and code, never on the message text (which is the spec's, for people).
 */
export const errorStatus = {
  /** A body that cannot be parsed (malformed JSON, a truncated upload) or another bad request. */
  BAD_REQUEST: 400,
  /** Schema validation or a field rule; `detail` lists the fields. */
  VALIDATION: 422,
  NOT_AUTHENTICATED: 401,
  INVALID_TOKEN: 498,
  TOKEN_EXPIRED: 498,
  FORBIDDEN: 403,
  /** An invalid or expired token on checkout: the spec's plans page expects a 403 there. */
  SESSION_EXPIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** The chat's answer is still being written: regenerate and edit wait for it (or Stop). */
  ANSWER_IN_PROGRESS: 409,
  /** The chat has no answer to regenerate, or its last message has no typed text to edit. */
  NOTHING_TO_REDO: 409,
  /** A section edit names a section the document outline does not have. */
  UNKNOWN_SECTION: 422,
  /** A section edit names an item id the document does not have. */
  ITEM_NOT_FOUND: 404,
  /** No such document, or not the caller's (never says which). */
  DOCUMENT_NOT_FOUND: 404,
  /** The document has no version of that number. */
  VERSION_NOT_FOUND: 404,
  /** The spec's "203 is a failure" answers (deactivated login, reset and password-change failures). */
  SOFT_FAILURE: 203,
  UNSUPPORTED_MEDIA: 415,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** A visitor used up the free PRDs of the window (the landing page offers sign-in). */
  FREE_LIMIT_EXCEEDED: 429,
  /** A Free or Custom plan sent to checkout: nothing to pay for here. */
  PLAN_NOT_PURCHASABLE: 400,
  /** The plan's uploads are used up. */
  QUOTA_EXCEEDED: 402,
  /** This server has no OAuth app for the provider (no client id and secret in its config). */
  NOT_ENABLED: 501,
  /** The workspace to publish to is not connected (or its grant was revoked): connect it again. */
  NOT_CONNECTED: 409,
  /** The action needs a proven email address (connecting a workspace). */
  EMAIL_NOT_VERIFIED: 403,
  /** A verification link that is unknown, used or expired. */
  INVALID_LINK: 400,
  /**
   * The person's account was deleted: an answer being written for them ended (the stream's
   * `error` event, decision 027), or a call made with their token.
   */
  ACCOUNT_DELETED: 410,
  /** Our fault: nothing more is said. */
  INTERNAL: 500,
  /** An outside service (the AI provider) failed; the message is safe to show. */
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorStatus, value);

/** The code of an error status that has no more specific one (a plugin's, a proxy's). */
export function codeForStatus(status: number): ErrorCode {
  const exact = errorCodes.find(
    (c) =>
      errorStatus[c] === status &&
      ![
        'TOKEN_EXPIRED',
        'SESSION_EXPIRED',
        'EMAIL_NOT_VERIFIED',
        'INVALID_LINK',
        'FREE_LIMIT_EXCEEDED',
        'SOFT_FAILURE',
        'NOT_CONNECTED',
        'ACCOUNT_DELETED',
      ].includes(c),
  );
  if (exact) return exact;
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}
