import { messages, STORAGE_KEYS } from '@prd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StreamInterrupted } from './answer-events';
import { REATTACH_DELAYS_MS } from './follow-answer';
import { headerOf, jsonResponse, sse, sseResponse } from '../test/sse-test-utils';
import { uploadFilesStream } from './upload-stream';

const done = {
  message: messages.chat.sendSuccess,
  data: { document_path: '/api/v1/files/x', prd_result: 'One two three', session_id: 's-1' },
};
const ATTACH = '/api/v1/prd_upload/answer_stream?session_id=s-1';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A recorder of what the screen hears, in order. */
function screenLog() {
  const heard: string[] = [];
  return {
    heard,
    handlers: {
      onSession: (id: string) => heard.push(`session ${id}`),
      onToken: (text: string) => heard.push(text),
      onReset: () => heard.push('reset'),
    },
  };
}

describe('uploadFilesStream: a lost stream', () => {
  it('reattaches after the last event id it saw and hears the whole answer exactly once', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.includes('upload_files')) {
        // Cut after two tokens: the connection breaks, no final event.
        return sseResponse(
          [
            sse('session', { session_id: 's-1' }),
            sse('queued', { session_id: 's-1' }, '1-0'),
            sse('token', { text: 'One' }, '2-0'),
            sse('token', { text: ' two' }, '3-0'),
          ],
          { fail: true },
        );
      }
      // The server replays what came after Last-Event-ID only.
      return sseResponse([
        sse('session', { session_id: 's-1' }),
        sse('token', { text: ' three' }, '4-0'),
        sse('done', done, '5-0'),
      ]);
    });
    const log = screenLog();
    const outcome = await uploadFilesStream({
      sessionId: null,
      text: 'x',
      files: [],
      auth: 'none',
      ...log.handlers,
    });

    expect(outcome).toEqual({ kind: 'done', response: done });
    expect(log.heard).toEqual(['session s-1', 'One', ' two', ' three']);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/prd_upload/upload_files', ATTACH]);
    expect(headerOf(calls[1]!.init, 'Last-Event-ID')).toBe('3-0');
    expect(headerOf(calls[1]!.init, 'Accept')).toBe('text/event-stream');
  });

  it('reattaches when the body simply ends, and again after a failed attach', async () => {
    const lastIds: (string | undefined)[] = [];
    let attaches = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.includes('upload_files'))
        return sseResponse([
          sse('session', { session_id: 's-1' }),
          sse('token', { text: 'One' }, '2-0'),
        ]);
      lastIds.push(headerOf(init, 'Last-Event-ID'));
      attaches += 1;
      if (attaches === 1) throw new TypeError('offline');
      if (attaches === 2) return jsonResponse(503, { message: 'busy', code: 'UNAVAILABLE' });
      return sseResponse([sse('token', { text: ' two' }, '3-0'), sse('done', done, '4-0')]);
    });
    const log = screenLog();
    // The waits before the attaches (0.5 s, 1 s, 2 s) pass on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = uploadFilesStream({
      sessionId: null,
      text: 'x',
      files: [],
      auth: 'none',
      ...log.handlers,
    });
    for (const wait of REATTACH_DELAYS_MS.slice(0, 3)) await vi.advanceTimersByTimeAsync(wait);
    await expect(outcome).resolves.toMatchObject({ kind: 'done' });
    expect(log.heard).toEqual(['session s-1', 'One', ' two']);
    expect(lastIds).toEqual(['2-0', '2-0', '2-0']);
  });

  it('gives up with the interrupted error when the session has no answer to follow (404)', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      if (url.includes('upload_files'))
        return sseResponse(
          [sse('session', { session_id: 's-1' }), sse('token', { text: 'A' }, '1-0')],
          {
            fail: true,
          },
        );
      return jsonResponse(404, { message: messages.chat.streamNotFound, code: 'NOT_FOUND' });
    });
    const err = await uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StreamInterrupted);
    expect((err as Error).message).toBe(messages.chat.interrupted);
    expect(urls).toEqual(['/api/v1/prd_upload/upload_files', ATTACH]);
  });

  it('cannot reattach before the server named the session', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return sseResponse([': keep-alive\n\n'], { fail: true });
    });
    await expect(
      uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' }),
    ).rejects.toBeInstanceOf(StreamInterrupted);
    expect(urls).toHaveLength(1);
  });

  it('refreshes an expired token on the attach, like every call (498)', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'old-access');
    localStorage.setItem(STORAGE_KEYS.userRefreshToken, 'refresh-1');
    const attachTokens: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/refresh'))
        return jsonResponse(200, { access_token: 'new-access', refresh_token: 'refresh-2' });
      if (url.includes('upload_files'))
        return sseResponse(
          [sse('session', { session_id: 's-1' }), sse('token', { text: 'A' }, '1-0')],
          {
            fail: true,
          },
        );
      attachTokens.push(headerOf(init, 'Authorization') ?? '');
      return attachTokens.length === 1
        ? jsonResponse(498, { message: 'Token has expired', code: 'TOKEN_EXPIRED' })
        : sseResponse([sse('done', done, '2-0')]);
    });
    await expect(
      uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'user' }),
    ).resolves.toMatchObject({ kind: 'done' });
    expect(attachTokens).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('stops following when the caller aborts while it waits to reattach', async () => {
    const controller = new AbortController();
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return sseResponse(
        [sse('session', { session_id: 's-1' }), sse('token', { text: 'A' }, '1-0')],
        {
          fail: true,
        },
      );
    });
    const pending = uploadFilesStream({
      sessionId: null,
      text: 'x',
      files: [],
      auth: 'none',
      signal: controller.signal,
      onToken: () => controller.abort(),
    });
    await expect(pending).rejects.toBeInstanceOf(StreamInterrupted);
    expect(urls).toEqual(['/api/v1/prd_upload/upload_files']);
  });
});

