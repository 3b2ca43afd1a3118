import { messages, paths, STORAGE_KEYS } from '@prd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, networkError, server } from '../../../test/server';
import { fakeFetch, renderAuthModal, sentBody } from '../test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { user, dialog };
}

describe('Sign In validation (spec section 5, in the spec order)', () => {
  it.each([
    ['', '', messages.signIn.fillDetails],
    ['not-an-email', 'longenough', messages.signIn.invalidEmail],
    ['ada@example.com', '', messages.signIn.enterCredentials],
    ['ada@example.com', 'short', messages.signIn.passwordTooShort],
  ])('email %j, password %j → %s', async (email, password, message) => {
    const fetch = fakeFetch({ status: 200, body: {} });
    renderAuthModal('signIn');
    await fillAndSubmit(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Sign In against the API', () => {
  it('stores the tokens, toasts "Login successful!" and closes', async () => {
    const fetch = fakeFetch({ status: 200, body: { access_token: 'a1', refresh_token: 'r1' } });
    renderAuthModal('signIn');
    // Leading/trailing spaces are not part of the address.
    await fillAndSubmit(' ada@example.com ', 'Str0ng!Passw0rd');

    expect(await screen.findByText(messages.signIn.success)).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/auth/login');
    expect(sentBody(fetch)).toEqual({
      email: 'ada@example.com',
      password: 'Str0ng!Passw0rd',
      role: 'User',
    });
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBe('a1');
    expect(localStorage.getItem(STORAGE_KEYS.userRefreshToken)).toBe('r1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a 203 answer says the account is deactivated and stores nothing', async () => {
    fakeFetch({ status: 203, body: { message: 'whatever the server says' } });
    renderAuthModal('signIn');
    await fillAndSubmit('ada@example.com', 'Str0ng!Passw0rd');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signIn.deactivated);
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows the server's message inline (401 wrong credentials)", async () => {
    fakeFetch({ status: 401, body: { message: messages.signIn.wrongCredentials } });
    renderAuthModal('signIn');
    await fillAndSubmit('ada@example.com', 'Str0ng!Passw0rd');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signIn.wrongCredentials);
  });

  it('falls back to "An unexpected error occurred." without an answer', async () => {
    fakeFetch('network');
    renderAuthModal('signIn');
    await fillAndSubmit('ada@example.com', 'Str0ng!Passw0rd');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.general.unexpected);
  });

  it('shows a busy submit button while the request runs', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAuthModal('signIn');
    await fillAndSubmit('ada@example.com', 'Str0ng!Passw0rd');
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    answer(new Response(JSON.stringify({ message: 'x' }), { status: 401 }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

describe('Sign In around the form', () => {
  it('goes to / and closes when a user token already exists', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'existing');
    const { router } = renderAuthModal('signIn', { path: '/settings/plancard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByTestId('current-modal')).toHaveTextContent('none');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links to Sign Up and Forgot Password', async () => {
    // Nothing answers which social sign-ins there are: it fails like a lost connection.
    server.use(http.get(paths.oauth.providers, networkError));
    renderAuthModal('signIn');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('submits on Enter and closes on Escape', async () => {
    const fetch = fakeFetch({ status: 401, body: { message: 'no' } });
    renderAuthModal('signIn');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await screen.findByRole('dialog', { name: 'Sign In' });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Passw0rd{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['GitHub', { status: 404, body: { message: 'Not found.' } }],
    ['Google', { status: 200, body: { login_url: 'javascript:alert(1)' } }],
    ['Google', { status: 200, body: {} }],
  ] as const)('Continue with %s alerts "Failed to login with …" on %j', async (name, answer) => {
    const fetch = fakeFetch(answer);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAuthModal('signIn');
    await userEvent.click(await screen.findByRole('button', { name: `Continue with ${name}` }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messages.signIn.socialFailed(name)));
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/v1/OAuth/auth/${name.toLowerCase()}_login`);
    expect(fetch.mock.calls[0]![1]!.method).toBe('POST');
  });
});
