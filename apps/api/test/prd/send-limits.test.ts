import { messages } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { nextIp, signUpAndLogin } from '../helpers/users.js';
import { multipartBody } from './support.js';
import { listen, rawClient, tempFiles, uploadHead } from './raw-socket.js';

const URL = '/api/v1/prd_upload/upload_files';

describe('a malformed multipart body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const boundary = '----prdbroken';
  const shapes: [string, string, string | Buffer][] = [
    [
      'a text part without its closing boundary',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="user_input"\r\n\r\nhello there`,
    ],
    [
      'a file part cut off midway',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\nhalf`,
    ],
    ['no boundary at all', 'multipart/form-data', 'whatever'],
    ['garbage instead of parts', `multipart/form-data; boundary=${boundary}`, 'garbage'],
  ];

  it.each(shapes)('%s: 400, never a 500', async (_name, contentType, payload) => {
    // The same body to the other multipart route (the profile picture) is refused as well.
    const user = await signUpAndLogin(t);
    const picture = await t.request({
      method: 'POST',
      url: '/api/v1/user/upload_profile_picture',
      payload,
      token: user.accessToken,
      headers: { 'content-type': contentType },
    });
    expect(picture.statusCode, picture.body).toBeGreaterThanOrEqual(400);
    expect(picture.statusCode, picture.body).toBeLessThan(500);

    const res = await t.request({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: messages.general.malformedUpload, code: 'BAD_REQUEST' });
    expect(tempFiles(t)).toEqual([]);
  });
});

describe('sends in flight and send rates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { UPLOAD_MAX_CONCURRENT: '2', UPLOAD_MAX_CONCURRENT_IP: '3', RATE_USER_SEND_MAX: '5' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a third upload of one user while two are still arriving, before its body', async () => {
    const user = await signUpAndLogin(t);
    const port = await listen(t.app);
    const held = [];
    for (let i = 0; i < 2; i++) {
      const client = await rawClient(port);
      const { head, partHead } = uploadHead({
        bodyBytes: 50 * 1024 * 1024,
        token: user.accessToken,
      });
      await client.write(Buffer.concat([head, partHead]));
      held.push(client);
    }
    // Let the server take both slots.
    await new Promise((r) => setTimeout(r, 300));
    const third = await rawClient(port);
    const { head, partHead } = uploadHead({ bodyBytes: 50 * 1024 * 1024, token: user.accessToken });
    await third.write(Buffer.concat([head, partHead]));
    await third.closed;
    expect(third.received()).toMatch(/^HTTP\/1\.1 429/);
    expect(third.received()).toContain(messages.chat.uploadInProgress);

    // Another user is not affected, and the slots come back when the clients go away.
    for (const c of held) c.socket.destroy();
    await new Promise((r) => setTimeout(r, 300));
    const res = await t.request({
      method: 'POST',
      url: URL,
      token: user.accessToken,
      ...multipartBody('hello', []),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('counts the sends of a signed-in user, greetings included', async () => {
    const user = await signUpAndLogin(t);
    const send = () =>
      t.request({ method: 'POST', url: URL, token: user.accessToken, ...multipartBody('hi', []) });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
