import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderAdmin, where } from '../test/harness';

afterEach(() => vi.unstubAllGlobals());

const ada = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'User',
  is_active: true,
  created_at: '2025-01-02T10:00:00.000Z',
};
const bob = {
  ...ada,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bob',
  email: 'bob@example.com',
  is_active: false,
};

describe('users page', () => {
  it('lists users with their status and pages through the API', async () => {
    const api = fakeApi({
      'GET /admin/users': (call) => ({
        body: paged(call.search.get('page') === '2' ? [bob] : [ada], 3),
      }),
    });
    const { user, router } = renderAdmin('/admin/users');
    const table = await screen.findByRole('region', { name: 'Users' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/users/${ada.id}`,
    );
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/^Page/).textContent).toBe('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Bob' })).toBeInTheDocument();
    expect(screen.getByText(/^Page/).textContent).toBe('Page 2 of 3');
    expect(where(router)).toBe('/admin/users?page=2');
    expect(api.find('GET', '/admin/users').at(-1)!.search.get('page')).toBe('2');
  });

  it('debounces the search into ?q and goes back to page 1', async () => {
    const api = fakeApi({ 'GET /admin/users': { body: paged([ada], 2) } });
    const { user, router } = renderAdmin('/admin/users?page=2');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.type(screen.getByLabelText('Search'), 'lovelace');
    await waitFor(() => expect(where(router)).toBe('/admin/users?q=lovelace'));
    await waitFor(() =>
      expect(api.find('GET', '/admin/users').at(-1)!.search.get('q')).toBe('lovelace'),
    );
    // One call for the whole word, not one per key.
    const withQ = api.find('GET', '/admin/users').filter((c) => c.search.has('q'));
    expect(withQ.map((c) => c.search.get('q'))).toEqual(['lovelace']);
    expect(withQ[0]!.search.get('page')).toBe('1');
  });

  it('filters by status, says when nothing matches, and opens a user from the row', async () => {
    const api = fakeApi({
      'GET /admin/users': (call) => ({
        body: paged(call.search.get('status') === 'inactive' ? [] : [ada]),
      }),
      [`GET /admin/users/${ada.id}`]: 'never',
    });
    const { user, router } = renderAdmin('/admin/users');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    expect(api.find('GET', '/admin/users').at(-1)!.search.get('status')).toBe('inactive');
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.click(await screen.findByText('ada@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${ada.id}`));
  });
});
