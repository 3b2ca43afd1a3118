import { randomBytes } from 'node:crypto';
import { messages, type ApiKeyItem } from '@prd/contract';
import { asc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { adminLogin, signUpAndLogin } from '../../../test/helpers/users.js';
import { aiKeys, auditLogs } from '../../db/schema.js';

const BASE = '/api/v1/api_keys_settings';
const m = messages.apiKeys;

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminLogin>>;
let user: Awaited<ReturnType<typeof signUpAndLogin>>;

/** Every response body of this file, to prove no raw key ever went out. */
const bodies: string[] = [];
/** Every raw key this file sent. */
const rawKeys: string[] = [];

const newKey = (prefix = 'sk-proj-') => {
  const key = `${prefix}${randomBytes(24).toString('base64url')}`;
  rawKeys.push(key);
  return key;
};

async function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: { payload?: object; query?: Record<string, string>; token?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const token = opts.token === undefined ? admin.accessToken : (opts.token ?? undefined);
  const res = await t.request({
    method,
    url: `${BASE}/${path}`,
    ...(opts.payload ? { payload: opts.payload } : {}),
    ...(opts.query ? { query: opts.query } : {}),
    ...(token ? { token } : {}),
  });
  bodies.push(res.body);
  return res;
}

const add = (payload: object) => call('POST', 'add_api_key', { payload });
const update = (payload: object) => call('PUT', 'update_api_keys', { payload });
const getById = (id: number | string) =>
  call('GET', 'get_api_key_by_id', { query: { key_id: String(id) } });
const list = (query: Record<string, string> = {}) => call('GET', 'get_all_api_keys', { query });

async function addOk(payload: object): Promise<ApiKeyItem> {
  const res = await add(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiKeyItem }>().data;
}

async function activeIds(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: aiKeys.id })
    .from(aiKeys)
    .where(eq(aiKeys.isActive, true));
  return rows.map((r) => r.id);
}

const auditRows = (event: string) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.event, event))
    .orderBy(asc(auditLogs.id));

beforeAll(async () => {
  t = await buildTestApp({ env: { AI_ALLOW_LOOPBACK: 'true' } });
  admin = await adminLogin(t);
  user = await signUpAndLogin(t);
});

afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT', path: string, payload?: object][] = [
    ['GET', 'get_all_api_keys'],
    ['GET', 'get_api_key_by_id?key_id=1'],
    // Bodies that would be 422 for an admin: the guard answers first.
    ['POST', 'add_api_key', { provider: 'nope' }],
    ['PUT', 'update_api_keys', { key_id: 'x' }],
  ];

  it('answers 401 without a token on every call', async () => {
    for (const [method, path, payload] of routes) {
      const res = await call(method, path, { payload, token: null });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toEqual({
        message: messages.session.notAuthenticated,
        code: 'NOT_AUTHENTICATED',
      });
    }
  });

  it('answers 403 to a user token on every call, and audits the refusal', async () => {
    for (const [method, path, payload] of routes) {
      const res = await call(method, path, { payload, token: user.accessToken });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: messages.session.forbidden, code: 'FORBIDDEN' });
    }
    const denied = (await auditRows('authorization_denied')).filter((r) => r.userId === user.id);
    expect(denied.map((r) => (r.details as { route: string }).route)).toEqual(
      expect.arrayContaining([`${BASE}/add_api_key`, `${BASE}/update_api_keys`]),
    );
    expect(await t.database.db.select().from(aiKeys)).toEqual([]);
  });
});

