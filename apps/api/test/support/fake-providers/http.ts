import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** JSON or form bodies, parsed. */
  body: Record<string, unknown>;
  bearer: string | undefined;
  basic: { id: string; secret: string } | undefined;
}

export type Reply = (status: number, body?: unknown, headers?: Record<string, string>) => void;
export type Handler = (req: FakeRequest, reply: Reply) => boolean | Promise<boolean>;

export async function readRequest(req: IncomingMessage, base: string): Promise<FakeRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  let body: Record<string, unknown> = {};
  if (text) {
    body = (req.headers['content-type'] ?? '').includes('application/json')
      ? (JSON.parse(text) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(text));
  }
  const auth = req.headers.authorization ?? '';
  const basic = auth.startsWith('Basic ')
    ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')
    : undefined;
  return {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', base),
    headers: req.headers,
    body,
    bearer: auth.startsWith('Bearer ') ? auth.slice(7) : undefined,
    basic: basic ? { id: basic[0]!, secret: basic.slice(1).join(':') } : undefined,
  };
}

export function replier(res: ServerResponse): Reply {
  return (status, body, headers = {}) => {
    if (status >= 300 && status < 400) {
      res.writeHead(status, headers).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
}
