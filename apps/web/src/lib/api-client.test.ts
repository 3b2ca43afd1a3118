import { messages } from '@prd/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, setSessionExpiredHandler } from './api-client';
import { tokenStorage } from './token-storage';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { url: string; init: RequestInit }[];
function fakeFetch(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(handler(url, init));
    }),
  );
}
const authHeader = (i: number) => (calls[i]!.init.headers as Record<string, string>).Authorization;

let expired: ReturnType<typeof vi.fn<() => void>>;
let undo: () => void;
beforeEach(() => {
  expired = vi.fn<() => void>();
  undo = setSessionExpiredHandler(expired);
});
afterEach(() => {
  undo();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the user bearer token and drops empty query parameters', async () => {
    tokenStorage.save('user', { access_token: 'u-access', refresh_token: 'u-refresh' });
    fakeFetch(() => json(200, { ok: true }));
    await expect(
      apiRequest('/plan/get_all_plans', { query: { page: 1, q: '', x: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0]!.url).toBe('/api/v1/plan/get_all_plans?page=1');
    expect(calls[0]!.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer u-access',
    });
  });

  it('prefers the admin token for calls that accept either, and sends none for public calls', async () => {
    tokenStorage.save('user', { access_token: 'u', refresh_token: 'ur' });
    tokenStorage.save('admin', { access_token: 'a', refresh_token: 'ar' });
    fakeFetch(() => json(200, {}));
    await apiRequest('/x', { auth: 'either' });
    await apiRequest('/x', { auth: 'none' });
    expect(authHeader(0)).toBe('Bearer a');
    expect(authHeader(1)).toBeUndefined();
  });

  it('falls back to authToken from storage when there is no user token', async () => {
    localStorage.setItem('authToken', 'legacy');
    fakeFetch(() => json(200, {}));
    await apiRequest('/x');
    expect(authHeader(0)).toBe('Bearer legacy');
  });

  it('on 498 refreshes once, stores the new pair and retries the call', async () => {
    tokenStorage.save('user', { access_token: 'old', refresh_token: 'r1' });
    fakeFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) {
        expect(JSON.parse(init.body as string)).toEqual({ refresh_token: 'r1' });
        return json(200, { access_token: 'new', refresh_token: 'r2' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new'
        ? json(200, { name: 'Ann' })
        : json(498, { message: 'Token has expired' });
    });
    await expect(apiRequest('/user/get_user')).resolves.toEqual({ name: 'Ann' });
    expect(tokenStorage.access('user')).toBe('new');
    expect(tokenStorage.refresh('user')).toBe('r2');
    expect(expired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent calls (a reused refresh token ends the session)', async () => {
    tokenStorage.save('user', { access_token: 'old', refresh_token: 'r1' });
    let refreshes = 0;
    fakeFetch(async (url, init) => {
      if (url.endsWith('/auth/refresh')) {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { access_token: 'new', refresh_token: 'r2' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, {}) : json(498, { message: 'Invalid token' });
    });
    await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    expect(refreshes).toBe(1);
  });

  it('when the refresh fails: clears the tokens, runs the session-expired handler, throws 498', async () => {
    tokenStorage.save('user', { access_token: 'old', refresh_token: 'r1' });
    fakeFetch((url) =>
      url.endsWith('/auth/refresh') ? json(498, {}) : json(498, { message: 'Invalid token' }),
    );
    const err = await apiRequest('/user/get_user').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(498);
    expect(tokenStorage.access('user')).toBeNull();
    expect(tokenStorage.refresh('user')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('treats the code INVALID_TOKEN as an expired session whatever the status', async () => {
    tokenStorage.save('user', { access_token: 'old', refresh_token: 'r1' });
    fakeFetch((url) =>
      url.endsWith('/auth/refresh')
        ? json(401, {})
        : json(401, { message: 'Invalid token', code: 'INVALID_TOKEN' }),
    );
    const err = await apiRequest('/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, code: 'INVALID_TOKEN', message: 'Invalid token' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('branches on the code, not the text: "Invalid token" under another code is no expiry', async () => {
    tokenStorage.save('user', { access_token: 'old', refresh_token: 'r1' });
    fakeFetch(() => json(401, { message: 'Invalid token', code: 'NOT_AUTHENTICATED' }));
    const err = await apiRequest('/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, code: 'NOT_AUTHENTICATED' });
    expect(expired).not.toHaveBeenCalled();
    expect(tokenStorage.access('user')).toBe('old');
  });

  it('exposes the server code on the error; an unknown or missing code is undefined', async () => {
    fakeFetch(() => json(429, { message: 'Slow down', code: 'FREE_LIMIT_EXCEEDED' }));
    const limited = await apiRequest('/a', { auth: 'none' }).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ApiError);
    expect(limited).toMatchObject({ status: 429, code: 'FREE_LIMIT_EXCEEDED' });
    fakeFetch(() => json(400, { message: 'Odd', code: 'NO_SUCH_CODE' }));
    expect(await apiRequest('/b', { auth: 'none' }).catch((e: ApiError) => e.code)).toBeUndefined();
    fakeFetch(() => json(502, {}));
    expect(await apiRequest('/c', { auth: 'none' }).catch((e: ApiError) => e.code)).toBeUndefined();
  });

  it('does not treat a failed login without a token as an expired session', async () => {
    fakeFetch(() => json(401, { message: messages.signIn.wrongCredentials }));
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, auth: 'none' }),
    ).rejects.toThrow(messages.signIn.wrongCredentials);
    expect(expired).not.toHaveBeenCalled();
  });

  it('throws the spec 203 answers with their message', async () => {
    fakeFetch(() => json(203, { message: messages.signIn.deactivated }));
    const err = (await apiRequest('/auth/login', { method: 'POST', auth: 'none' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.status).toBe(203);
    expect(err.message).toBe('Your account is deactivated');
  });

  it('keeps the validation detail of a 422', async () => {
    const detail = [{ loc: ['body', 'email'], msg: 'Invalid email format.', type: 'custom' }];
    fakeFetch(() => json(422, { message: 'Invalid email format.', detail }));
    const err = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(422);
    expect(err.detail).toEqual(detail);
  });

  it('reports no answer as status 0 with the network message, and times out', async () => {
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 0,
      message: 'Failed to send request. Please check your network connection.',
    });
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('timeout', 'TimeoutError')),
          );
        }),
    );
    const started = Date.now();
    await expect(apiRequest('/slow', { timeoutMs: 30 })).rejects.toMatchObject({ status: 0 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('errorMessage prefers the server message and falls back to the screen text', () => {
    expect(errorMessage(new ApiError(400, 'From server'), 'Fallback')).toBe('From server');
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});
