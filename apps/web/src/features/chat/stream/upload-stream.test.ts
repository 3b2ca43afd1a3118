import { messages, STORAGE_KEYS } from '@prd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { StreamInterrupted, uploadFilesStream } from './upload-stream';

const done = {
  message: messages.chat.sendSuccess,
  data: { document_path: '/api/v1/files/x', prd_result: 'Hello world', session_id: 's-1' },
};

/** A text/event-stream response whose body arrives in the given chunks. */
function eventStream(chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ev = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFilesStream', () => {
  it('sends the form with the token and streams session, tokens and the final answer', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
    const fetchMock = vi.fn(async () =>
      eventStream([
        ev('session', { session_id: 's-1' }),
        ev('token', { text: 'Hello' }).slice(0, 10),
        ev('token', { text: 'Hello' }).slice(10),
        ': keep-alive\n\n',
        ev('token', { text: ' world' }),
        ev('done', done),
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const tokens: string[] = [];
    const sessions: string[] = [];
    const file = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });

    const result = await uploadFilesStream({
      sessionId: 'old-session',
      text: 'Write the PRD',
      files: [file],
      auth: 'user',
      onToken: (t) => tokens.push(t),
      onSession: (s) => sessions.push(s),
    });

    expect(result).toEqual({ kind: 'done', response: done });
    expect(tokens).toEqual(['Hello', ' world']);
    expect(sessions).toEqual(['s-1']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/prd_upload/upload_files?session_id=old-session');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Accept: 'text/event-stream',
      Authorization: 'Bearer user-token',
    });
    const form = init.body as FormData;
    expect(form.get('user_input')).toBe('Write the PRD');
    expect((form.getAll('files')[0] as File).name).toBe('brief.pdf');
  });

  it('sends no token for a visitor and no session_id for a new chat', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
    const fetchMock = vi.fn(async () => eventStream([ev('done', done)]));
    vi.stubGlobal('fetch', fetchMock);
    await uploadFilesStream({ sessionId: null, text: 'hi', files: [], auth: 'none' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/prd_upload/upload_files');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('reads the same answer whatever the chunk boundaries and line ends', async () => {
    // CRLF and lone CR line ends, a comment, several data lines, and characters of several bytes:
    // every split of the bytes, even inside a character or between "\r" and "\n".
    const whole = new TextEncoder().encode(
      [
        'event: session\r\ndata: {"session_id":"s-1"}\r\n\r\n',
        ': keep-alive\r\r',
        'event: token\rdata: {"text":\rdata: "Héllo 🚀"}\r\r',
        'event: token\ndata: {"text":" wörld"}\n\n',
        `event: done\r\ndata: ${JSON.stringify(done)}\r\n\r\n`,
      ].join(''),
    );
    for (const size of [1, 2, 3, 7, 13, whole.length]) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < whole.length; i += size) chunks.push(whole.slice(i, i + size));
      vi.stubGlobal('fetch', async () => eventStream(chunks));
      const tokens: string[] = [];
      const sessions: string[] = [];
      const result = await uploadFilesStream({
        sessionId: null,
        text: 'x',
        files: [],
        auth: 'none',
        onToken: (t) => tokens.push(t),
        onSession: (s) => sessions.push(s),
      });
      expect(result, `chunks of ${size}`).toEqual({ kind: 'done', response: done });
      expect(tokens).toEqual(['Héllo 🚀', ' wörld']);
      expect(sessions).toEqual(['s-1']);
    }
  });

  it('takes no event without its blank line: a cut-off final event is an interruption', async () => {
    vi.stubGlobal('fetch', async () =>
      eventStream([ev('token', { text: 'All' }), `event: done\ndata: ${JSON.stringify(done)}\n`]),
    );
    await expect(
      uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' }),
    ).rejects.toBeInstanceOf(StreamInterrupted);
  });

  it('rejects with the error event of a failed generation', async () => {
    vi.stubGlobal('fetch', async () =>
      eventStream([
        ev('token', { text: 'Par' }),
        ev('error', { message: 'Provider down', code: 'UPSTREAM_FAILED', status: 502 }),
      ]),
    );
    const err = await uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, code: 'UPSTREAM_FAILED', message: 'Provider down' });
  });

  it('reads each event through the contract: unknown events are skipped, a bad payload fails', async () => {
    vi.stubGlobal('fetch', async () =>
      eventStream([
        ev('session', { session_id: 's-1' }),
        ev('reply', { kind: 'prd', intent: 'draft' }),
        ev('progress', { section: 'Goals' }),
        ev('token', { text: 'All' }),
        ev('done', done),
      ]),
    );
    const tokens: string[] = [];
    const result = await uploadFilesStream({
      sessionId: null,
      text: 'x',
      files: [],
      auth: 'none',
      onToken: (t) => tokens.push(t),
    });
    expect(tokens).toEqual(['All']);
    expect(result).toEqual({ kind: 'done', response: done });

    vi.stubGlobal('fetch', async () =>
      eventStream([ev('session', { session_id: 's-1' }), ev('token', { words: 'All' })]),
    );
    const err = await uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, message: messages.chat.uploadOrSendFailed });
  });

  it('rejects as interrupted when the stream ends without its final event', async () => {
    vi.stubGlobal('fetch', async () => eventStream([ev('token', { text: 'Half' })]));
    await expect(
      uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' }),
    ).rejects.toBeInstanceOf(StreamInterrupted);
  });

  it('rejects with the server message of a refusal (402, 429, 415)', async () => {
    vi.stubGlobal('fetch', async () => json(402, { message: messages.chat.upgradePlan }));
    await expect(
      uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' }),
    ).rejects.toMatchObject({ status: 402, message: messages.chat.upgradePlan });
  });

  it('refreshes an expired token once and sends again', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'old-access');
    localStorage.setItem(STORAGE_KEYS.userRefreshToken, 'refresh-1');
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/refresh'))
        return json(200, { access_token: 'new-access', refresh_token: 'refresh-2' });
      seen.push((init.headers as Record<string, string>).Authorization ?? '');
      return seen.length === 1
        ? json(498, { message: 'Token has expired' })
        : eventStream([ev('done', done)]);
    });
    await expect(
      uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'user' }),
    ).resolves.toEqual({ kind: 'done', response: done });
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(localStorage.getItem(STORAGE_KEYS.userRefreshToken)).toBe('refresh-2');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted')));
        }),
    );
    const pending = uploadFilesStream({
      sessionId: null,
      text: 'x',
      files: [],
      auth: 'none',
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
  });
});
