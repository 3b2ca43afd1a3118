import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, wantsEventStream } from './sse.js';

describe('event stream', () => {
  let app = Fastify();
  afterEach(async () => {
    await app.close();
  });

  it('recognises an event-stream Accept header', () => {
    expect(wantsEventStream('text/event-stream')).toBe(true);
    expect(wantsEventStream('application/json, Text/Event-Stream;q=0.9')).toBe(true);
    expect(wantsEventStream('application/json')).toBe(false);
    expect(wantsEventStream(undefined)).toBe(false);
  });

  it('keeps earlier headers, sends events in order and a heartbeat when idle', async () => {
    app = Fastify();
    app.get('/stream', async (_req, reply) => {
      void reply
        .header('x-request-id', 'r-1')
        .header('content-security-policy', "default-src 'self'");
      const stream = openEventStream(reply, 40);
      stream.send('token', { text: 'Hello\n' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      stream.send('done', { ok: true });
      stream.end();
      stream.send('token', { text: 'after end is ignored' });
      return reply;
    });
    const res = await app.inject({ method: 'GET', url: '/stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['x-request-id']).toBe('r-1');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    const [first, ...rest] = res.body.split('\n\n').filter(Boolean);
    expect(first).toBe('event: token\ndata: {"text":"Hello\\n"}');
    expect(rest.at(-1)).toBe('event: done\ndata: {"ok":true}');
    expect(rest.slice(0, -1).length).toBeGreaterThanOrEqual(1);
    expect(rest.slice(0, -1).every((e) => e === ': keep-alive')).toBe(true);
  });
});
