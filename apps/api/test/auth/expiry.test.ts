import { messages } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import {
  decodeJwt,
  expectTokenRejected,
  newUser,
  nextIp,
  post,
  requestResetToken,
  resetTokensOf,
} from './support.js';

/**
 * Real clock expiry, configured by env: access tokens (ACCESS_TOKEN_TTL), reset links
 * (RESET_TOKEN_TTL) and a throttle window (RATE_FORGOT_IP_WINDOW). One wait covers all three.
 * Three seconds, not one: signing up and in must fit inside the token's life on a loaded CI.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ACCESS_TOKEN_TTL: '3',
      RESET_TOKEN_TTL: '3',
      RATE_FORGOT_IP_MAX: '1',
      RATE_FORGOT_IP_WINDOW: '3',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('expiry set by env', () => {
  it('ends access tokens, reset links and throttle windows on time', async () => {
    const u = await newUser(t);
    const claims = decodeJwt(u.accessToken);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3);

    const ip = nextIp();
    const { token } = await requestResetToken(t, u.email, { ip });
    const [row] = await resetTokensOf(t, u.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(3500);

    const throttled = await post(t, 'forgotPassword', { email: u.email }, { ip });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(3);

    await new Promise((resolve) => setTimeout(resolve, 3100));

    await expectTokenRejected(t, u.accessToken, 'Token has expired');
    const reset = await post(
      t,
      'resetPassword',
      { token, password: 'N3w!Passw0rd#', confirmpassword: 'N3w!Passw0rd#' },
      { ip: nextIp() },
    );
    expect(reset.statusCode).toBe(203);
    expect(reset.json()).toEqual({
      message: messages.resetPassword.invalidToken,
      code: 'SOFT_FAILURE',
    });
    expect((await post(t, 'forgotPassword', { email: u.email }, { ip })).statusCode).toBe(200);

    // The session outlives its access token: the refresh token still works.
    const refreshed = await post(t, 'refresh', { refresh_token: u.refreshToken }, { ip: nextIp() });
    expect(refreshed.statusCode).toBe(200);
  });
});
