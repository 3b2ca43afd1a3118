/** Test helpers: answer streams as a server sends them (imported by tests only). */

/** One Server-Sent Event, with its id when given. */
export const sse = (event: string, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A text/event-stream response with these chunks; then the body ends, or (`fail`) breaks like a
 * lost connection, or (`hang`) stays open until the request's signal aborts.
 */
export function sseResponse(
  chunks: string[],
  opts: { fail?: boolean; hang?: AbortSignal | null } = {},
): Response {
  const encoder = new TextEncoder();
  let sent = false;
  // Pulled: the chunks are read before the body breaks (an error drops what is still queued).
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        return;
      }
      if (opts.fail) return controller.error(new TypeError('network error'));
      if (opts.hang === undefined) return controller.close();
      return new Promise<void>((resolve) => {
        opts.hang?.addEventListener('abort', () => {
          controller.error(new DOMException('Aborted', 'AbortError'));
          resolve();
        });
      });
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The request's header `name`, from a plain headers object. */
export const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

/** A text/event-stream response the test writes to as it goes. */
export function liveSse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    }),
    send: (chunk: string) => controller.enqueue(encoder.encode(chunk)),
    end: () => controller.close(),
  };
}