describe('validation (422 with detail)', () => {
  const valid = { provider: 'openai', label: 'Main', model: 'gpt-4o-mini', api_key: 'sk-x' };
  const cases: [name: string, payload: object, loc: string[], msg: string][] = [
    ['bad provider', { ...valid, provider: 'cohere' }, ['body', 'provider'], m.providerInvalid],
    [
      'missing provider',
      { ...valid, provider: undefined },
      ['body', 'provider'],
      m.providerInvalid,
    ],
    ['missing model', { ...valid, model: undefined }, ['body', 'model'], m.modelRequired],
    ['blank model', { ...valid, model: '   ' }, ['body', 'model'], m.modelRequired],
    ['missing label', { ...valid, label: '' }, ['body', 'label'], m.labelRequired],
    ['missing key', { ...valid, api_key: undefined }, ['body', 'api_key'], m.apiKeyRequired],
    ['empty key', { ...valid, api_key: '  ' }, ['body', 'api_key'], m.apiKeyRequired],
    [
      'openai-compatible without base_url',
      { ...valid, provider: 'openai-compatible', api_key: '' },
      ['body', 'base_url'],
      m.baseUrlRequired,
    ],
    [
      'a base_url that is not a URL',
      { ...valid, provider: 'openai-compatible', base_url: 'localhost 11434' },
      ['body', 'base_url'],
      m.baseUrlInvalid,
    ],
    [
      'a base_url that is not http(s)',
      { ...valid, base_url: 'ftp://models.example.com/v1' },
      ['body', 'base_url'],
      m.baseUrlInvalid,
    ],
    [
      'a base_url with credentials',
      { ...valid, base_url: 'https://me:pw@models.example.com/v1' },
      ['body', 'base_url'],
      m.baseUrlCredentials,
    ],
    [
      'is_active not a boolean',
      { ...valid, is_active: 'yes' },
      ['body', 'is_active'],
      m.isActiveInvalid,
    ],
    ['an unknown field', { ...valid, key: 'sk-x' }, ['body'], 'Unknown field: key'],
  ];

  for (const [name, payload, loc, msg] of cases) {
    it(`add_api_key refuses ${name}`, async () => {
      const res = await add(payload);
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json<{ message: string; detail: { loc: string[]; msg: string }[] }>();
      expect(body.detail).toContainEqual(expect.objectContaining({ loc, msg }));
      expect(body.message).toBe(body.detail[0]!.msg);
    });
  }

  it('refuses bad key ids, filters and update bodies', async () => {
    for (const keyId of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await getById(keyId);
      expect(res.statusCode, keyId).toBe(422);
      expect(res.json()).toMatchObject({ message: m.keyIdInvalid });
    }
    expect((await call('GET', 'get_api_key_by_id')).statusCode).toBe(422);
    expect((await list({ is_active: 'yes' })).json()).toMatchObject({ message: m.isActiveInvalid });
    expect((await list({ provider: 'cohere' })).json()).toMatchObject({
      message: m.providerInvalid,
    });
    expect((await list({ page_size: '0' })).statusCode).toBe(422);
    expect((await update({ label: 'x' })).json()).toMatchObject({ message: m.keyIdInvalid });
    expect((await update({ key_id: 1, provider: 'cohere' })).statusCode).toBe(422);
    expect((await update({ key_id: 1, base_url: 'file:///etc/passwd' })).statusCode).toBe(422);
  });

  it('stores nothing for a refused request', async () => {
    expect(await t.database.db.select().from(aiKeys)).toEqual([]);
  });
});

