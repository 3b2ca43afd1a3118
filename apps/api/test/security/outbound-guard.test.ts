import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages, type ApiKeyTestResponse } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin } from '../helpers/users.js';

const BASE = '/api/v1/api_keys_settings';
const refused = messages.outbound;

/** A server on this machine that records what reaches it and answers through `answer`. */
async function listen(answer: (path: string, res: ServerResponse) => void) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => answer(req.url ?? '', res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { port: (server.address() as AddressInfo).port, seen, close };
}

const key = {
  provider: 'openai-compatible',
  label: 'Local',
  model: 'tiny-model',
  api_key: 'sk-redirect-test-0123456789',
};

async function admin(t: TestApp) {
  const { accessToken: token } = await adminLogin(t);
  return {
    add: (payload: object) =>
      t.request({ method: 'POST', url: `${BASE}/add_api_key`, payload, token }),
    update: (payload: object) =>
      t.request({ method: 'PUT', url: `${BASE}/update_api_keys`, payload, token }),
    test: (id: number) =>
      t.request({ method: 'POST', url: `${BASE}/test_api_key?key_id=${id}`, token }),
  };
}

describe('a key whose provider redirects (this machine allowed, as the tests run)', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof admin>>;
  let inside: Awaited<ReturnType<typeof listen>>;
  let provider: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    t = await buildTestApp({ env: { AI_ALLOW_LOOPBACK: 'true' } });
    api = await admin(t);
    inside = await listen((_path, res) => res.end('{"internal":true}'));
    // The allowed provider answers every call with a redirect: to another port of this
    // machine (/v1), or to itself, forever (/loop).
    provider = await listen((path, res) => {
      const to = path.startsWith('/loop') ? `${path}/again` : `http://127.0.0.1:${inside.port}/x`;
      res.writeHead(307, { location: to });
      res.end();
    });
  });
  afterAll(async () => {
    await t.close();
    await inside.close();
    await provider.close();
  });

  async function added(base_url: string) {
    const res = await api.add({ ...key, base_url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  }

  it('test_api_key refuses the redirect inside, and nothing reaches the inside server', async () => {
    const id = await added(`http://127.0.0.1:${provider.port}/v1`);
    const res = await api.test(id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiKeyTestResponse>()).toMatchObject({
      ok: false,
      message: refused.aiProvider(refused.internal),
    });
    expect(provider.seen).toEqual(['POST /v1/chat/completions']);
    expect(inside.seen).toEqual([]);
    expect(res.body).not.toContain(String(inside.port));
  });

  it('test_api_key stops after three redirects and says so', async () => {
    const id = await added(`http://127.0.0.1:${provider.port}/loop`);
    provider.seen.length = 0;
    const res = await api.test(id);
    expect(res.json<ApiKeyTestResponse>()).toMatchObject({
      ok: false,
      message: refused.aiProvider(refused.redirects),
    });
    expect(provider.seen).toHaveLength(4);
  });
});

describe('addresses are judged when saved (this machine not allowed)', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof admin>>;

  beforeAll(async () => {
    t = await buildTestApp();
    api = await admin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['a name that does not resolve', 'https://no-such-host.invalid/v1', [refused.unresolvable]],
    // Resolved where a resolver knows it, unknown elsewhere: refused either way.
    [
      'localhost with a trailing dot',
      'https://localhost./v1',
      [refused.internal, refused.unresolvable],
    ],
    ['localhost', 'https://localhost/v1', [refused.internal]],
    ['a decimal loopback address', 'https://2130706433/v1', [refused.internal]],
    ['a hex loopback address', 'https://0x7f.1/v1', [refused.internal]],
    ['an IPv4-mapped loopback address', 'https://[::ffff:127.0.0.1]/v1', [refused.internal]],
    ['cloud metadata over IPv6', 'https://[fd00:ec2::254]/v1', [refused.internal]],
    ['a shared (CGNAT) address', 'https://100.64.1.2/v1', [refused.internal]],
  ])('refuses %s on add with 422 on base_url', async (_name, base_url, expected) => {
    const res = await api.add({ ...key, base_url });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json<{ message: string; detail: { loc: string[] }[] }>();
    expect(expected).toContain(body.message);
    expect(body.detail[0]?.loc).toEqual(['body', 'base_url']);
  });

  it('refuses the same on update, and the stored address stays', async () => {
    const created = await api.add({ ...key, base_url: 'https://93.184.216.34/v1' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ data: { id: number } }>().data.id;
    const res = await api.update({
      key_id: id,
      base_url: 'https://no-such-host.invalid/v1',
      api_key: key.api_key,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: refused.unresolvable });
    const stored = await t.request({
      method: 'GET',
      url: `${BASE}/get_api_key_by_id?key_id=${id}`,
      token: (await adminLogin(t)).accessToken,
    });
    expect(stored.json()).toMatchObject({ base_url: 'https://93.184.216.34/v1' });
  });
});
