import { API_PREFIX } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectTokenWorks, newUser } from './support.js';

const PROBE = `${API_PREFIX}/__probe/context`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.get(PROBE, { onRequest: (req, reply) => app.guard.requireAuth(req, reply) }, (req) => ({
        context: JSON.parse(JSON.stringify(req.auth)) as unknown,
      }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('request.auth', () => {
  it('holds only what requests need: no password hash, first request or cached', async () => {
    const u = await newUser(t);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request({ method: 'GET', url: PROBE, token: u.accessToken });
      expect(res.statusCode).toBe(200);
      const { context } = res.json<{ context: { user: Record<string, unknown> } }>();
      expect(JSON.stringify(context)).not.toMatch(/argon2|password/i);
      expect(Object.keys(context.user).sort()).toEqual(
        ['email', 'emailVerifiedAt', 'id', 'name', 'profilePicture', 'role'].sort(),
      );
      expect(context).toMatchObject({ userId: u.id, role: 'User', user: { email: u.email } });
    }
    // The routes that read it still work.
    await expectTokenWorks(t, u.accessToken);
  });
});