describe('uploadFilesStream: reset and stopped', () => {
  it('passes a reset on, so the text before it is dropped', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse([
        sse('session', { session_id: 's-1' }),
        sse('token', { text: 'First try' }, '1-0'),
        sse('reset', { attempt: 2 }, '2-0'),
        sse('token', { text: 'One two three' }, '3-0'),
        sse('done', done, '4-0'),
      ]),
    );
    const log = screenLog();
    let shown = '';
    const outcome = await uploadFilesStream({
      sessionId: null,
      text: 'x',
      files: [],
      auth: 'none',
      ...log.handlers,
      onToken: (t) => (shown += t),
      onReset: () => (shown = ''),
    });
    expect(shown).toBe('One two three');
    expect(outcome).toMatchObject({ kind: 'done' });
  });

  it('resolves with a stopped outcome carrying what was written', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse([
        sse('session', { session_id: 's-1' }),
        sse('token', { text: 'Half an' }, '1-0'),
        sse('stopped', { session_id: 's-1', prd_result: 'Half an', charged: true }, '2-0'),
      ]),
    );
    await expect(
      uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' }),
    ).resolves.toEqual({ kind: 'stopped', sessionId: 's-1', text: 'Half an', charged: true });
  });

  it('takes an error event on a reattached stream as final', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      if (url.includes('upload_files'))
        return sseResponse([sse('session', { session_id: 's-1' })], { fail: true });
      return sseResponse([
        sse('error', { message: 'Provider down', status: 502, code: 'UPSTREAM_FAILED' }, '3-0'),
      ]);
    });
    await expect(
      uploadFilesStream({ sessionId: null, text: 'x', files: [], auth: 'none' }),
    ).rejects.toMatchObject({ status: 502, code: 'UPSTREAM_FAILED', message: 'Provider down' });
    expect(urls).toHaveLength(2);
  });
});
