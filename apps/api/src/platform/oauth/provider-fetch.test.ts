import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFetch, ProviderError, retryDelayMs } from './provider-fetch.js';

let server: Server;
let base: string;
let throttled = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/huge') {
      // Chunked: no Content-Length to refuse it by.
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 100; i += 1) res.write(chunk);
      res.end();
    } else if (req.url === '/busy') {
      throttled += 1;
      if (throttled === 1) res.writeHead(429, { 'retry-after': '0' }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"nope"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('providerFetch', () => {
  it('stops reading an answer past 5 MB, even without a Content-Length', async () => {
    await expect(providerFetch(`${base}/huge`)).rejects.toThrow('too large an answer');
  });

  it('waits out a 429 and tries again', async () => {
    await expect(providerFetch(`${base}/busy`)).resolves.toEqual({ ok: true });
    expect(throttled).toBe(2);
  });

  it('throws the status and the parsed body of an error answer', async () => {
    const err = await providerFetch(`${base}/missing`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ status: 404, body: { message: 'nope' } });
  });

  it('reads Retry-After as seconds or a date, within bounds', () => {
    expect(retryDelayMs('2', 0)).toBe(2000);
    expect(retryDelayMs('600', 0)).toBe(10_000);
    expect(retryDelayMs(null, 1)).toBe(1000);
    expect(retryDelayMs(new Date(Date.now() - 1000).toUTCString(), 0)).toBe(500);
  });
});
