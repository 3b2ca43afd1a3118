import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow OpenAI-compatible chat-completions server for journeys that need an answer still being
 * written a few seconds after it started (reload mid-answer, Stop). It answers the PRD pipeline's
 * routing call at once, then streams the PRD's JSON with PARTS requirements, one every
 * `delayMs`, each naming its number once ("Part 07."), so a page can check it shows every
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

const item = (text: string) => ({ text, basis: 'stated', source: 'your message' });

/** The PRD's JSON (the pipeline's schema) in pieces: the head, one FR per part, the tail. */
function prdPieces(): string[] {
  const head = JSON.stringify({
    language: 'en',
    title: 'Slow Lane Ledger',
    tldr: 'A bookkeeping app that reconciles bank lines.',
    problem: 'Bank lines are matched by hand.',
    goals: [item('Reconcile every night')],
    nonGoals: [],
    personas: [item('Bookkeepers')],
  }).slice(0, -1);
  const fr = (n: number) =>
    JSON.stringify({
      id: `FR-${n}`,
      title: `Reconciliation step ${n}`,
      priority: 'P0',
      statement: partText(n).trim(),
      criteria: [`Given step ${n}, when it runs, then the lines match`],
      basis: 'stated',
      source: 'your message',
    });
  const tail = JSON.stringify({
    uxFlow: [],
    nfrs: [],
    metrics: [],
    technical: [],
    milestones: [],
    actionItems: [],
    risks: [],
    conflicts: [],
    openQuestions: [],
    sources: [item('The typed brief')],
  }).slice(1);
  return [
    `${head},"functionalRequirements":[`,
    ...Array.from({ length: PARTS }, (_, i) => (i === 0 ? '' : ',') + fr(i + 1)),
    `],${tail}`,
  ];
}

const ROUTE = JSON.stringify({
  intent: 'draft',
  thin: false,
  format: 'none',
  language: 'en',
  reason: 'a brief',
});

/** The system prompt of a chat request (the pipeline's step is named there). */
function systemOf(body: string): string {
  try {
    const messages = (JSON.parse(body) as { messages?: { role: string; content: unknown }[] })
      .messages;
    const system = messages?.find((m) => m.role === 'system')?.content;
    return typeof system === 'string' ? system : '';
  } catch {
    return '';
  }
}

export async function startSlowProvider(delayMs = 300): Promise<SlowProvider> {
  const state = { requests: 0, aborted: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // The routing call is answered at once; the PRD itself slowly, one part at a time.
      if (systemOf(body).startsWith('You route')) {
        res.write(chunk(ROUTE));
        res.write(chunk(null, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
      state.requests += 1;
      const pieces = prdPieces();
      res.write(chunk(pieces[0]!));
      let n = 0;
      const timer = setInterval(() => {
        n += 1;
        res.write(chunk(pieces[n]!));
        if (n < PARTS) return;
        clearInterval(timer);
        res.write(chunk(pieces[PARTS + 1]!));
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