describe('add, list, get and update', () => {
  it('round-trips a key: stored sealed, returned masked, unchanged when api_key is omitted', async () => {
    const key = newKey();
    const added = await add({
      provider: 'openai',
      label: '  Production  ',
      model: 'gpt-4o-mini',
      api_key: key,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { message, data } = added.json<{ message: string; data: ApiKeyItem }>();
    expect(message).toBe(m.added);
    const { id, created_at, updated_at, ...fields } = data;
    expect(fields).toEqual({
      provider: 'openai',
      label: 'Production',
      model: 'gpt-4o-mini',
      base_url: null,
      is_active: false,
      masked_key: `sk-...${key.slice(-4)}`,
    });
    expect(id).toBeGreaterThan(0);
    expect(new Date(created_at).toISOString()).toBe(created_at);
    expect(updated_at).toBe(created_at);

    const got = await getById(data.id);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(data);
    const listed = await list();
    expect(listed.json<{ items: ApiKeyItem[] }>().items).toContainEqual(data);

    const [stored] = await t.database.db.select().from(aiKeys).where(eq(aiKeys.id, data.id));
    expect(stored!.keyCiphertext).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored!.keyLast4).toBe(key.slice(-4));
    expect(stored!.createdBy).toBe(admin.id);

    const renamed = await update({ key_id: data.id, label: 'Prod', model: 'gpt-4.1' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = renamed.json<{ message: string; data: ApiKeyItem }>();
    expect(after.message).toBe(m.updated);
    expect(after.data).toMatchObject({
      label: 'Prod',
      model: 'gpt-4.1',
      masked_key: data.masked_key,
    });
    expect(Date.parse(after.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(data.updated_at));
    const [kept] = await t.database.db.select().from(aiKeys).where(eq(aiKeys.id, data.id));
    expect(kept!.keyCiphertext).toBe(stored!.keyCiphertext);

    const rotated = newKey();
    const rekeyed = await update({ key_id: data.id, api_key: rotated });
    expect(rekeyed.json<{ data: ApiKeyItem }>().data.masked_key).toBe(`sk-...${rotated.slice(-4)}`);
    const [resealed] = await t.database.db.select().from(aiKeys).where(eq(aiKeys.id, data.id));
    expect(resealed!.keyCiphertext).not.toBe(stored!.keyCiphertext);
  });

  it('accepts an openai-compatible server without a key, and masks other key shapes', async () => {
    const local = await addOk({
      provider: 'openai-compatible',
      label: 'Local Ollama',
      model: 'llama3.1',
      base_url: 'http://127.0.0.1:11434/v1',
    });
    expect(local).toMatchObject({ base_url: 'http://127.0.0.1:11434/v1', masked_key: '' });

    const googleKey = newKey('AIza');
    const google = await addOk({
      provider: 'google',
      label: 'G',
      model: 'gemini-2.5-flash',
      api_key: googleKey,
    });
    expect(google.masked_key).toBe(`AIz...${googleKey.slice(-4)}`);

    const plainKey = newKey('');
    const other = await addOk({
      provider: 'anthropic',
      label: 'A',
      model: 'claude',
      api_key: plainKey,
    });
    expect(other.masked_key).toBe(`...${plainKey.slice(-4)}`);

    const shortKey = 'sk-short-k3y';
    rawKeys.push(shortKey);
    const short = await addOk({ provider: 'openai', label: 'S', model: 'm', api_key: shortKey });
    expect(short.masked_key).toBe('sk-...');
  });

  it('answers 404 for an unknown key id', async () => {
    const get = await getById(2_000_000_000);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ message: m.notFound, code: 'NOT_FOUND' });
    const put = await update({ key_id: 2_000_000_000, label: 'x' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: m.notFound, code: 'NOT_FOUND' });
  });

  it('checks an update against the stored key: a key for the provider, a base URL for openai-compatible', async () => {
    const local = await addOk({
      provider: 'openai-compatible',
      label: 'No key',
      model: 'qwen',
      base_url: 'http://localhost:8000/v1',
    });
    const toOpenai = await update({ key_id: local.id, provider: 'openai' });
    expect(toOpenai.statusCode).toBe(422);
    expect(toOpenai.json()).toMatchObject({
      message: m.apiKeyRequired,
      detail: [{ loc: ['body', 'api_key'], msg: m.apiKeyRequired }],
    });
    const cleared = await update({ key_id: local.id, base_url: null });
    expect(cleared.json()).toMatchObject({ message: m.baseUrlRequired });

    const keyed = await addOk({ provider: 'openai', label: 'K', model: 'gpt', api_key: newKey() });
    const toCompatible = await update({ key_id: keyed.id, provider: 'openai-compatible' });
    expect(toCompatible.json()).toMatchObject({ message: m.baseUrlRequired });
    const emptied = await update({ key_id: keyed.id, api_key: '' });
    expect(emptied.json()).toMatchObject({ message: m.apiKeyRequired });

    // Refused updates change nothing.
    expect((await getById(local.id)).json()).toEqual(local);
    expect((await getById(keyed.id)).json()).toEqual(keyed);

    // Where the key goes changes only with the key given again.
    const elsewhere = {
      provider: 'openai-compatible',
      base_url: 'https://93.184.216.34/api/v1',
    };
    const unproven = await update({ key_id: keyed.id, ...elsewhere });
    expect(unproven.statusCode).toBe(422);
    expect(unproven.json()).toMatchObject({
      message: m.reenterKey,
      detail: [{ loc: ['body', 'api_key'], msg: m.reenterKey }],
    });
    expect((await getById(keyed.id)).json()).toEqual(keyed);
    const moved = await update({ key_id: keyed.id, ...elsewhere, api_key: newKey() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: ApiKeyItem }>().data.provider).toBe('openai-compatible');
  });
});

describe('one active key', () => {
  it('activating a key deactivates the others, on add and on update', async () => {
    const a = await addOk({
      provider: 'openai',
      label: 'A',
      model: 'm',
      api_key: newKey(),
      is_active: true,
    });
    expect(a.is_active).toBe(true);
    expect(await activeIds()).toEqual([a.id]);

    const b = await addOk({
      provider: 'anthropic',
      label: 'B',
      model: 'm',
      api_key: newKey(),
      is_active: true,
    });
    expect(await activeIds()).toEqual([b.id]);
    expect((await getById(a.id)).json<ApiKeyItem>().is_active).toBe(false);

    const back = await update({ key_id: a.id, is_active: true });
    expect(back.json<{ data: ApiKeyItem }>().data.is_active).toBe(true);
    expect(await activeIds()).toEqual([a.id]);

    // Filters see the same thing.
    const active = await list({ is_active: 'true' });
    expect(active.json<{ items: ApiKeyItem[] }>().items.map((k) => k.id)).toEqual([a.id]);

    const off = await update({ key_id: a.id, is_active: false });
    expect(off.statusCode).toBe(200);
    expect(await activeIds()).toEqual([]);
  });

  it('leaves exactly one active key when many are activated at once', async () => {
    const keys = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        addOk({ provider: 'openai', label: `race-${i}`, model: 'm', api_key: newKey() }),
      ),
    );
    const results = await Promise.all(keys.map((k) => update({ key_id: k.id, is_active: true })));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const active = await activeIds();
    expect(active).toHaveLength(1);
    expect(keys.map((k) => k.id)).toContain(active[0]);
  });
});

