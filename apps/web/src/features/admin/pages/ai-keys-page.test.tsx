import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderWithStore, signInAdmin, type Reply } from '../test/harness';
import { AiKeysPage } from './ai-keys-page';

const LIST = '/api_keys_settings/get_all_api_keys';
const ADD = '/api_keys_settings/add_api_key';
const UPDATE = '/api_keys_settings/update_api_keys';
const TEST = '/api_keys_settings/test_api_key';
const BY_ID = '/api_keys_settings/get_api_key_by_id';

const key = (over: Record<string, unknown> = {}) => ({
  id: 1,
  provider: 'openai',
  label: 'Main',
  model: 'gpt-4o-mini',
  base_url: null,
  is_active: false,
  masked_key: 'sk-...abcd',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  ...over,
});
const saved = (message: string) => ({ body: { message, data: key() } });

function setup(routes: Record<string, Reply> = {}, url = '/admin/ai-keys') {
  const api = fakeApi({ [`GET ${LIST}`]: { body: paged([key()], 2) }, ...routes });
  return { api, ...renderWithStore(<AiKeysPage />, url) };
}

beforeEach(signInAdmin);
afterEach(() => vi.unstubAllGlobals());

describe('AiKeysPage', () => {
  it('lists masked keys and sends the provider, state and page filters', async () => {
    const { api, user } = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('sk-...abcd')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Provider'), 'anthropic');
    await user.selectOptions(screen.getByLabelText('Status'), 'true');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      const q = api.find('GET', LIST).at(-1)!.search;
      expect([q.get('provider'), q.get('is_active'), q.get('page')]).toEqual([
        'anthropic',
        'true',
        '2',
      ]);
    });
  });

  it('will not add a key without an API key, then adds it and refreshes the list', async () => {
    const { api, user } = setup({ [`POST ${ADD}`]: saved('API key added successfully.') });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Label'), 'Backup');
    await user.type(within(dialog).getByLabelText('Model'), 'gpt-4o');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('API key is required.')).toBeInTheDocument();
    expect(api.find('POST', ADD)).toHaveLength(0);

    const input = within(dialog).getByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await user.type(input, 'sk-secret-value-1234');
    const listed = api.find('GET', LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('POST', ADD)).toHaveLength(1));
    expect(api.find('POST', ADD)[0]!.body).toEqual({
      provider: 'openai',
      label: 'Backup',
      model: 'gpt-4o',
      api_key: 'sk-secret-value-1234',
      is_active: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.find('GET', LIST).length).toBeGreaterThan(listed));
    expect(document.body.innerHTML).not.toContain('sk-secret-value-1234');
  });

  it('asks for a base URL for an OpenAI-compatible server', async () => {
    const { api, user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Provider'), 'openai-compatible');
    await user.type(within(dialog).getByLabelText('Label'), 'Local');
    await user.type(within(dialog).getByLabelText('Model'), 'llama3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Base URL is required for an OpenAI-compatible provider.'),
    ).toBeInTheDocument();
    expect(api.find('POST', ADD)).toHaveLength(0);
  });

  it('edits only what changed and shows the server message on refusal', async () => {
    const { api, user } = setup({
      [`PUT ${UPDATE}`]: {
        status: 422,
        body: { message: 'Enter the API key again to change the provider or the base URL.' },
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Main' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Stored key sk-\.\.\.abcd/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Provider'), 'anthropic');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the API key again to change the provider or the base URL.',
    );
    expect(api.find('PUT', UPDATE)[0]!.body).toEqual({ key_id: 1, provider: 'anthropic' });
  });

  it('activates a key through the update call', async () => {
    const { api, user } = setup({ [`PUT ${UPDATE}`]: saved('API key updated successfully.') });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Activate Main' }));
    await waitFor(() => expect(api.find('PUT', UPDATE)).toHaveLength(1));
    expect(api.find('PUT', UPDATE)[0]!.body).toEqual({ key_id: 1, is_active: true });
    expect(await screen.findByText('Main is now the active key.')).toBeInTheDocument();
  });

  it('tests the connection and shows the answer with its latency', async () => {
    const { api, user } = setup({
      [`POST ${TEST}`]: { body: { ok: false, message: 'Incorrect API key.', latency_ms: 120 } },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Test connection: Main' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Connection failed: Incorrect API key. (120 ms)',
    );
    expect(api.find('POST', TEST)[0]!.search.get('key_id')).toBe('1');
  });

  it('views one key by id', async () => {
    const { api, user } = setup({
      [`GET ${BY_ID}`]: { body: key({ base_url: 'https://llm.example.com/v1' }) },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'View Main' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('https://llm.example.com/v1')).toBeInTheDocument();
    expect(api.find('GET', BY_ID)[0]!.search.get('key_id')).toBe('1');
  });
});
