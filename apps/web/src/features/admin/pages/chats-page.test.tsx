import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderAdmin, where } from '../test/harness';

afterEach(() => vi.unstubAllGlobals());

const userId = '11111111-1111-4111-8111-111111111111';
const ada = {
  id: userId,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'User',
  is_active: true,
  created_at: '2025-01-02T10:00:00.000Z',
};
const message = (role: 'human' | 'ai', text: string, n: number) => ({
  role,
  message: text,
  chat_id: n,
  session_id: 's1',
  image_urls: [],
  files: role === 'human' ? [{ name: 'brief.pdf', url: '/files/x' }] : [],
  isDocument: false,
  documentPath: null,
  status: 'complete',
});

describe('chats page', () => {
  it('finds a user, lists their chats and opens one read-only, all in the address', async () => {
    const api = fakeApi({
      'GET /admin/users': { body: paged([ada]) },
      [`GET /admin/users/${userId}`]: { body: { ...ada, plan_name: 'Free' } },
      'GET /prd_chat_history/get_chat_history': {
        body: { sessions: [{ session_id: 's1', messages: ['Inventory app\nmore'] }] },
      },
      'GET /prd_chat_history/get_chat_data_by_chat_id': {
        body: {
          session_id: 's1',
          messages: [
            message('human', 'Write a PRD for an inventory app', 1),
            message('ai', '# Inventory PRD\n\nGoals', 2),
          ],
        },
      },
    });
    const { user, router } = renderAdmin('/admin/chats');
    await user.type(await screen.findByLabelText('Find a user'), 'ada');
    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    await user.click(await screen.findByRole('button', { name: 'Inventory app' }));
    expect(where(router)).toBe(`/admin/chats?user_id=${userId}&session_id=s1`);
    const history = api.find('GET', '/prd_chat_history/get_chat_history')[0]!;
    expect(Object.fromEntries(history.search)).toEqual({
      user_id: userId,
      page: '1',
      page_size: '1000',
    });
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(await within(chat).findByText('Write a PRD for an inventory app')).toBeInTheDocument();
    expect(await within(chat).findByRole('heading', { name: 'Inventory PRD' })).toBeInTheDocument();
    expect(within(chat).getByText('brief.pdf')).toBeInTheDocument();
    expect(within(chat).getByText('Read-only')).toBeInTheDocument();
    // Read-only: no message box, no send.
    expect(screen.queryByRole('textbox', { name: /message/i })).toBeNull();
    expect(
      api.find('GET', '/prd_chat_history/get_chat_data_by_chat_id')[0]!.search.get('session_id'),
    ).toBe('s1');
  });

  it('opens straight from a link', async () => {
    fakeApi({
      [`GET /admin/users/${userId}`]: { body: { ...ada, plan_name: 'Free' } },
      'GET /prd_chat_history/get_chat_history': { body: { sessions: [] } },
      'GET /prd_chat_history/get_chat_data_by_chat_id': {
        body: { session_id: 's1', messages: [message('human', 'Hello there', 1)] },
      },
    });
    renderAdmin(`/admin/chats?user_id=${userId}&session_id=s1`);
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/Ada Lovelace · ada@example.com/)).toBeInTheDocument(),
    );
  });
});
