import { messages, paths, STORAGE_KEYS } from '@prd/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, networkError, server } from '../test/server';
import { makeStore } from './store';
import { AuthModalProvider, useAuthModal } from '../lib/auth-modal';
import { notify } from '../lib/toast';
import { HomePage } from './home-route';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Nothing here answers these calls: they fail like a lost connection.
beforeEach(() => {
  server.use(
    http.get(paths.prd.visitorChat, networkError),
    http.get(paths.user.getUserUploads, networkError),
    http.get(paths.oauth.providers, networkError),
  );
});

/** Shows which auth modal is open (and its reset token); closes it like a finished sign-in. */
function ModalProbe() {
  const { modal, resetToken, open, close } = useAuthModal();
  return (
    <>
      <output data-testid="modal">{modal ?? 'none'}</output>
      <output data-testid="reset-token">{resetToken ?? ''}</output>
      <button type="button" onClick={close}>
        probe: close modal
      </button>
      <button type="button" onClick={() => open('signIn')}>
        probe: open sign in
      </button>
    </>
  );
}

/**
 * StrictMode's mount-unmount-mount of the ToastContainer drops toasts raised during the first
 * mount (a development-only artefact), so toasts are read without it and StrictMode's double
 * effects are checked with a spy on `notify`.
 */
