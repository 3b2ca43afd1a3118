import { messages, STORAGE_KEYS } from '@prd/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_ADMIN_MESSAGE, safeNext } from './admin-login-page';
import { fakeApi, renderAdmin, where, type Reply } from './test/harness';

afterEach(() => vi.unstubAllGlobals());

async function signIn(url: string, reply: Reply) {
  const api = fakeApi({
    'POST /auth/login': reply,
    'GET /admin/users': { body: { items: [], total_pages: 1 } },
  });
  const view = renderAdmin(url, { signedIn: false, extraRoutes: [] });
  const { user } = view;
  await user.type(await screen.findByLabelText('Email'), ' grace@example.com ');
  await user.type(screen.getByLabelText('Password'), 'correct-horse-battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { api, ...view };
}

describe('admin sign-in', () => {
  it('signs in with role admin, keeps the admin tokens and goes to next', async () => {
    const { api, router } = await signIn('/admin/login?next=%2Fadmin%2Fusers', {
      body: { access_token: 'a1', refresh_token: 'r1' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(api.find('POST', '/auth/login')[0]!.body).toEqual({
      email: 'grace@example.com',
      password: 'correct-horse-battery',
      role: 'admin',
    });
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBe('a1');
    expect(localStorage.getItem(STORAGE_KEYS.adminRefreshToken)).toBe('r1');
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(where(router)).toBe('/admin/users');
  });

  it('goes back to the admin mode when next carries the fragment', async () => {
    const { router } = await signIn('/admin/login?next=/%23gernationPRD', {
      body: { access_token: 'a1', refresh_token: 'r1' },
    });
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#gernationPRD');
  });

  it('says a deactivated account is deactivated (203)', async () => {
    await signIn('/admin/login', {
      status: 203,
      body: { message: messages.signIn.deactivated, code: 'SOFT_FAILURE' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signIn.deactivated);
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBeNull();
  });

  it('says a user account is not an admin (403)', async () => {
    await signIn('/admin/login', {
      status: 403,
      body: { message: messages.signIn.wrongRole, code: 'FORBIDDEN' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_ADMIN_MESSAGE);
  });

  it("shows the server's words for wrong credentials and for throttling", async () => {
    await signIn('/admin/login', {
      status: 401,
      body: { message: messages.signIn.wrongCredentials, code: 'NOT_AUTHENTICATED' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signIn.wrongCredentials);
  });

  it('shows the 429 message', async () => {
    await signIn('/admin/login', {
      status: 429,
      body: { message: 'Too many attempts. Try again in 5 minutes.', code: 'RATE_LIMITED' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it('checks the fields before calling', async () => {
    const api = fakeApi();
    const { user } = renderAdmin('/admin/login', { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(messages.signIn.fillDetails)).toBeInTheDocument();
    await waitFor(() => expect(api.find('POST', '/auth/login')).toHaveLength(0));
  });

  it('only follows a next inside this site', () => {
    expect(safeNext('//evil.example')).toBe('/admin');
    expect(safeNext('https://evil.example')).toBe('/admin');
    expect(safeNext('/\\evil.example')).toBe('/admin');
    expect(safeNext('/\t/evil.example')).toBe('/admin');
    expect(safeNext(null)).toBe('/admin');
    expect(safeNext('/#gernationPRD')).toBe('/#gernationPRD');
  });
});
