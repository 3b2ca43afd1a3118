import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@prd/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lookup } from './destination.js';
import { nextHop } from './guarded-fetch.js';
import { createOutboundGuard, OutboundRefusedError } from './index.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Local {
  port: number;
  seen: Seen[];
}

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

/** A server on 127.0.0.1 that records each request and answers through `answer`. */
async function local(answer: (req: Seen, res: ServerResponse) => void): Promise<Local> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { port: (server.address() as AddressInfo).port, seen };
}

const redirect = (res: ServerResponse, status: number, location: string) => {
  res.writeHead(status, { location });
  res.end();
};

/** A resolver from a table that counts its calls. */
function countingDns(table: Record<string, string[]>) {
  const calls: string[] = [];
  const lookup: Lookup = async (host) => {
    calls.push(host);
    const found = table[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };
  return { calls, lookup, table };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sent',
    (err: unknown) => (err instanceof OutboundRefusedError ? err.reason : err),
  );

describe('guarded fetch: one resolution per hop, and the connection goes where it was judged', () => {
  it('resolves each hop once and connects to the checked address under the typed name', async () => {
    const server = await local((req, res) => {
      if (req.url === '/a') redirect(res, 302, '/b');
      else res.end(`reached ${req.url}`);
    });
    // Only this table knows the name: the connection cannot have asked the system resolver.
    const dns = countingDns({ 'provider.test': ['127.0.0.1'] });
    const guard = createOutboundGuard({ allowedHosts: ['provider.test'] }, { lookup: dns.lookup });
    const res = await guard.fetch(`http://provider.test:${server.port}/a`);
    expect(await res.text()).toBe('reached /b');
    expect(dns.calls).toEqual(['provider.test', 'provider.test']);
    expect(server.seen.map((s) => s.headers.host)).toEqual([
      `provider.test:${server.port}`,
      `provider.test:${server.port}`,
    ]);
  });

  it('judges the name again on every use: a name re-pointed inside is refused before sending', async () => {
    const server = await local((_req, res) => res.end('ok'));
    const dns = countingDns({ 'models.test': ['127.0.0.1'] });
    const guard = createOutboundGuard({ allowedHosts: ['127.0.0.1'] }, { lookup: dns.lookup });
    expect(await (await guard.fetch(`http://models.test:${server.port}/`)).text()).toBe('ok');
    dns.table['models.test'] = ['169.254.169.254'];
    expect(await refusal(guard.fetch(`http://models.test:${server.port}/`))).toBe('internal');
    expect(server.seen).toHaveLength(1);
  });

  it('passes the caller’s abort to the connection (a stopped answer stops the stream)', async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    const server = await local((_req, res) => {
      res.on('close', () => closed());
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
    });
    const guard = createOutboundGuard({ allowedHosts: ['loopback'] });
    const stop = new AbortController();
    const res = await guard.fetch(`http://127.0.0.1:${server.port}/`, { signal: stop.signal });
    const reader = res.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    stop.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
    await serverSawClose;
  });

  it('answers the same for an open and a closed internal port (no port-scan oracle)', async () => {
    const server = await local((_req, res) => res.end('ok'));
    const guard = createOutboundGuard({ allowedHosts: [] });
    const messagesFor = await Promise.all(
      [server.port, 1].map((port) =>
        guard.fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => (e as Error).message),
      ),
    );
    expect(messagesFor).toEqual([messages.outbound.internal, messages.outbound.internal]);
    expect(server.seen).toHaveLength(0);
  });
});

