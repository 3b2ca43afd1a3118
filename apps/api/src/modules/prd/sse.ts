import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** `id` lets a client resume after it (`Last-Event-ID`). */
  send(event: string, data: unknown, id?: string): void;
  end(): void;
  /** False once the client went away: writing is then skipped, the work goes on. */
  readonly open: boolean;
}

const HEARTBEAT_MS = 15_000;

/** True when the client asked for Server-Sent Events. */
export const wantsEventStream = (accept: string | undefined) =>
  (accept ?? '').toLowerCase().includes('text/event-stream');

/**
 * Takes the reply over from Fastify and opens a Server-Sent Events stream on it. Headers set
 * earlier on the reply (security headers, request id, cookies) are kept. A comment goes out
 * when nothing was written for HEARTBEAT_MS, so proxies keep the connection.
 */
export function openEventStream(reply: FastifyReply, heartbeatMs = HEARTBEAT_MS): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();

  const writable = () => !raw.destroyed && !raw.writableEnded;
  let lastWrite = Date.now();
  const write = (chunk: string) => {
    if (!writable()) return;
    raw.write(chunk);
    // Node corks the socket on a response write until the next tick, which a writer that
    // yields through promises may not reach for a while: send each event now.
    raw.socket?.uncork();
    lastWrite = Date.now();
  };
  const timer = setInterval(
    () => {
      if (Date.now() - lastWrite >= heartbeatMs) write(': keep-alive\n\n');
    },
    Math.max(10, Math.floor(heartbeatMs / 3)),
  );
  timer.unref();

  return {
    get open() {
      return writable();
    },
    send(event, data, id) {
      // JSON has no raw newlines, so one data line carries the whole payload; ids are ours
      // (stream ids: digits and dashes).
      const idLine = id === undefined ? '' : `id: ${id}\n`;
      write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(timer);
      if (writable()) raw.end();
    },
  };
}