describe('audit log', () => {
  it('records who changed which key and which fields, never the key', async () => {
    const key = newKey();
    const k = await addOk({ provider: 'google', label: 'Audited', model: 'gemini', api_key: key });
    const [created] = (await auditRows('ai_key.created')).filter(
      (r) => (r.details as { key_id: number }).key_id === k.id,
    );
    expect(created).toMatchObject({
      outcome: 'success',
      userId: admin.id,
      details: {
        key_id: k.id,
        provider: 'google',
        label: 'Audited',
        model: 'gemini',
        is_active: false,
        has_key: true,
        changed: ['api_key', 'label', 'model', 'provider'],
      },
    });

    await update({ key_id: k.id, label: 'Audited 2', api_key: newKey(), model: 'gemini' });
    const updates = (await auditRows('ai_key.updated')).filter(
      (r) => (r.details as { key_id: number }).key_id === k.id,
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      userId: admin.id,
      details: {
        key_id: k.id,
        provider: 'google',
        label: 'Audited 2',
        changed: ['label', 'api_key'],
      },
    });

    const other = await addOk({
      provider: 'openai',
      label: 'Other',
      model: 'm',
      api_key: newKey(),
      is_active: true,
    });
    await update({ key_id: k.id, is_active: true });
    const activated = (await auditRows('ai_key.activated')).at(-1);
    expect(activated).toMatchObject({
      userId: admin.id,
      details: { key_id: k.id, provider: 'google', label: 'Audited 2' },
    });
    const deactivated = (await auditRows('ai_key.deactivated')).at(-1);
    expect(deactivated).toMatchObject({
      userId: admin.id,
      details: {
        key_id: other.id,
        label: 'Other',
        reason: 'another_key_activated',
        activated_key_id: k.id,
      },
    });
    // An activation alone is not also an "updated" entry.
    expect(
      (await auditRows('ai_key.updated')).filter(
        (r) => (r.details as { key_id: number }).key_id === k.id,
      ),
    ).toHaveLength(1);

    // Admins read them through the audit-log call.
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/security/audit-logs',
      query: { event: 'ai_key.created', page_size: '100' },
      token: admin.accessToken,
    });
    bodies.push(res.body);
    expect(
      res.json<{ items: { details: { key_id: number } }[] }>().items.map((i) => i.details.key_id),
    ).toContain(k.id);
  });
});

