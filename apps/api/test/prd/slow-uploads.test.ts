import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { eventually, listen, rawClient, sleep, tempFiles, uploadHead } from './raw-socket.js';

/**
 * Issue 10, item 8: 300 slow uploads each held a socket and a temp file for minutes. Real
 * sockets: inject cannot trickle a body or die midway.
 */
describe('slow and dying uploads (item 8)', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        UPLOAD_MIN_RATE_KB: '16',
        UPLOAD_RATE_WINDOW: '1',
        HTTP_HEADERS_TIMEOUT: '1',
        HTTP_REQUEST_TIMEOUT: '600',
        HTTP_IDLE_TIMEOUT: '120',
        HTTP_KEEP_ALIVE_TIMEOUT: '3',
      },
    });
    port = await listen(t.app);
  });
  afterAll(() => t.close());

  it('sets the server timeouts from the configuration', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(1000);
    expect(server.requestTimeout).toBe(600_000);
    expect(server.keepAliveTimeout).toBe(3000);
    expect(server.timeout).toBe(120_000);
  });

  it('has defaults suited to 100 MB uploads, and refuses a header timeout over the request one', () => {
    const env = { DATA_DIR: t.config.dataDir, APP_SECRET: 'x'.repeat(32) };
    const config = loadConfig(env);
    expect(config.http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 1_800_000,
      idleTimeoutMs: 600_000,
      keepAliveTimeoutMs: 5_000,
    });
    // A 100 MB file at 64 KB/s (a slow but real link) fits in the request timeout; the minimum
    // rate only catches stalls (32 KB per 15 s).
    expect((100 * 1024 * 1024) / (64 * 1024)).toBeLessThan(config.http.requestTimeoutMs / 1000);
    expect(config.uploads).toMatchObject({ minRateBytes: 32 * 1024, rateWindowSeconds: 15 });
    expect(() =>
      loadConfig({ ...env, HTTP_HEADERS_TIMEOUT: '60', HTTP_REQUEST_TIMEOUT: '30' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT/);
  });

  it('removes the temp file when the client dies mid-upload', async () => {
    const { head, partHead } = uploadHead({ bodyBytes: 20 * 1024 * 1024 });
    const client = await rawClient(port);
    await client.write(Buffer.concat([head, partHead]));
    for (let i = 0; i < 4; i += 1) await client.write(Buffer.alloc(64 * 1024, 0x41));
    expect(await eventually(() => tempFiles(t).length === 1)).toBe(true);
    client.socket.destroy();
    expect(await eventually(() => tempFiles(t).length === 0, 3000)).toBe(true);
    expect(existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);
  });

  it('cuts off a body that trickles in below the minimum rate, and removes its temp file', async () => {
    const { head, partHead } = uploadHead({ bodyBytes: 20 * 1024 * 1024 });
    const client = await rawClient(port);
    await client.write(Buffer.concat([head, partHead, Buffer.alloc(32 * 1024, 0x41)]));
    expect(await eventually(() => tempFiles(t).length === 1)).toBe(true);
    const started = Date.now();
    // 1 KB every 200 ms: 5 KB/s, under 16 KB per second.
    const trickle = (async () => {
      while (await client.write(Buffer.alloc(1024, 0x41))) await sleep(200);
    })();
    await Promise.race([client.closed, sleep(5000)]);
    expect(client.socket.destroyed).toBe(true);
    expect(Date.now() - started).toBeLessThan(4000);
    await trickle;
    expect(await eventually(() => tempFiles(t).length === 0, 3000)).toBe(true);
  });

  it('lets a body at a steady rate above the minimum through', async () => {
    const body = Buffer.alloc(200 * 1024, 0x41);
    const { head, partHead } = uploadHead({ bodyBytes: 0 });
    const boundary = /boundary=(\S+)\r\n/.exec(head.toString())![1]!;
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const total = partHead.length + body.length + tail.length;
    const client = await rawClient(port);
    await client.write(
      Buffer.from(head.toString().replace('Content-Length: 0', `Content-Length: ${total}`)),
    );
    await client.write(partHead);
    // 40 KB every 500 ms (80 KB/s) for about 2.5 s: longer than a rate window, above the rate.
    for (let at = 0; at < body.length; at += 40 * 1024) {
      await client.write(body.subarray(at, at + 40 * 1024));
      await sleep(500);
    }
    await client.write(tail);
    expect(await eventually(() => /^HTTP\/1\.1 \d{3}/.test(client.received()))).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    client.socket.destroy();
    expect(await eventually(() => tempFiles(t).length === 0, 3000)).toBe(true);
  });

  it('closes a connection whose headers do not arrive within HTTP_HEADERS_TIMEOUT', async () => {
    const client = await rawClient(port);
    await client.write(Buffer.from('POST /api/v1/prd_upload/upload_files HTTP/1.1\r\nHost: x\r\n'));
    await Promise.race([client.closed, sleep(6000)]);
    expect(client.socket.destroyed).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });
});
