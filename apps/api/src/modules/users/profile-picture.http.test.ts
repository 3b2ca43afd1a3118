import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@prd/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signUpAndLogin, type TestUser } from '../../../test/helpers/users.js';

// Over a real socket (inject cannot show this): a refused upload must still let the server
// read the rest of the request, or the client's keep-alive connection hangs and so does close.

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await signUpAndLogin(t);
});
afterAll(async () => {
  t?.app.server.closeAllConnections(); // so a failure here does not also hang the teardown
  await t?.close();
});

it('answers refused uploads at once and leaves connections reusable', async () => {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const send = async (data: Uint8Array, name: string, type: string) => {
    const body = new FormData();
    body.append('file', new Blob([data], { type }), name);
    const res = await fetch(`${base}/api/v1/user/upload_profile_picture`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };

  const video = new Uint8Array(12 * 1024 * 1024);
  video.set(Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'));
  expect(await send(video, 'clip.mp4', 'video/mp4')).toEqual({
    status: 415,
    message: messages.picture.videoRejected,
  });
  expect(await send(video, 'clip.bin', 'application/octet-stream')).toEqual({
    status: 415,
    message: messages.picture.videoRejected,
  });
  const text = new Uint8Array(8 * 1024 * 1024).fill(65);
  expect(await send(text, 'a.png', 'image/png')).toEqual({
    status: 415,
    message: messages.picture.notAnImage,
  });
  const big = new Uint8Array(8 * 1024 * 1024);
  big.set(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer(),
  );
  expect(await send(big, 'big.png', 'image/png')).toEqual({
    status: 413,
    message: messages.picture.tooLarge,
  });

  const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: 'blue' } })
    .png()
    .toBuffer();
  expect((await send(new Uint8Array(png), 'ok.png', 'image/png')).status).toBe(200);

  const closed = t.app.close().then(() => 'closed');
  expect(await Promise.race([closed, sleep(5000).then(() => 'hung')])).toBe('closed');
});
