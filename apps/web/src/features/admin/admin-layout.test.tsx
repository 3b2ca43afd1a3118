import { messages, STORAGE_KEYS } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_NOTICE } from './admin-layout';
import { fakeApi, renderAdmin, where } from './test/harness';

afterEach(() => vi.unstubAllGlobals());

const overview = {
  users: 1,
  new_users_this_month: 1,
  active_subscriptions: 0,
  revenue_this_month: [],
  open_incidents: 0,
  pending_deletion_requests: 0,
  prds_per_day: [],
};

describe('admin console frame', () => {
  it('sends a visitor without an admin token to the sign-in, remembering the page', async () => {
    fakeApi();
    const { router } = renderAdmin('/admin/users?page=2', { signedIn: false });
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(where(router)).toBe(`/admin/login?next=${encodeURIComponent('/admin/users?page=2')}`);
  });

  it("shows the nav, the admin's name and email, and the generator link", async () => {
    fakeApi({ 'GET /admin/overview': { body: overview } });
    renderAdmin('/admin');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    for (const label of ['Overview', 'Users', 'Chat history', 'Payments', 'Plans']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Open PRD generator' })).toHaveAttribute(
      'href',
      '/#gernationPRD',
    );
  });

  it('signs out: POST /auth/logout with the admin token, tokens gone, back to the sign-in', async () => {
    const api = fakeApi({
      'GET /admin/overview': { body: overview },
      'POST /auth/logout': { body: { message: 'ok' } },
    });
    const { router, user } = renderAdmin('/admin');
    await screen.findByText('Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(api.find('POST', '/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminRefreshToken)).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('a dead admin session goes to the sign-in with a notice', async () => {
    const expired = { status: 498, body: { message: messages.session.tokenExpired } };
    fakeApi({
      'GET /user/get_user': expired,
      'GET /admin/users': expired,
      'POST /auth/refresh': { status: 401, body: { message: 'Invalid token' } },
    });
    const { router } = renderAdmin('/admin/users');
    expect(await screen.findByText(SESSION_ENDED_NOTICE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/users')}`);
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBeNull();
    // The list it left behind stays unrendered.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull());
  });
});
