import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadFilesResponse } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { prdReply } from '../helpers/fake-prd.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { parseEvents } from './events.js';
import { chatData, multipartBody, upload, uploadOk, usedUploads } from './support.js';

const BRIEF =
  'We are building Trailmate, a hiking app. Hikers must be able to download maps for offline use. ' +
  'The app should warn about weather changes.';

describe('streamed answers (offline writer)', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    user = await signUpAndLogin(t);
  });
  afterAll(() => t.close());

  it('streams token events, then done with the same JSON as the plain call', async () => {
    const plain = await uploadOk(t, { token: user.accessToken, text: BRIEF });
    const res = await upload(t, {
      token: user.accessToken,
      text: BRIEF,
      accept: 'text/event-stream',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const events = parseEvents(res.body);
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(1);
    expect(events.at(-1)!.event).toBe('done');
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
    const done = uploadFilesResponse.strict().parse(events.at(-1)!.data);
    // The session comes first, before any token: a client that loses the stream can reopen it.
    expect(events[0]).toEqual({ event: 'session', data: { session_id: done.data.session_id } });
    expect(tokens.map((e) => (e.data as { text: string }).text).join('')).toBe(
      done.data.prd_result,
    );
    expect(Object.keys(done).sort()).toEqual(Object.keys(plain).sort());
    expect(Object.keys(done.data).sort()).toEqual(Object.keys(plain.data).sort());
    expect(done.message).toBe(plain.message);
    // Deterministic writer, same input: the same PRD either way.
    expect(done.data.prd_result).toBe(plain.data.prd_result);

    const { body } = await chatData(t, user.accessToken, done.data.session_id);
    expect(body.messages.at(-1)!.message).toBe(done.data.prd_result);
  });

  it('keeps refusals before generation as plain JSON errors', async () => {
    const empty = await upload(t, { token: user.accessToken, accept: 'text/event-stream' });
    expect(empty.statusCode).toBe(422);
    expect(empty.headers['content-type']).toMatch(/^application\/json/);
    const unknown = await upload(t, {
      token: user.accessToken,
      text: BRIEF,
      sessionId: '6f1f7a54-3f7e-4b8e-9a0e-1a2b3c4d5e6f',
      accept: 'text/event-stream',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Chat session not found.', code: 'NOT_FOUND' });
  });

  it('streams a greeting as one token and done, with no document', async () => {
    const res = await upload(t, {
      token: user.accessToken,
      text: 'hey!',
      accept: 'text/event-stream',
    });
    const events = parseEvents(res.body);
    expect(events.map((e) => e.event)).toEqual(['session', 'token', 'done']);
    const done = uploadFilesResponse.parse(events[2]!.data);
    expect(done.data.document_path).toBeNull();
    expect(events[0]!.data).toEqual({ session_id: done.data.session_id });
    expect((events[1]!.data as { text: string }).text).toBe(done.data.prd_result);
  });
});

describe('a client that goes away mid-stream', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let user: TestUser;
  let base: string;
  const requirements = Array.from({ length: 6 }, (_, i) => `Requirement ${i + 1} is kept.`);
  const reply = prdReply({ title: 'Slow', requirements });

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply, betweenTokensMs: 25 });
    t = await buildTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'slow-model' },
    });
    user = await signUpAndLogin(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('still finishes, saves the answer and uses the upload', async () => {
    // A plain HTTP client that hangs up after the first token, as a closed browser tab would.
    const body = multipartBody('Write the PRD for the slow model.', []);
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${base}/api/v1/prd_upload/upload_files`,
        {
          method: 'POST',
          agent: false,
          headers: {
            ...body.headers,
            accept: 'text/event-stream',
            authorization: `Bearer ${user.accessToken}`,
          },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          let seen = '';
          res.on('data', (chunk: Buffer) => {
            seen += chunk.toString('utf8');
            if (!seen.includes('event: token')) return;
            req.destroy();
            resolve(seen);
          });
        },
      );
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      req.end(body.payload);
    });
    expect(firstChunk.startsWith('event: session')).toBe(true);
    expect(firstChunk).toContain('event: token');

    const sessionId = /"session_id":"([0-9a-f-]{36})"/.exec(firstChunk)![1]!;
    // While the rest streams in, the pending answer is already in the history.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const history = await t.request({
      method: 'GET',
      url: '/api/v1/prd_chat_history/get_chat_history',
      token: user.accessToken,
    });
    expect(history.json<{ sessions: { session_id: string }[] }>().sessions[0]!.session_id).toBe(
      sessionId,
    );
    const deadline = Date.now() + 15_000;
    let last;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = (await chatData(t, user.accessToken, sessionId)).body.messages.at(-1)!;
    } while (last.status === 'pending' && Date.now() < deadline);
    expect(last.status).toBe('complete');
    expect(last.message).toMatch(/^# Slow: Product Requirements Document\n/);
    for (const [i, r] of requirements.entries())
      expect(last.message).toContain(`### FR-${i + 1}: ${r}`);
    expect(last.isDocument).toBe(true);
    expect(await usedUploads(t, user.id)).toBe(1);
  });
});
