import { API_PREFIX } from '@prd/contract';
import { vi } from 'vitest';
import { sseResponse } from '../../test/sse-test-utils';

export type Answer = {
  status?: number;
  body?: unknown;
  /** A file answer: its bytes and headers (the download call). */
  file?: { bytes: string; headers: Record<string, string> };
  /** A streamed answer: these Server-Sent Events, then the end. */
  stream?: string[];
};
export type Route = Answer | Promise<Answer> | ((url: URL) => Answer | Promise<Answer>);
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Workspaces this server offers, none connected (the Share menu asks). */
export const CONNECTIONS = 'GET /workspaces/connections';

/**
 * Stubs fetch as the chat's tests do: "METHOD /path" → its answer (a function gets the address,
 * for answers that depend on the query); anything else 404. Returns the calls made.
 */
export function fakeDocumentApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.slice(API_PREFIX.length);
      calls.push({
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const route = routes[`${method} ${path}`];
      const answer = (await (typeof route === 'function' ? route(url) : route)) ?? {
        status: 404,
        body: { message: 'Not found.' },
      };
      if (answer.stream) return sseResponse(answer.stream);
      if (answer.file)
        return new Response(answer.file.bytes, {
          status: answer.status ?? 200,
          headers: answer.file.headers,
        });
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
