import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { addApiKeyBody, apiKeyByIdQuery, apiKeysQuery, updateApiKeyBody } from './ai-keys.js';

const m = messages.apiKeys;
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('AI key schemas', () => {
  it('accept each provider, trimming text and treating an empty base_url as none', () => {
    expect(
      addApiKeyBody.parse({
        provider: 'anthropic',
        label: ' A ',
        model: ' claude ',
        api_key: ' sk-1 ',
        base_url: '',
      }),
    ).toEqual({
      provider: 'anthropic',
      label: 'A',
      model: 'claude',
      api_key: 'sk-1',
      base_url: null,
    });
    expect(
      addApiKeyBody.parse({
        provider: 'openai-compatible',
        label: 'Local',
        model: 'llama3',
        base_url: 'http://localhost:11434/v1',
      }),
    ).toMatchObject({ base_url: 'http://localhost:11434/v1' });
  });

  it('need a key except for openai-compatible, which needs an http(s) base URL instead', () => {
    expect(issues(addApiKeyBody.safeParse({ provider: 'google', label: 'G', model: 'g' }))).toEqual(
      [['api_key', m.apiKeyRequired]],
    );
    expect(
      issues(
        addApiKeyBody.safeParse({
          provider: 'openai-compatible',
          label: 'L',
          model: 'l',
          api_key: '',
        }),
      ),
    ).toEqual([['base_url', m.baseUrlRequired]]);
    for (const url of ['ftp://host/v1', 'javascript:alert(1)', 'localhost:11434', 'http://']) {
      const r = addApiKeyBody.safeParse({
        provider: 'openai',
        label: 'L',
        model: 'l',
        api_key: 'k',
        base_url: url,
      });
      expect(issues(r), url).toContainEqual(['base_url', m.baseUrlInvalid]);
    }
  });

  it('refuse unknown providers and fields', () => {
    expect(
      issues(addApiKeyBody.safeParse({ provider: 'azure', label: 'L', model: 'l', api_key: 'k' })),
    ).toEqual([['provider', m.providerInvalid]]);
    expect(issues(updateApiKeyBody.safeParse({ key_id: 1, secret: 'x' }))).toEqual([
      ['', 'Unknown field: secret'],
    ]);
  });

  it('let an update clear base_url with null and coerce key ids within 32 bits', () => {
    expect(updateApiKeyBody.parse({ key_id: '7', base_url: null })).toEqual({
      key_id: 7,
      base_url: null,
    });
    expect(apiKeyByIdQuery.parse({ key_id: '2147483647' })).toEqual({ key_id: 2147483647 });
    expect(issues(apiKeyByIdQuery.safeParse({ key_id: '2147483648' }))).toEqual([
      ['key_id', m.keyIdInvalid],
    ]);
  });

  it('read is_active filters as true/false only', () => {
    expect(apiKeysQuery.parse({ is_active: 'false' })).toEqual({
      page: 1,
      page_size: 10,
      is_active: false,
    });
    expect(apiKeysQuery.parse({ is_active: 'true', provider: 'google' })).toMatchObject({
      is_active: true,
    });
    expect(issues(apiKeysQuery.safeParse({ is_active: '1' }))).toEqual([
      ['is_active', m.isActiveInvalid],
    ]);
  });
});