describe('paging and filters', () => {
  it('pages newest first with total_pages, and filters by provider and is_active', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        (
          await addOk({
            provider: 'anthropic',
            label: `page-${i}`,
            model: 'claude',
            api_key: newKey(),
            is_active: i === 4,
          })
        ).id,
      );
    }
    const total = (
      await t.database.db.select().from(aiKeys).where(eq(aiKeys.provider, 'anthropic'))
    ).length;
    const seen: number[] = [];
    const pages = Math.ceil(total / 2);
    for (let page = 1; page <= pages; page += 1) {
      const res = await list({ provider: 'anthropic', page: String(page), page_size: '2' });
      const body = res.json<{ items: ApiKeyItem[]; total_pages: number }>();
      expect(body.total_pages).toBe(pages);
      expect(body.items.length).toBe(page < pages ? 2 : total - 2 * (pages - 1));
      for (const item of body.items) expect(item.provider).toBe('anthropic');
      seen.push(...body.items.map((k) => k.id));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 5)).toEqual([...ids].reverse());

    const beyond = await list({ provider: 'anthropic', page: String(pages + 1), page_size: '2' });
    expect(beyond.json()).toEqual({ items: [], total_pages: pages });

    const activeAnthropic = await list({ provider: 'anthropic', is_active: 'true' });
    expect(activeAnthropic.json()).toMatchObject({ items: [{ id: ids[4] }], total_pages: 1 });
    const inactive = await list({ provider: 'anthropic', is_active: 'false', page_size: '100' });
    expect(inactive.json<{ items: ApiKeyItem[] }>().items.map((k) => k.id)).not.toContain(ids[4]);

    const none = await list({
      label: 'ignored',
      provider: 'anthropic',
      is_active: 'true',
      page: '9',
    });
    expect(none.json()).toEqual({ items: [], total_pages: 1 });
  });
});

describe('the raw key never leaves', () => {
  it('is absent from every response body, every stored row and every audit entry', async () => {
    expect(rawKeys.length).toBeGreaterThan(20);
    const rows = JSON.stringify(await t.database.db.select().from(aiKeys));
    const audit = JSON.stringify(
      await t.database.db.select().from(auditLogs).where(like(auditLogs.event, 'ai_key.%')),
    );
    expect(audit).toContain('ai_key.created');
    for (const key of rawKeys) {
      for (const body of bodies) expect(body).not.toContain(key);
      expect(rows).not.toContain(key);
      expect(audit).not.toContain(key);
      // Nor its body without the known prefix (masking shows only the prefix and the last 4).
      if (key.length >= 20) expect(bodies.join('\n')).not.toContain(key.slice(4, -4));
    }
  });
});
