import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { adminLogin } from '../../../test/helpers/users.js';

const BASE = '/api/v1/api_keys_settings';
const KEY = `sk-live-${randomBytes(24).toString('base64url')}`;
const NEW_KEY = `sk-live-${randomBytes(24).toString('base64url')}`;

let t: TestApp;
const output: string[] = [];

beforeAll(async () => {
  // pino writes through process.stdout when its write has been replaced: capture every line
  // the app logs, at the most verbose level.
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' } });
});

afterAll(async () => {
  await t?.close();
  vi.restoreAllMocks();
});

it('never writes an API key to the log, whatever the request', async () => {
  const admin = await adminLogin(t);
  const token = admin.accessToken;
  const added = await t.request({
    method: 'POST',
    url: `${BASE}/add_api_key`,
    payload: {
      provider: 'openai',
      label: 'Logged',
      model: 'gpt-4o',
      api_key: KEY,
      is_active: true,
    },
    token,
  });
  expect(added.statusCode, added.body).toBe(200);
  const id = added.json<{ data: { id: number } }>().data.id;

  const requests = [
    { method: 'PUT', url: `${BASE}/update_api_keys`, payload: { key_id: id, api_key: NEW_KEY } },
    // Refused bodies that carry a key.
    { method: 'POST', url: `${BASE}/add_api_key`, payload: { provider: 'bad', api_key: KEY } },
    { method: 'PUT', url: `${BASE}/update_api_keys`, payload: { key_id: id, api_key: KEY, x: 1 } },
    // A key put where it does not belong: the query string.
    { method: 'GET', url: `${BASE}/get_all_api_keys?api_key=${KEY}` },
    { method: 'GET', url: `${BASE}/get_api_key_by_id?key_id=${id}` },
  ] as const;
  for (const r of requests) {
    const res = await t.request({ ...r, token });
    expect(res.body).not.toContain(KEY);
    expect(res.body).not.toContain(NEW_KEY);
  }
  // Anything that logs a body the way request logging would is redacted.
  t.app.log.info({ body: { api_key: KEY }, settings: { apiKey: NEW_KEY } }, 'object with keys');

  const log = output.join('');
  // The capture works: the requests above were logged.
  expect(log).toContain('/api_keys_settings/update_api_keys');
  expect(log).toContain('api_key=[redacted]');
  expect(log).toContain('object with keys');
  expect(log).not.toContain(KEY);
  expect(log).not.toContain(NEW_KEY);
});
