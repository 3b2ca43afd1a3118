import { API_PREFIX, constants, isErrorCode, messages, type ErrorCode } from '@prd/contract';
import { notifyAcrossReload } from './toast';
import { refreshTokens } from './token-refresh';
import { tokenStorage, type TokenKind } from './token-storage';

/** Which token a call sends (spec section 6): the user's, the admin's, either (admin first). */
export type AuthMode = 'user' | 'admin' | 'either' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  auth?: AuthMode;
  timeoutMs?: number;
}

/**
 * Any answer but 200/201/204, including the spec's 203 failures; status 0 is no answer. `code`
 * is the server's machine-readable code (absent when no error body came): screens branch on
 * status and code, and show the message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: { loc: (string | number)[]; msg: string }[] = [],
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Why the session ended: it expired (or was revoked), or the account was deleted. */
export type SessionEnd = 'expired' | 'deleted';

let onSessionExpired = (why: SessionEnd) => {
  tokenStorage.clearAll();
  // Said on the page the browser goes to (the session-expired path says nothing here).
  if (why === 'deleted') notifyAcrossReload('info', messages.session.accountDeleted);
  window.location.assign('/');
};
/** Lets a screen (the dashboard's overlay) take over what a dead session does; returns undo. */
export function setSessionExpiredHandler(handler: (why: SessionEnd) => void): () => void {
  const previous = onSessionExpired;
  onSessionExpired = handler;
  return () => {
    onSessionExpired = previous;
  };
}

/** The token a call of `mode` sends, and its kind (for a refresh). */
function pickToken(mode: AuthMode): { kind: TokenKind; token: string } | undefined {
  const user = tokenStorage.access('user');
  const admin = tokenStorage.access('admin');
  if (mode === 'user' && user) return { kind: 'user', token: user };
  if (mode === 'admin' && admin) return { kind: 'admin', token: admin };
  if (mode === 'either') {
    if (admin) return { kind: 'admin', token: admin };
    if (user) return { kind: 'user', token: user };
  }
  if (mode === 'none') return undefined;
  const auth = tokenStorage.authToken();
  return auth ? { kind: 'user', token: auth } : undefined;
}

/** A dead session: the tokens of `kind` go and the session-expired handler runs. */
function sessionExpired(kind: TokenKind, why: SessionEnd = 'expired') {
  tokenStorage.clear(kind);
  onSessionExpired(why);
}

/** The account behind the token was deleted (410 ACCOUNT_DELETED): no refresh can help. */
const isDeletedAnswer = (body: Record<string, unknown>) => body.code === 'ACCOUNT_DELETED';

/**
 * True for the answers that mean the access token is no longer good (spec section 8: 498 or
 * "Invalid token", which the server marks with its code).
 */
const isExpiredAnswer = (status: number, body: Record<string, unknown>) =>
  status === 498 || body.code === 'INVALID_TOKEN';

function url(path: string, query: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

async function send(path: string, opts: RequestOptions, token: string | undefined) {
  const headers: Record<string, string> = {};
  if (!opts.form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      signal: AbortSignal.timeout(opts.timeoutMs ?? constants.httpTimeoutMs),
    });
  } catch {
    throw new ApiError(0, messages.general.networkFailure);
  }
}

async function readBody(res: Response): Promise<Record<string, unknown>> {
  try {
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const succeeded = (res: Response) => [200, 201, 202, 204].includes(res.status);

/**
 * Sends with the token of `mode` (`send` makes the request with the token it is given). A refused
 * token (498 or "Invalid token") gets one refresh and one retry; a dead session loses its tokens
 * and runs the session-expired handler. Resolves with a successful response, its body unread;
 * rejects with the ApiError of any other answer.
 */
export async function authorizedFetch(
  mode: AuthMode,
  send: (token: string | undefined) => Promise<Response>,
): Promise<Response> {
  const picked = pickToken(mode);
  // What the refresh compares with storage to see whether another tab has rotated meanwhile.
  const refreshWas = picked ? tokenStorage.refresh(picked.kind) : null;
  let res = await send(picked?.token);
  if (succeeded(res)) return res;
  let body = await readBody(res);
  if (picked && isDeletedAnswer(body)) {
    sessionExpired(picked.kind, 'deleted');
    throw toApiError(res.status, body);
  }
  if (
    picked &&
    isExpiredAnswer(res.status, body) &&
    (await refreshTokens(picked.kind, refreshWas))
  ) {
    res = await send(tokenStorage.access(picked.kind) ?? undefined);
    if (succeeded(res)) return res;
    body = await readBody(res);
  }
  if (picked && isDeletedAnswer(body)) sessionExpired(picked.kind, 'deleted');
  else if (picked && isExpiredAnswer(res.status, body)) sessionExpired(picked.kind);
  throw toApiError(res.status, body);
}

/**
 * The one HTTP client's request, answered with the successful response itself (its body unread):
 * for a body that is not JSON, a file say. Rejects with the ApiError of any other answer.
 */
export const apiResponse = (path: string, opts: RequestOptions = {}): Promise<Response> =>
  authorizedFetch(opts.auth ?? 'user', (token) => send(path, opts, token));

/** The one HTTP client: JSON, bearer token, 10 s timeout, one token refresh (authorizedFetch). */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await readBody(await apiResponse(path, opts))) as T;
}

/**
 * The error of a refused call: the server's message, else the first detail, else a fallback;
 * its code when the body names a known one.
 */
export function toApiError(status: number, body: Record<string, unknown>): ApiError {
  const detail = Array.isArray(body.detail) ? (body.detail as ApiError['detail']) : [];
  const message =
    typeof body.message === 'string'
      ? body.message
      : (detail[0]?.msg ?? messages.general.errorOccurred);
  return new ApiError(status, message, detail, isErrorCode(body.code) ? body.code : undefined);
}

/** The server's message, or the screen's own fallback (spec section 8). */
export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;
