import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow OpenAI-compatible chat-completions server for journeys that need an answer still being
 * written a few seconds after it started (reload mid-answer, Stop). It streams PARTS pieces, one
 * every `delayMs`, each naming its number once ("Part 07."), so a page can check it shows every
 * piece exactly once. The server under test reaches it through an admin AI key (the e2e server
 * runs with AI_ALLOW_LOOPBACK).
 */
export const PARTS = 24;

export const partText = (n: number) =>
  `Part ${String(n).padStart(2, '0')}. The ledger must reconcile bank lines with invoices.\n\n`;

export interface SlowProvider {
  baseUrl: string;
  /** Requests the server made, and how many were cut off before their end (Stop). */
  requests: number;
  aborted: number;
  close: () => Promise<void>;
}

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'slow-writer',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

export async function startSlowProvider(delayMs = 300): Promise<SlowProvider> {
  const state = { requests: 0, aborted: 0 };
  const server: Server = createServer((req, res) => {
    // Whatever was asked (the prompt is the product's), the same slow answer.
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      state.requests += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk('# Slow Lane Ledger PRD\n\n'));
      let n = 0;
      const timer = setInterval(() => {
        n += 1;
        res.write(chunk(partText(n)));
        if (n < PARTS) return;
        clearInterval(timer);
        res.write(chunk(null, 'stop'));
        res.end('data: [DONE]\n\n');
      }, delayMs);
      res.on('close', () => {
        if (n < PARTS) state.aborted += 1;
        clearInterval(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get aborted() {
      return state.aborted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
