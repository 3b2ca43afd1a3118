import { randomBytes } from 'node:crypto';
import type { ApiKeyItem } from '@prd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { adminLogin } from '../../../test/helpers/users.js';
import { aiKeys } from '../../db/schema.js';
import { createSecretBox } from '../../platform/secrets/index.js';

const BASE = '/api/v1/api_keys_settings';
const ENV_AI = {
  AI_PROVIDER: 'anthropic',
  AI_API_KEY: 'env-anthropic-key-0123456789',
  AI_MODEL: 'claude-env',
  AI_TRANSCRIPTION_MODEL: 'whisper-env',
  AI_TIMEOUT: '45',
  // The tests point keys at model servers on this machine.
  AI_ALLOW_LOOPBACK: 'true',
};
const ENV_SETTINGS = {
  provider: 'anthropic',
  apiKey: ENV_AI.AI_API_KEY,
  model: 'claude-env',
  baseUrl: undefined,
  transcriptionModel: 'whisper-env',
  timeoutSeconds: 45,
};

async function withAdmin(t: TestApp) {
  const admin = await adminLogin(t);
  const send = async (method: 'POST' | 'PUT', path: string, payload: object) => {
    const res = await t.request({
      method,
      url: `${BASE}/${path}`,
      payload,
      token: admin.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ApiKeyItem }>().data;
  };
  return {
    add: (payload: object) => send('POST', 'add_api_key', payload),
    update: (payload: object) => send('PUT', 'update_api_keys', payload),
  };
}

describe('activeSettings with AI_* env set', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof withAdmin>>;
  // The app's clock runs ahead of the system's by `ahead` ms.
  let ahead = 0;
  const clock = { now: () => new Date(Date.now() + ahead) };

  beforeAll(async () => {
    t = await buildTestApp({ env: ENV_AI, overrides: { clock } });
    api = await withAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses the env settings while no key is active', async () => {
    const service = t.services.apiKeys;
    expect(await service.activeSettings()).toEqual(ENV_SETTINGS);
    await api.add({
      provider: 'openai',
      label: 'Idle',
      model: 'gpt',
      api_key: 'sk-idle-000000000000000',
    });
    expect(await service.activeSettings()).toEqual(ENV_SETTINGS);
  });

  it('prefers the active admin key, decrypted, with transcription and timeout from env', async () => {
    const service = t.services.apiKeys;
    const key = `sk-${randomBytes(20).toString('hex')}`;
    await api.add({
      provider: 'openai',
      label: 'Live',
      model: 'gpt-4o',
      api_key: key,
      base_url: 'https://93.184.216.34/v1',
      is_active: true,
    });
    const { fetch: checkedFetch, ...settings } = (await service.activeSettings()) ?? {};
    expect(settings).toEqual({
      provider: 'openai',
      apiKey: key,
      model: 'gpt-4o',
      baseUrl: 'https://93.184.216.34/v1',
      transcriptionModel: 'whisper-env',
      timeoutSeconds: 45,
    });
    // An admin-entered address: every request checks its destination first.
    expect(checkedFetch).toBeTypeOf('function');
  });

  it('sees changes made through the routes at once (the cache is dropped)', async () => {
    // What the prd engine asks, warmed up before the admin changes anything.
    const prdSide = t.services.apiKeys;
    const local = await api.add({
      provider: 'openai-compatible',
      label: 'Ollama',
      model: 'llama3.1',
      base_url: 'http://127.0.0.1:11434/v1',
    });
    const before = await prdSide.activeSettings();
    expect(before?.provider).toBe('openai');

    await api.update({ key_id: local.id, is_active: true });
    expect(await prdSide.activeSettings()).toMatchObject({
      provider: 'openai-compatible',
      apiKey: undefined,
      model: 'llama3.1',
      baseUrl: 'http://127.0.0.1:11434/v1',
    });

    await api.update({ key_id: local.id, model: 'qwen2.5' });
    expect((await prdSide.activeSettings())?.model).toBe('qwen2.5');

    await api.update({ key_id: local.id, is_active: false });
    expect(await prdSide.activeSettings()).toEqual(ENV_SETTINGS);
  });

  it('trusts the cache only for a few seconds: another process may change keys', async () => {
    const service = t.services.apiKeys;
    const k = await api.add({
      provider: 'google',
      label: 'G',
      model: 'gemini-a',
      api_key: 'AIza-0123456789abcdef',
      is_active: true,
    });
    expect((await service.activeSettings())?.model).toBe('gemini-a');

    // Another process writes straight to the database: this process is not told.
    await t.database.db.update(aiKeys).set({ model: 'gemini-b' }).where(eq(aiKeys.id, k.id));
    ahead += 4_000;
    expect((await service.activeSettings())?.model).toBe('gemini-a');
    ahead += 1_500;
    expect((await service.activeSettings())?.model).toBe('gemini-b');
  });

  it('hands out copies: a caller cannot change the cached settings', async () => {
    const service = t.services.apiKeys;
    const first = await service.activeSettings();
    first!.model = 'tampered';
    expect((await service.activeSettings())?.model).not.toBe('tampered');
  });

  it('falls back to env when the active key cannot be decrypted (APP_SECRET changed)', async () => {
    const service = t.services.apiKeys;
    const foreign = createSecretBox(randomBytes(32).toString('hex'), 'ai-keys').seal(
      'sk-other-secret-000000000',
    );
    const [row] = await t.database.db
      .insert(aiKeys)
      .values({
        provider: 'openai',
        label: 'Foreign',
        model: 'gpt',
        keyCiphertext: foreign,
        keyLast4: '0000',
      })
      .returning();
    await api.update({ key_id: row!.id, is_active: true });
    expect(await service.activeSettings()).toEqual(ENV_SETTINGS);
    // It still lists, masked without a prefix.
    const listed = await service.list({ page: 1, page_size: 100 });
    expect(listed.items.find((i) => i.id === row!.id)?.masked_key).toBe('...0000');
  });
});

describe('activeSettings without AI_* env', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is null with neither an active key nor env settings, and the key once one is active', async () => {
    const service = t.services.apiKeys;
    expect(await service.activeSettings()).toBeNull();
    const api = await withAdmin(t);
    const k = await api.add({
      provider: 'anthropic',
      label: 'A',
      model: 'claude',
      api_key: 'sk-ant-0123456789abcdefghij',
    });
    expect(await service.activeSettings()).toBeNull();
    await api.update({ key_id: k.id, is_active: true });
    expect(await service.activeSettings()).toEqual({
      provider: 'anthropic',
      apiKey: 'sk-ant-0123456789abcdefghij',
      model: 'claude',
      baseUrl: undefined,
      transcriptionModel: 'whisper-1',
      timeoutSeconds: 120,
    });
  });
});
