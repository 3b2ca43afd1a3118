import { API_PREFIX, messages, STORAGE_KEYS } from '@prd/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatBox } from '../../components/chat/chat-box';
import { apiRequest } from '../../lib/api-client';
import { AuthModalProvider, useAuthModal } from '../../lib/auth-modal';
import { DRAFT_KEY } from '../../lib/draft-keeper';
import { toastContainerProps } from '../../lib/toast';
import { tokenStorage } from '../../lib/token-storage';
import { isChatPath, useShellEffects } from './use-shell-effects';

// A dead session mid-chat: the message shows, the typed text and the chat's address are kept
// and come back after the person signs in again.

function Shell() {
  useShellEffects(tokenStorage.isLoggedIn(), false);
  const { open, close } = useAuthModal();
  return (
    <>
      <button type="button" onClick={() => open('signIn')}>
        Log In
      </button>
      <button
        type="button"
        onClick={() => {
          localStorage.setItem(STORAGE_KEYS.userAccessToken, 'fresh-token');
          close();
        }}
      >
        Finish sign in
      </button>
      <Page />
    </>
  );
}

function Page() {
  const { sessionId } = useParams();
  const signedIn = tokenStorage.isLoggedIn();
  return (
    <>
      <h1>{signedIn ? `Chat ${sessionId ?? 'new'}` : 'Landing'}</h1>
      <ChatBox
        key={signedIn ? 'chat' : 'landing'}
        label="Message"
        placeholder="Type your message..."
        onSend={() => {}}
        onFilesRejected={() => {}}
        onEmpty={() => {}}
      />
      <button
        type="button"
        onClick={() => void apiRequest('/prd_chat_history/get_chat_history').catch(() => {})}
      >
        Call the API
      </button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { index: true, element: null },
          { path: 'c/:sessionId', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthModalProvider>
      <RouterProvider router={router} />
      <ToastContainer {...toastContainerProps} />
    </AuthModalProvider>,
  );
  return router;
}

/** Every call answers 498 "Invalid token" (and the refresh is refused too). */
function expireSession() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Invalid token', code: 'INVALID_TOKEN' }), {
          status: 498,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('session expiry mid-chat', () => {
  it('knows the chat addresses', () => {
    expect(isChatPath('/')).toBe(true);
    expect(isChatPath('/c/abc')).toBe(true);
    expect(isChatPath('/settings/profiledash')).toBe(false);
    expect(isChatPath('/c/')).toBe(false);
  });

  it('says so, keeps the draft and the open chat, and gives both back after sign-in', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'old-token');
    localStorage.setItem(STORAGE_KEYS.userRefreshToken, 'old-refresh');
    expireSession();
    const router = renderAt('/c/chat-42');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByRole('heading', { name: 'Chat chat-42' })).toBeVisible();
    await user.type(screen.getByLabelText('Message'), 'Half-written brief about Orbit');
    await user.click(screen.getByRole('button', { name: 'Call the API' }));

    expect(await screen.findByText(messages.session.sessionExpired)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    // The visitor's box does not take it: it waits for the sign-in.
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      text: 'Half-written brief about Orbit',
      path: '/c/chat-42',
    });

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(screen.getByRole('button', { name: 'Finish sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/chat-42'));
    expect(await screen.findByRole('heading', { name: 'Chat chat-42' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByLabelText('Message')).toHaveValue('Half-written brief about Orbit'),
    );
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps the text of a send the dead session refused (the box had emptied itself)', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'old-token');
    expireSession();
    renderAt('/');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Message'), 'Write the PRD for Orbit{Enter}');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Call the API' }));
    expect(await screen.findByText(messages.session.sessionExpired)).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      text: 'Write the PRD for Orbit',
      path: '/',
    });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toContain(API_PREFIX);
  });

  it('takes the person back to the kept chat once only, never in a loop', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ text: 'Kept', path: '/c/gone' }));
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'fresh-token');
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/gone'));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Kept'));
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ text: 'Not taken', path: '/c/elsewhere', returned: true }),
    );
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Chat new' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
