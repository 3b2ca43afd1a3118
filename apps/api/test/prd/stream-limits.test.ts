import { randomUUID } from 'node:crypto';
import { messages } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { listen } from './raw-socket.js';
import { controlledWriter, scriptedEngine } from './scripted-engine.js';
import { upload } from './support.js';

const URL = '/api/v1/prd_upload/answer_stream';

/** Waits until `check` holds (polling), failing after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A follower of an answer over real HTTP: resolves once the stream's first event arrived. */
async function follow(port: number, sessionId: string, token?: string, cookie?: string) {
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}${URL}?session_id=${sessionId}`, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    signal: abort.signal,
  });
  if (res.status === 200) {
    const reader = res.body!.getReader();
    const first: { value?: Uint8Array } = await reader.read();
    expect(Buffer.from(first.value ?? []).toString()).toContain('event: session');
  }
  return { res, close: () => abort.abort() };
}

/** GET answer_stream holds a socket per follower: a caller may hold a few, not any number. */
describe('answer streams per caller', () => {
  let t: TestApp;
  let user: TestUser;
  let port: number;
  const control = controlledWriter();

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ANSWER_STREAMS_MAX: '2', ANSWER_STREAMS_MAX_IP: '3' },
      overrides: { prdEngine: scriptedEngine(control.writer) },
    });
    user = await signUpAndLogin(t);
    port = await listen(t.app);
  });
  afterAll(async () => {
    control.end();
    await t.close();
  });

  it('refuses a third open stream of one user with 429 RATE_LIMITED, and frees the slot on close', async () => {
    void upload(t, {
      token: user.accessToken,
      text: 'Build a parking app.',
      accept: 'text/event-stream',
    });
    let sessionId: string | undefined;
    await until(async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/v1/prd_chat_history/get_chat_history',
        token: user.accessToken,
      });
      sessionId = res.json<{ sessions: { session_id: string }[] }>().sessions[0]?.session_id;
      return sessionId !== undefined;
    });

    const held = [await follow(port, sessionId!, user.accessToken)];
    held.push(await follow(port, sessionId!, user.accessToken));
    expect(held.map((h) => h.res.status)).toEqual([200, 200]);

    const third = await follow(port, sessionId!, user.accessToken);
    expect(third.res.status).toBe(429);
    expect(third.res.headers.get('retry-after')).toBe('5');
    expect(await third.res.json()).toEqual({
      message: messages.chat.tooManyStreams,
      code: 'RATE_LIMITED',
    });

    // Another caller is not counted against this one (their refusal is the session's 404).
    const other = await signUpAndLogin(t);
    expect((await follow(port, sessionId!, other.accessToken)).res.status).toBe(404);

    // A follower that goes away gives its slot back.
    held.shift()!.close();
    await until(async () => {
      const again = await follow(port, sessionId!, user.accessToken);
      if (again.res.status === 200) held.push(again);
      else await again.res.body?.cancel();
      return again.res.status === 200;
    });
    expect(held).toHaveLength(2);

    // Through inject too: the limit answers before the session is looked up.
    const injected = await t.request({
      method: 'GET',
      url: `${URL}?session_id=${sessionId!}`,
      token: user.accessToken,
    });
    expect(injected.statusCode).toBe(429);
    expect(injected.json()).toMatchObject({ code: 'RATE_LIMITED' });

    for (const h of held) h.close();
    control.push('# Parking\n');
    control.end();
    await until(() => t.services.streamSlots.size === 0);
  });

  it('gives the slot back when the answer is a refusal (no slot leaks on 404)', async () => {
    const visitor = { ip: '203.0.113.9' };
    for (let i = 0; i < 5; i++) {
      const [asUser, asVisitor] = await Promise.all([
        t.request({
          method: 'GET',
          url: `${URL}?session_id=${randomUUID()}`,
          token: user.accessToken,
        }),
        t.request({
          method: 'GET',
          url: `${URL}?session_id=${randomUUID()}`,
          remoteAddress: visitor.ip,
        }),
      ]);
      expect([asUser.statusCode, asVisitor.statusCode]).toEqual([404, 404]);
    }
    expect(t.services.streamSlots.size).toBe(0);
  });
});