function renderHome(entry: string, { strict = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <HomePage />
            <ModalProbe />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  const app = (
    <Provider store={makeStore()}>
      <AuthModalProvider>
        <ToastContainer />
        <RouterProvider router={router} />
      </AuthModalProvider>
    </Provider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

const modal = () => screen.getByTestId('modal');

describe('the query-parameter rules on / (spec section 2)', () => {
  it('token → "Please reset your password" info toast, the Reset Password dialog, token removed', async () => {
    const info = vi.spyOn(notify, 'info');
    const success = vi.spyOn(notify, 'success');
    const router = renderHome('/?token=abc123');
    const prompt = await screen.findByText(messages.forgotPassword.resetPrompt);
    // A prompt, not a result: neutral (info), never the green success.
    expect(prompt.closest('.Toastify__toast')).toHaveClass('Toastify__toast--info');
    expect(modal()).toHaveTextContent('resetPassword');
    expect(screen.getByTestId('reset-token')).toHaveTextContent('abc123');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE'); // the token does not stay in history
    expect(info).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
  });

  it('toasts once and opens the dialog under StrictMode (effects run twice)', async () => {
    const info = vi.spyOn(notify, 'info');
    const router = renderHome('/?token=abc123', { strict: true });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(modal()).toHaveTextContent('resetPassword');
    expect(info).toHaveBeenCalledExactlyOnceWith(messages.forgotPassword.resetPrompt);
  });

  it('showLoginPopup=true + successMessage → Sign In and a success toast, both removed', async () => {
    const success = vi.spyOn(notify, 'success');
    const router = renderHome('/?showLoginPopup=true&successMessage=Password%20changed');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(success).toHaveBeenCalledExactlyOnceWith('Password changed');
    expect(modal()).toHaveTextContent('signIn');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('showLoginPopup=false + Errormessage → an error toast, no popup, both removed', async () => {
    const error = vi.spyOn(notify, 'error');
    const router = renderHome('/?showLoginPopup=false&Errormessage=Link%20expired');
    expect(await screen.findByText('Link expired')).toBeInTheDocument();
    expect(error).toHaveBeenCalledExactlyOnceWith('Link expired');
    expect(modal()).toHaveTextContent('none');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('showLoginPopup=true without successMessage does nothing', async () => {
    const router = renderHome('/?showLoginPopup=true');
    await screen.findByRole('heading', { level: 1 });
    expect(modal()).toHaveTextContent('none');
    expect(router.state.location.search).toBe('?showLoginPopup=true');
  });

  it('keeps other parameters and the fragment', async () => {
    const router = renderHome('/?ref=mail&token=abc#section');
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail'));
    expect(router.state.location.hash).toBe('#section');
  });

  it('runs again when the address changes later (Reset Password navigating home)', async () => {
    const router = renderHome('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/?showLoginPopup=true&successMessage=Done'));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(modal()).toHaveTextContent('signIn');
  });
});

describe('admin tokens on / (spec section 2)', () => {
  function seedTokens() {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-a');
    localStorage.setItem(STORAGE_KEYS.adminRefreshToken, 'admin-r');
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-a');
  }

  it('are cleared on the root route once the admin is told and continues; the user token stays', async () => {
    seedTokens();
    renderHome('/');
    // Not silently: the notice comes first, and nothing is cleared until Continue.
    const notice = await screen.findByRole('dialog', { name: messages.adminLeave.title });
    expect(notice).toHaveTextContent(messages.adminLeave.text);
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBe('admin-a');
    await userEvent.click(
      within(notice).getByRole('button', { name: messages.adminLeave.continue }),
    );
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.adminRefreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBe('user-a');
    expect(screen.queryByRole('dialog', { name: messages.adminLeave.title })).toBeNull();
  });

  it('Back to console keeps the console session and returns to it', async () => {
    seedTokens();
    const router = renderHome('/');
    const notice = await screen.findByRole('dialog', { name: messages.adminLeave.title });
    await userEvent.click(within(notice).getByRole('button', { name: messages.adminLeave.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBe('admin-a');
    expect(localStorage.getItem(STORAGE_KEYS.adminRefreshToken)).toBe('admin-r');
  });

  it('says nothing without a console session', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-a');
    renderHome('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: messages.adminLeave.title })).toBeNull();
  });

  it('are kept in the admin mode (#gernationPRD)', async () => {
    seedTokens();
    renderHome('/#gernationPRD');
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBe('admin-a');
    expect(localStorage.getItem(STORAGE_KEYS.adminRefreshToken)).toBe('admin-r');
  });
});

describe('the two views of /', () => {
  it("a visitor chats without a token; the first reply's session is reused", async () => {
    const calls: { url: string; auth: string | undefined; form: FormData }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      // The landing reads the visitor's chat by the cookie first: this visitor has none.
      if (url.includes('visitor_chat')) return new Response('{}', { status: 404 });
      const headers = init.headers as Record<string, string>;
      calls.push({ url, auth: headers.Authorization, form: init.body as FormData });
      const data = {
        document_path: '/api/v1/files/doc',
        prd_result: `# Habit PRD ${calls.length}\n\nTrack **habits**.`,
        session_id: 'visitor-session',
        image_urls: ['/api/v1/files/chat/x.png?sig=1'],
        filenames: ['mock.png'],
      };
      const body = `event: token\ndata: {"text":"# Habit"}\n\nevent: done\ndata: ${JSON.stringify({ message: 'ok', data })}\n\n`;
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    renderHome('/');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('From idea to PRD');
    await user.upload(
      screen.getByTestId('chat-file-input'),
      new File(['b'], 'mock.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Describe your product'), 'A habit tracker{Enter}');
    // The conversation is drawn at once (the message and Generating) and again by the message
    // list once it has loaded: each look finds the region anew.
    const conversation = () => screen.getByRole('region', { name: messages.chat.conversation });
    expect(await screen.findByText('A habit tracker')).toBeVisible();
    expect(within(conversation()).getByText('A habit tracker')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Habit PRD 1' })).toBeVisible();
    expect(within(conversation()).getByRole('heading', { name: 'Habit PRD 1' })).toBeVisible();
    await user.type(screen.getByLabelText('Describe your product'), 'Add reminders{Enter}');
    expect(await screen.findByRole('heading', { name: 'Habit PRD 2' })).toBeVisible();
    expect(within(conversation()).getByRole('heading', { name: 'Habit PRD 2' })).toBeVisible();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/prd_upload/upload_files',
      '/api/v1/prd_upload/upload_files?session_id=visitor-session',
    ]);
    expect(calls.every((c) => c.auth === undefined)).toBe(true);
    expect(calls[0]!.form.get('user_input')).toBe('A habit tracker');
    expect((calls[0]!.form.get('files') as File).name).toBe('mock.png');
    expect(modal()).toHaveTextContent('none');
  });

  it('the free limit opens the popup: Login opens Sign In, Close closes it', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ message: messages.chat.freeLimitExceeded, code: 'FREE_LIMIT_EXCEEDED' }),
          {
            status: 429,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    renderHome('/');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Describe your product'), 'One more{Enter}');
    const popup = await screen.findByRole('dialog', { name: messages.visitorChat.limitTitle });
    expect(popup).toHaveTextContent(messages.chat.freeLimitExceeded);
    // The popup's own Close button (the dialog's corner ✕ is also named Close).
    await user.click(within(popup).getByText(messages.visitorChat.close, { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modal()).toHaveTextContent('none');

    await user.type(screen.getByLabelText('Describe your product'), 'Again{Enter}');
    const again = await screen.findByRole('dialog', { name: messages.visitorChat.limitTitle });
    await user.click(within(again).getByRole('button', { name: messages.visitorChat.login }));
    expect(modal()).toHaveTextContent('signIn');
  });

  it('opens the popup by code: another 429 (a rate limit) with the same text is a failed send', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ message: messages.chat.freeLimitExceeded, code: 'RATE_LIMITED' }),
          { status: 429, headers: { 'content-type': 'application/json' } },
        ),
    );
    renderHome('/');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Describe your product'), 'One more{Enter}');
    // The send stays in the chat as failed (the one message list shows the refusal on it).
    const chat = await screen.findByRole('region', { name: messages.chat.conversation });
    expect(await within(chat).findByRole('alert')).toHaveTextContent(
      messages.chat.freeLimitExceeded,
    );
    expect(within(chat).getByText('One more')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: messages.visitorChat.limitTitle })).toBeNull();
  });

  it('the landing box skips disallowed files and asks for a message or files', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderHome('/');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false });
    await screen.findByRole('heading', { level: 1 });
    await user.upload(screen.getByTestId('chat-file-input'), [
      new File(['a'], 'brief.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'run.exe', { type: 'application/x-msdownload' }),
    ]);
    expect(await screen.findByText(messages.chat.filesNotAllowedSkipped('run.exe'))).toBeVisible();
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('brief.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.chat.emptySendAnonymous)).toBeVisible();
    // Only the visitor's chat was read (on the landing); nothing was sent.
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/api/v1/prd_chat_history/visitor_chat',
    ]);
  });

  it('#gernationPRD without an admin token says "Please login first."', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-a');
    renderHome('/#gernationPRD');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.chat.loginFirst);
    expect(screen.queryByLabelText(messages.chatBox.messageLabel)).toBeNull();
  });

  it('#gernationPRD without an admin token offers the admin sign-in, coming back here', async () => {
    renderHome('/#gernationPRD');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.chat.loginFirst);
    expect(screen.getByRole('link', { name: 'Sign in as admin' })).toHaveAttribute(
      'href',
      '/admin/login?next=%2F%23gernationPRD',
    );
  });

  it('#gernationPRD with an admin token shows the admin chat', async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-a');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderHome('/#gernationPRD');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      messages.chat.emptyHeading,
    );
  });

  it('a signed-in user sees "What can I help with?" and the message box', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-a');
    renderHome('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      messages.chat.emptyHeading,
    );
    expect(screen.getByPlaceholderText(messages.chat.inputPlaceholder)).toBeInTheDocument();
  });

  it('switches to the signed-in view when a sign-in closes the modal', async () => {
    renderHome('/');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'probe: open sign in' }));
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-a');
    await user.click(screen.getByRole('button', { name: 'probe: close modal' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      messages.chat.emptyHeading,
    );
  });

  it('the landing has one call to action: the chat box, no sign-in buttons, no "Sign in to generate"', async () => {
    renderHome('/');
    expect(await screen.findByLabelText(messages.landing.chatLabel)).toBeVisible();
    expect(screen.queryByText(/sign in to generate/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /^(sign in|sign up|log in)$/i })).toBeNull();
    expect(screen.getByText(messages.landing.attachHint)).toBeVisible();
  });
});
