import { errorBody, errorStatus, messages, paths, type ErrorCode } from '@prd/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/platform/errors/app-error.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { nextIp, signUpAndLogin, type TestUser } from './helpers/users.js';

const api = (p: string) => `/api/v1${p}`;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_FORGOT_IP_MAX: '1' },
    beforeReady: (app) => {
      app.get('/test/crash', async () => {
        throw new Error('connection to 10.0.0.7 refused: internals');
      });
      app.get('/test/upstream', async () => {
        throw new AppError('UPSTREAM_FAILED', 'The AI provider did not answer.');
      });
    },
  });
  user = await signUpAndLogin(t);
});

afterAll(async () => {
  await t?.close();
});

/** The body is exactly the contract's error body, with `code` and the status it belongs to. */
function expectError(res: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBody.strict().parse(res.json());
  expect(body.code).toBe(code);
  expect(errorStatus[code]).toBe(status);
  return body;
}

describe('every error body carries a code', () => {
  it('4xx from validation, parsing and the body limit', async () => {
    const invalid = await t.request({
      method: 'POST',
      url: api(paths.auth.register),
      payload: { name: 'A', email: 'not-an-email' },
      remoteAddress: nextIp(),
    });
    expect(expectError(invalid, 422, 'VALIDATION').detail?.length).toBeGreaterThan(0);

    const malformed = await t.request({
      method: 'POST',
      url: api(paths.auth.login),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: nextIp(),
    });
    expect(expectError(malformed, 400, 'BAD_REQUEST').message).toBe(messages.general.malformedBody);

    const huge = await t.request({
      method: 'POST',
      url: api(paths.auth.login),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      remoteAddress: nextIp(),
    });
    expectError(huge, 413, 'PAYLOAD_TOO_LARGE');

    const wrongType = await t.request({
      method: 'POST',
      url: api(paths.auth.login),
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
      remoteAddress: nextIp(),
    });
    expectError(wrongType, 415, 'UNSUPPORTED_MEDIA');
  });

  it('404 for an unknown route and for another user’s chat', async () => {
    expectError(await t.request({ method: 'GET', url: api('/no/such/route') }), 404, 'NOT_FOUND');
    const chat = await t.request({
      method: 'GET',
      url: api(paths.prd.getChatData),
      query: { session_id: '00000000-0000-4000-8000-000000000000' },
      token: user.accessToken,
    });
    expect(expectError(chat, 404, 'NOT_FOUND').message).toBe(messages.chat.sessionNotFound);
  });

  it('the auth guard: 401, 498 and 403', async () => {
    expectError(
      await t.request({ method: 'GET', url: api(paths.user.getUser) }),
      401,
      'NOT_AUTHENTICATED',
    );
    expectError(
      await t.request({ method: 'GET', url: api(paths.user.getUser), token: 'garbage' }),
      498,
      'INVALID_TOKEN',
    );
    expectError(
      await t.request({ method: 'GET', url: api(paths.apiKeys.getAll), token: user.accessToken }),
      403,
      'FORBIDDEN',
    );
  });

  it('429 from a rate limit, with Retry-After', async () => {
    const ip = nextIp();
    const forgot = () =>
      t.request({
        method: 'POST',
        url: api(paths.auth.forgotPassword),
        payload: { email: user.email },
        remoteAddress: ip,
      });
    expect((await forgot()).statusCode).toBe(200);
    const limited = await forgot();
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('203 failures of the spec carry SOFT_FAILURE', async () => {
    const res = await t.request({
      method: 'POST',
      url: api(paths.auth.resetPassword),
      payload: {
        token: 'no-such-token',
        password: 'N3w!Passw0rd-x',
        confirmpassword: 'N3w!Passw0rd-x',
      },
      remoteAddress: nextIp(),
    });
    expectError(res, 203, 'SOFT_FAILURE');
  });

  it('5xx: INTERNAL with the generic message, and our safe upstream messages', async () => {
    const crash = await t.request({ method: 'GET', url: '/test/crash' });
    expect(expectError(crash, 500, 'INTERNAL').message).toBe(messages.general.internal);
    expect(crash.body).not.toContain('10.0.0.7');
    const upstream = await t.request({ method: 'GET', url: '/test/upstream' });
    expect(expectError(upstream, 502, 'UPSTREAM_FAILED').message).toBe(
      'The AI provider did not answer.',
    );
  });
});
