import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/helpers/fake-openai.js';
import { prdReply } from '../../test/helpers/fake-prd.js';
import { signUpAndLogin, type TestUser } from '../../test/helpers/users.js';
import { getLink, multipartBody, uploadOk } from '../../test/prd/support.js';
import { COMPRESS_MIN_BYTES, isCompressible } from './compression.js';

const BRIEF =
  'We are building Trailmate, a hiking app. Hikers must be able to download maps for offline use. ' +
  'The app should warn about weather changes.';

describe('API answers, compressed', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let user: TestUser;
  let base: string;
  let sessionId: string;
  let documentPath: string;
  const requirements = Array.from({ length: 12 }, (_, i) => `Requirement ${i + 1} is kept.`);

  beforeAll(async () => {
    // Tokens 10 ms apart: the stream is still being written when its first token is read.
    fake = await startFakeOpenAi({
      reply: prdReply({ title: 'Trailmate', requirements }),
      betweenTokensMs: 10,
    });
    t = await buildTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'slow-model' },
    });
    user = await signUpAndLogin(t);
    const done = await uploadOk(t, { token: user.accessToken, text: BRIEF });
    sessionId = done.data.session_id;
    documentPath = done.data.document_path!;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const chatData = (acceptEncoding?: string) =>
    t.request({
      method: 'GET',
      url: `/api/v1/prd_chat_history/get_chat_data_by_chat_id?session_id=${sessionId}`,
      token: user.accessToken,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
    ['gzip, deflate, br', brotliDecompressSync],
  ] as const)('compresses a JSON answer for Accept-Encoding %s', async (accept, inflate) => {
    const plain = await chatData();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const res = await chatData(accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
    expect(JSON.parse(inflate(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers and clients without compression alone', async () => {
    const small = await t.request({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(Buffer.byteLength(small.body)).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const identity = await chatData('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual((await chatData()).json());
  });

  it('never compresses the Word download', async () => {
    const res = await t.request({
      method: 'GET',
      url: documentPath,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await getLink(t, documentPath)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('streams an answer uncompressed and unbuffered, whatever Accept-Encoding says', async () => {
    const body = multipartBody(BRIEF, []);
    const seen = await new Promise<{
      headers: Record<string, unknown>;
      first: string;
      ended: boolean;
    }>((resolve, reject) => {
      const req = request(
        `${base}/api/v1/prd_upload/upload_files?session_id=${sessionId}`,
        {
          method: 'POST',
          agent: false,
          headers: {
            ...body.headers,
            accept: 'text/event-stream',
            'accept-encoding': 'br, gzip, deflate',
            authorization: `Bearer ${user.accessToken}`,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
            if (!text.includes('event: token')) return;
            // The first token is readable while the answer is still being written.
            resolve({ headers: res.headers, first: text, ended: res.complete });
            res.resume();
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body.payload);
    });
    expect(seen.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(seen.headers['content-encoding']).toBeUndefined();
    expect(seen.first.startsWith('event: session')).toBe(true);
    expect(seen.ended).toBe(false);
  });
});

describe('isCompressible', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/html; charset=utf-8', true],
    ['text/markdown', true],
    ['image/svg+xml', true],
    ['text/event-stream; charset=utf-8', false],
    ['text/event-stream', false],
    ['application/octet-stream', false],
    ['application/pdf', false],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
    ['image/webp', false],
    ['video/mp4', false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});
