import { redactEmails } from './redact.js';

/**
 * How errors appear in the log. A failed database query carries its SQL parameters in its
 * message, its stack and its cause's `detail` (password hashes, sealed AI keys, chat text):
 * it is logged by SQLSTATE code and a short query name only. Other errors keep their type,
 * message, code and stack (email addresses in them replaced); causes follow, to a bounded depth.
 */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  query?: string;
  stack: string;
  cause?: LoggedError;
}

const MAX_CAUSES = 4;
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  statusCode?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
}

const isObject = (v: unknown): v is ErrorLike => typeof v === 'object' && v !== null;

/** Drizzle's failed-query error (query + params) or the driver's own (a SQLSTATE and severity). */
const isDatabaseError = (e: ErrorLike) =>
  (typeof e.query === 'string' && 'params' in e) ||
  (typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string');

/** "insert users", "select chat_messages": the verb and the first table, never the values. */
export function queryName(sql: string): string {
  const head = sql.slice(0, 400);
  const verb = /^\s*(\w+)/.exec(head)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?([A-Za-z_][\w]*)"?/i.exec(head)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** Only the "at …" lines: the first lines of a stack repeat the message. */
const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

function databaseCode(e: ErrorLike): string | undefined {
  for (let c: unknown = e, i = 0; isObject(c) && i <= MAX_CAUSES; c = c.cause, i++) {
    if (typeof c.code === 'string' && SQLSTATE.test(c.code)) return c.code;
  }
  return undefined;
}

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!isObject(err)) return { type: typeof err, message: redactEmails(String(err)), stack: '' };
  const type = typeof err.name === 'string' ? err.name : 'Error';
  if (isDatabaseError(err)) {
    return {
      type,
      message: 'database query failed',
      ...(databaseCode(err) ? { code: databaseCode(err) } : {}),
      ...(typeof err.query === 'string' ? { query: queryName(err.query) } : {}),
      stack: frames(err.stack),
    };
  }
  // A mail server's refusal, a parser's complaint: messages may quote an address.
  const out: LoggedError = {
    type,
    message: typeof err.message === 'string' ? redactEmails(err.message) : '',
    stack: typeof err.stack === 'string' ? redactEmails(err.stack) : '',
  };
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = String(err.code);
  if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  if (err.cause !== undefined && depth < MAX_CAUSES)
    out.cause = serializeError(err.cause, depth + 1);
  return out;
}
