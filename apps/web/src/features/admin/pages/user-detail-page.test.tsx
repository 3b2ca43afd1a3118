import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../test/harness';

afterEach(() => vi.unstubAllGlobals());

const id = '11111111-1111-4111-8111-111111111111';
const detail = {
  id,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'User',
  is_active: true,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-02-02T10:00:00.000Z',
  plan_name: 'Pro',
  assigned_plan_id: null,
  remaining_uploads: 7,
  chats: 4,
  payments: 2,
  open_sessions: 3,
  sign_in_methods: ['password', 'github'],
  pending_deletion_request: false,
};
const plans = {
  items: [
    {
      id: 2,
      code: 'pro',
      plan_name: 'Pro',
      price_cents: 900,
      currency: 'usd',
      duration: 30,
      features: [],
      uploads_limit: 50,
      is_active: true,
    },
  ],
};

function api(extra = {}) {
  let active = true;
  return fakeApi({
    [`GET /admin/users/${id}`]: () => ({ body: { ...detail, is_active: active } }),
    'GET /plan/admin_plans': { body: plans },
    [`POST /admin/users/${id}/deactivate`]: () => {
      active = false;
      return { body: { message: 'The account is deactivated.' } };
    },
    ...extra,
  });
}

describe('user detail page', () => {
  it('shows the person and links to their chats', async () => {
    api();
    renderAdmin(`/admin/users/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Password, Github')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View chats' })).toHaveAttribute(
      'href',
      `/admin/chats?user_id=${id}`,
    );
  });

  it('deactivate asks first, then calls the API, toasts its message and refreshes', async () => {
    const calls = api();
    const { user } = renderAdmin(`/admin/users/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${detail.email}?` });
    expect(calls.find('POST', `/admin/users/${id}/deactivate`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The account is deactivated.')).toBeInTheDocument();
    expect(calls.find('POST', `/admin/users/${id}/deactivate`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(calls.find('GET', `/admin/users/${id}`).length).toBeGreaterThan(1);
  });

  it('delete needs the email typed before it calls the API', async () => {
    const calls = api({
      [`DELETE /deletion/delete_user/${id}`]: {
        body: { message: 'The user will be deleted shortly.', request_id: 9, status: 'processing' },
      },
      'GET /admin/users': { body: { items: [], total_pages: 1 } },
    });
    const { user, router } = renderAdmin(`/admin/users/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete user' });
    expect(confirm).toBeDisabled();
    const box = within(dialog).getByLabelText(/to confirm/);
    await user.type(box, 'ada@example.co');
    expect(confirm).toBeDisabled();
    await user.type(box, 'm');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('The user will be deleted shortly.')).toBeInTheDocument();
    expect(calls.find('DELETE', `/deletion/delete_user/${id}`)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    // The list it lands on loads inside this test (not after it, when the stubs are gone).
    await waitFor(() => expect(calls.find('GET', '/admin/users')).not.toHaveLength(0));
  });

  it('ends every session and assigns a plan, toasting what the server says', async () => {
    const calls = api({
      'GET /security/terminate_user_session': { body: { message: 'Sessions ended.' } },
      [`PUT /admin/users/${id}/plan`]: { body: { message: 'Plan updated.' } },
    });
    const { user } = renderAdmin(`/admin/users/${id}`);
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('Sessions ended.')).toBeInTheDocument();
    expect(calls.find('GET', '/security/terminate_user_session')[0]!.search.get('user_id')).toBe(
      id,
    );
    await screen.findByRole('option', { name: 'Pro' });
    await user.selectOptions(screen.getByLabelText('Arranged plan'), '2');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Plan updated.')).toBeInTheDocument();
    expect(calls.find('PUT', `/admin/users/${id}/plan`)[0]!.body).toEqual({ plan_id: 2 });
  });
});
