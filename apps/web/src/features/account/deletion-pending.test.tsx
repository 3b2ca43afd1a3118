import { messages } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ada, json, renderMenu, signIn, stubFetch } from './test/render-menu';

// After a deletion request the Help popover shows it pending instead of Request Delete (it used
// to offer the button again, with no sign the request had arrived).

const text = messages.deleteRequest;
const menu = messages.accountMenu;
const listPath = '/api/v1/deletion/get_all_requests';
const pendingRequest = {
  id: 7,
  user_id: 'u1',
  email: ada.email,
  name: ada.name,
  reason: 'Too many emails',
  status: 'pending',
  created_at: '2025-03-01T10:00:00Z',
  decided_at: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openHelp(user: ReturnType<typeof renderMenu>['user']) {
  await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
  await user.click(await screen.findByRole('button', { name: menu.help }));
  return screen.findByRole('dialog', { name: menu.help });
}

describe('a pending deletion request', () => {
  it('shows "Deletion requested on <date> — pending review" instead of Request Delete', async () => {
    const calls = stubFetch({
      '/api/v1/user/get_user': () => json(200, ada),
      '/api/v1/content/get_all_slugs': () => json(200, []),
      [listPath]: () => json(200, { items: [pendingRequest], total_pages: 1 }),
    });
    signIn();
    const { user } = renderMenu();
    const help = await openHelp(user);
    expect(await within(help).findByRole('status')).toHaveTextContent(text.pending('Mar 1, 2025'));
    expect(within(help).queryByRole('button', { name: menu.requestDelete })).toBeNull();
    const asked = calls.find((c) => c.url.startsWith(listPath));
    expect(asked?.url).toContain('status=pending');
    expect(asked?.auth).toBe('Bearer user-access');
  });

  it('appears once a request is sent: the button cannot send another', async () => {
    let sent = false;
    stubFetch({
      '/api/v1/user/get_user': () => json(200, ada),
      '/api/v1/content/get_all_slugs': () => json(200, []),
      [listPath]: () => json(200, { items: sent ? [pendingRequest] : [], total_pages: 1 }),
      '/api/v1/deletion/request_delete': () => {
        sent = true;
        return json(200, { message: text.submitted, id: 7 });
      },
    });
    signIn();
    const { user } = renderMenu();
    let help = await openHelp(user);
    const requestDelete = await within(help).findByRole('button', { name: menu.requestDelete });
    await waitFor(() => expect(requestDelete).toBeEnabled());
    await user.click(requestDelete);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await user.click(within(dialog).getByRole('radio', { name: 'Too many emails' }));
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    const confirm = await screen.findByRole('dialog', { name: text.confirm });
    await user.click(within(confirm).getByRole('button', { name: text.delete }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.confirm })).toBeNull());

    help = await openHelp(user);
    expect(await within(help).findByRole('status')).toHaveTextContent(text.pending('Mar 1, 2025'));
    expect(within(help).queryByRole('button', { name: menu.requestDelete })).toBeNull();
  });
});
