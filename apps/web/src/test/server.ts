import { API_PREFIX } from '@prd/contract';

/**
 * The network for component tests: each test declares the calls it answers with
 * `server.use(http.get('/path/:id', resolver))`; paths are API paths without the API prefix (a
 * path outside the prefix is matched whole). A call no handler answers fails the test (setup.ts
 * checks after each test) and rejects like a lost connection meanwhile. The newest handler for a
 * call wins, as in MSW.
 */

/** One call the app made, as a handler and an assertion read it. */
interface ApiCall {
  method: string;
  /** The path without the API prefix and without the query. */
  path: string;
  /** The address exactly as the app passed it to fetch. */
  href: string;
  url: URL;
  search: URLSearchParams;
  params: Record<string, string>;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
  /** The init the app passed (headers, signal) as it passed it. */
  init: RequestInit;
}

type Resolver = (call: ApiCall) => Response | Promise<Response>;

interface Handler {
  method: string;
  path: string;
  resolver: Resolver;
  once: boolean;
  used: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | '*';

function handler(method: Method) {
  return (path: string, resolver: Resolver, { once = false } = {}): Handler => ({
    method,
    path,
    resolver,
    once,
    used: false,
  });
}

/** Handlers by method: `http.get(path, resolver)`; `http.all` answers every method. */
export const http = {
  get: handler('GET'),
  post: handler('POST'),
  put: handler('PUT'),
  delete: handler('DELETE'),
  patch: handler('PATCH'),
  all: handler('*'),
};

/** A JSON answer (an empty object when no body is given). */
export function json(status: number, body: unknown = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A lost connection: what fetch does when no answer comes. */
export function networkError(): never {
  throw new TypeError('Failed to fetch');
}

/** `/chats/:id` against `/chats/7` → { id: '7' }; `*` at the end matches the rest; else null. */
function match(pattern: string, path: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const want = pattern.split('/');
  const got = path.split('/');
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part === '*' && i === want.length - 1) return params;
    const value = got[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return want.length === got.length ? params : null;
}

function readBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function toCall(input: RequestInfo | URL, init: RequestInit = {}): ApiCall {
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  const url = new URL(href, 'http://localhost');
  const path = url.pathname.startsWith(`${API_PREFIX}/`)
    ? url.pathname.slice(API_PREFIX.length)
    : url.pathname;
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return {
    method,
    path,
    href,
    url,
    search: url.searchParams,
    params: {},
    body: readBody(init.body),
    init,
  };
}

let handlers: Handler[] = [];
const calls: ApiCall[] = [];
const unhandled: string[] = [];

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const call = toCall(input, init);
  calls.push(call);
  for (const h of handlers) {
    if (h.once && h.used) continue;
    if (h.method !== '*' && h.method !== call.method) continue;
    const params = match(h.path, call.path);
    if (!params) continue;
    h.used = true;
    return h.resolver({ ...call, params });
  }
  unhandled.push(`${call.method} ${call.href}`);
  throw new TypeError(`No test handler for ${call.method} ${call.href}`);
}

export const server = {
  /** Adds handlers in front of the ones already there (the newest wins). */
  use(...added: Handler[]) {
    handlers = [...added, ...handlers];
  },
  /** Every call made in this test, in order. */
  calls,
  /** The calls of one method and path (without the prefix and the query). */
  find(method: string, path: string): ApiCall[] {
    return calls.filter((c) => c.method === method && c.path === path);
  },
  /** The fetch the tests run with (setup.ts installs it before each test). */
  fetch: fakeFetch,
  /** Before each test: no handlers, no calls. */
  reset() {
    handlers = [];
    calls.length = 0;
    unhandled.length = 0;
  },
  /** After each test: the calls no handler answered (they fail the test). */
  unhandled(): string[] {
    return [...unhandled];
  },
};
