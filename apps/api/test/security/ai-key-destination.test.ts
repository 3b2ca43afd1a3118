import { messages } from '@prd/contract';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin } from '../helpers/users.js';

const m = messages.apiKeys;
const refused = messages.outbound;
const BASE = '/api/v1/api_keys_settings';
// Literal public addresses: no DNS is needed (this machine has none).
const PUBLIC = 'https://93.184.216.34/v1';
const OTHER_PUBLIC = 'https://198.51.99.7/v1';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { AI_ALLOWED_HOSTS: '10.0.0.0/8' } });
  token = (await adminLogin(t)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const add = (payload: object) =>
  t.request({ method: 'POST', url: `${BASE}/add_api_key`, payload, token });
const update = (payload: object) =>
  t.request({ method: 'PUT', url: `${BASE}/update_api_keys`, payload, token });
const lastAudit = async (event: string) => {
  const [row] = await t.database.db
    .select()
    .from(auditLogs)
    .where(like(auditLogs.event, event))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row?.details;
};
const key = {
  provider: 'openai',
  label: 'K',
  model: 'gpt-4o',
  api_key: 'sk-secret-0123456789abcdef',
};

describe('where an admin may send an AI key', () => {
  it.each([
    ['cloud metadata', 'https://169.254.169.254/latest', refused.internal],
    ['a private address', 'https://192.168.0.10/v1', refused.internal],
    ['this machine (not allowed here)', 'http://127.0.0.1:11434/v1', refused.internal],
    ['plain http to a public host', 'http://93.184.216.34/v1', refused.http],
  ])('refuses %s on add', async (_name, base_url, message) => {
    const res = await add({ ...key, base_url });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, detail: [{ loc: ['body', 'base_url'] }] });
  });

  it('allows an allow-listed range and audits the destination', async () => {
    const res = await add({ ...key, base_url: 'https://10.20.30.40/v1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit('ai_key.created')).toMatchObject({
      base_url: 'https://10.20.30.40/v1',
      destination: { host: '10.20.30.40', addresses: ['10.20.30.40'] },
    });
  });
});

describe('moving a stored key elsewhere', () => {
  it('needs the key again, so a stolen admin session cannot send it to another host', async () => {
    const created = await add({ ...key, base_url: PUBLIC });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ data: { id: number } }>().data.id;

    for (const change of [
      { base_url: OTHER_PUBLIC },
      { base_url: null },
      { provider: 'anthropic' },
      { provider: 'openai-compatible', base_url: OTHER_PUBLIC },
    ]) {
      const res = await update({ key_id: id, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json()).toMatchObject({
        message: m.reenterKey,
        detail: [{ loc: ['body', 'api_key'] }],
      });
    }
    // Other fields change as before.
    expect((await update({ key_id: id, label: 'Renamed' })).statusCode).toBe(200);
    // A private destination stays refused even with the key.
    const inside = await update({
      key_id: id,
      base_url: 'https://169.254.169.254/',
      api_key: key.api_key,
    });
    expect(inside.json()).toMatchObject({ message: refused.internal });

    const moved = await update({ key_id: id, base_url: OTHER_PUBLIC, api_key: key.api_key });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await lastAudit('ai_key.updated')).toMatchObject({
      changed: ['base_url'],
      base_url: OTHER_PUBLIC,
      destination: { host: '198.51.99.7', addresses: ['198.51.99.7'] },
    });
  });
});
