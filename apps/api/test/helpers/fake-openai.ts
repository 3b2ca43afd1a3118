import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake server received, parsed. */
export interface FakeOpenAiRequest {
  method: string;
  /** Path without the query, e.g. `/v1/chat/completions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body (chat completions) or the multipart text fields (transcriptions). */
  body: Record<string, unknown>;
  /** Uploaded files of a multipart request. */
  files: { field: string; filename: string; type: string; size: number }[];
}

interface FakeTranscript {
  text: string;
  segments?: { start: number; end: number; text: string }[];
}

export type FakeReply = string | ((request: FakeOpenAiRequest) => string);
export type FakeTranscriptReply = FakeTranscript | ((request: FakeOpenAiRequest) => FakeTranscript);

export interface FakeError {
  status: number;
  /** JSON body; defaults to an OpenAI-shaped error object. */
  body?: unknown;
  /** Extra response headers (e.g. `retry-after-ms`). */
  headers?: Record<string, string>;
  /** Only this many requests fail; then the server answers again. */
  times?: number;
}

export interface FakeDelays {
  /** Milliseconds before the first streamed token (or before a plain answer). */
  firstTokenMs?: number;
  /** Milliseconds between streamed tokens. */
  betweenTokensMs?: number;
}

interface FakeOpenAiOptions extends FakeDelays {
  reply?: FakeReply;
  transcript?: FakeTranscriptReply;
  error?: FakeError;
}

export interface FakeOpenAi {
  /** Base URL ending with `/v1`, ready for `createOpenAI({ baseURL })` or AiSettings.baseUrl. */
  url: string;
  /** Every request received, in arrival order. */
  requests: FakeOpenAiRequest[];
  setReply(reply: FakeReply): void;
  setTranscript(transcript: FakeTranscriptReply): void;
  setDelays(delays: FakeDelays): void;
  /** Every following request fails with this status until `setError(undefined)`. */
  setError(error: FakeError | undefined): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY = 'Hello from the fake model.';
const DEFAULT_TRANSCRIPT: FakeTranscript = {
  text: 'Hello world.',
  segments: [{ start: 0, end: 1.5, text: 'Hello world.' }],
};

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** Splits a reply into word-sized tokens whose concatenation is the reply. */
function fakeTokens(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

function errorBody(status: number) {
  const type = status === 401 ? 'invalid_request_error' : status === 429 ? 'rate_limit' : 'error';
  return { error: { message: `Fake error ${status}`, type, param: null, code: String(status) } };
}

async function parseMultipart(
  headers: IncomingHttpHeaders,
  raw: Buffer,
): Promise<Pick<FakeOpenAiRequest, 'body' | 'files'>> {
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': headers['content-type'] ?? '' },
    body: raw,
  }).formData();
  const body: Record<string, unknown> = {};
  const files: FakeOpenAiRequest['files'] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      const existing = body[field];
      body[field] = existing === undefined ? value : [existing, value].flat();
    } else {
      files.push({ field, filename: value.name, type: value.type, size: value.size });
    }
  }
  return { body, files };
}

/**
 * A local server speaking the OpenAI HTTP API: `POST /v1/chat/completions` (JSON or SSE when
 * `stream: true`) and `POST /v1/audio/transcriptions` (multipart). Answers at once unless delays
 * are set; keeps every request so tests can check the key, model and prompt that were sent.
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let reply: FakeReply = options.reply ?? DEFAULT_REPLY;
  let transcript: FakeTranscriptReply = options.transcript ?? DEFAULT_TRANSCRIPT;
  let delays: Required<FakeDelays> = {
    firstTokenMs: options.firstTokenMs ?? 0,
    betweenTokensMs: options.betweenTokensMs ?? 0,
  };
  let error = options.error;
  let counter = 0;

  async function chat(request: FakeOpenAiRequest, res: ServerResponse) {
    const text = typeof reply === 'function' ? reply(request) : reply;
    const id = `chatcmpl-fake-${++counter}`;
    const model = typeof request.body.model === 'string' ? request.body.model : 'fake-model';
    const created = Math.floor(Date.now() / 1000);
    const usage = {
      prompt_tokens: 10,
      completion_tokens: fakeTokens(text).length,
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;

    if (request.body.stream !== true) {
      await sleep(delays.firstTokenMs);
      sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text },
            finish_reason: 'stop',
          },
        ],
        usage,
      });
      return;
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (delta: Record<string, unknown>, finish: string | null) =>
      res.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`,
      );
    await sleep(delays.firstTokenMs);
    for (const [i, token] of fakeTokens(text).entries()) {
      if (i > 0 && delays.betweenTokensMs > 0) {
        await sleep(delays.betweenTokensMs);
        if (res.destroyed) return;
      }
      send(i === 0 ? { role: 'assistant', content: token } : { content: token }, null);
    }
    send({}, 'stop');
    const options = request.body.stream_options as { include_usage?: boolean } | undefined;
    if (options?.include_usage) {
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`,
      );
    }
    res.end('data: [DONE]\n\n');
  }

  function transcription(request: FakeOpenAiRequest, res: ServerResponse) {
    const result = typeof transcript === 'function' ? transcript(request) : transcript;
    if (request.body.response_format !== 'verbose_json') {
      sendJson(res, 200, { text: result.text });
      return;
    }
    const segments = result.segments ?? [];
    sendJson(res, 200, {
      task: 'transcribe',
      language: 'english',
      duration: segments.at(-1)?.end ?? 0,
      text: result.text,
      segments: segments.map((s, id) => ({
        id,
        seek: 0,
        start: s.start,
        end: s.end,
        text: s.text,
        tokens: [],
        temperature: 0,
        avg_logprob: -0.1,
        compression_ratio: 1,
        no_speech_prob: 0,
      })),
    });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const contentType = req.headers['content-type'] ?? '';
        const request: FakeOpenAiRequest = {
          method: req.method ?? 'GET',
          path,
          headers: req.headers,
          body: {},
          files: [],
        };
        if (contentType.startsWith('multipart/form-data')) {
          Object.assign(request, await parseMultipart(req.headers, raw));
        } else if (raw.length > 0) {
          request.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        }
        requests.push(request);

        if (error) {
          const failing = error;
          if (failing.times !== undefined && --failing.times <= 0) error = undefined;
          await sleep(delays.firstTokenMs);
          sendJson(res, failing.status, failing.body ?? errorBody(failing.status), failing.headers);
        } else if (req.method === 'POST' && path === '/v1/chat/completions') {
          await chat(request, res);
        } else if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
          transcription(request, res);
        } else {
          sendJson(res, 404, { error: { message: `No route ${req.method} ${path}` } });
        }
      })().catch((err: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: String(err) } });
        else res.destroy();
      });
    });
  });
  // Tests close the server while a client may still hold a keep-alive socket.
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setReply: (next) => void (reply = next),
    setTranscript: (next) => void (transcript = next),
    setDelays: (next) =>
      void (delays = {
        firstTokenMs: next.firstTokenMs ?? 0,
        betweenTokensMs: next.betweenTokensMs ?? 0,
      }),
    setError: (next) => void (error = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