describe('guarded fetch: redirects are followed by hand and judged like the first address', () => {
  it('refuses a redirect from an allowed address to another port of this machine (the repro)', async () => {
    const inside = await local((_req, res) => res.end('internal secret'));
    const allowed = await local((_req, res) =>
      redirect(res, 307, `http://127.0.0.1:${inside.port}/x`),
    );
    const guard = createOutboundGuard({ allowedHosts: ['loopback'] });
    const sent = guard.fetch(`http://127.0.0.1:${allowed.port}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-secret', 'content-type': 'application/json' },
      body: '{"model":"m"}',
    });
    expect(await refusal(sent)).toBe('internal');
    expect(allowed.seen).toHaveLength(1);
    expect(inside.seen).toHaveLength(0);
  });

  it('refuses redirects to plain http, to names that do not resolve and to other schemes', async () => {
    const dns = countingDns({ 'public.test': ['93.184.216.34'], 'start.test': ['127.0.0.1'] });
    const targets = ['http://public.test/x', 'https://nowhere.test/x', 'file:///etc/passwd'];
    let next = 0;
    const server = await local((_req, res) => redirect(res, 302, targets[next++] ?? '/'));
    const guard = createOutboundGuard({ allowedHosts: ['start.test'] }, { lookup: dns.lookup });
    const url = `http://start.test:${server.port}/`;
    expect(await refusal(guard.fetch(url))).toBe('http');
    expect(await refusal(guard.fetch(url))).toBe('unresolvable');
    expect(await refusal(guard.fetch(url))).toBe('scheme');
  });

  it('follows at most three redirects, then says so', async () => {
    const server = await local((req, res) => redirect(res, 307, `${req.url}x`));
    const guard = createOutboundGuard({ allowedHosts: ['loopback'] });
    const err = await guard
      .fetch(`http://127.0.0.1:${server.port}/`, { method: 'POST', body: 'b' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(OutboundRefusedError);
    expect((err as Error).message).toBe(messages.outbound.redirects);
    expect(server.seen.map((s) => s.url)).toEqual(['/', '/x', '/xx', '/xxx']);
  });

  it('keeps method and body on 307/308 and turns POST into GET on 301/302/303, as fetch does', async () => {
    const server = await local((req, res) => {
      const status = Number(req.url.slice(1));
      if (status) redirect(res, status, '/done');
      else res.end(`${req.method} ${req.body}`);
    });
    const guard = createOutboundGuard({ allowedHosts: ['loopback'] });
    const post = async (status: number, method = 'POST') =>
      (
        await guard.fetch(`http://127.0.0.1:${server.port}/${status}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: '{"a":1}',
        })
      ).text();
    expect(await post(307)).toBe('POST {"a":1}');
    expect(await post(308)).toBe('POST {"a":1}');
    expect(await post(301)).toBe('GET ');
    expect(await post(302)).toBe('GET ');
    expect(await post(303)).toBe('GET ');
    expect(await post(303, 'PUT')).toBe('GET ');
    expect(await post(302, 'PUT')).toBe('PUT {"a":1}');
    const afterGet = server.seen.filter((s) => s.url === '/done' && s.method === 'GET');
    expect(afterGet.every((s) => s.headers['content-type'] === undefined)).toBe(true);
  });

  it('returns the redirect itself when the caller asks for manual redirects', async () => {
    const server = await local((_req, res) => redirect(res, 302, '/elsewhere'));
    const guard = createOutboundGuard({ allowedHosts: ['loopback'] });
    const res = await guard.fetch(`http://127.0.0.1:${server.port}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(server.seen).toHaveLength(1);
  });
});

describe('nextHop', () => {
  const hop = (url: string) => ({
    url: new URL(url),
    method: 'POST',
    headers: new Headers({
      authorization: 'Bearer sk',
      'x-api-key': 'sk-ant',
      'x-goog-api-key': 'g',
      cookie: 'c=1',
      'content-type': 'application/json',
      'x-other': 'kept',
    }),
    body: '{}',
  });

  it('drops credentials on a hop to another origin, keeps them on the same origin', () => {
    const away = nextHop(hop('https://a.example/v1'), 307, new URL('https://b.example/v1'));
    expect([...away.headers.keys()].sort()).toEqual(['content-type', 'x-other']);
    const samePort = nextHop(hop('https://a.example/v1'), 307, new URL('https://a.example:8443/'));
    expect(samePort.headers.get('authorization')).toBeNull();
    const same = nextHop(hop('https://a.example/v1'), 308, new URL('https://a.example/v2'));
    expect(same.headers.get('authorization')).toBe('Bearer sk');
    expect(same.headers.get('x-api-key')).toBe('sk-ant');
    expect(same).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('refuses to send a streamed body again', () => {
    const streamed = { ...hop('https://a.example/'), body: new ReadableStream() };
    expect(() => nextHop(streamed, 307, new URL('https://a.example/b'))).toThrow(TypeError);
  });
});
