import { messages, STORAGE_KEYS } from '@prd/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { AuthModalProvider, useAuthModal } from '../../lib/auth-modal';
import { notify } from '../../lib/toast';
import { HomePage } from './home-page';

vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.restoreAllMocks());

/** Shows which auth modal is open (and its reset token); closes it like a finished sign-in. */
function ModalProbe() {
  const { modal, resetToken, close } = useAuthModal();
  return (
    <>
      <output data-testid="modal">{modal ?? 'none'}</output>
      <output data-testid="reset-token">{resetToken ?? ''}</output>
      <button type="button" onClick={close}>
        probe: close modal
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
  it('token → "Please reset your password" toast, the Reset Password dialog, token removed', async () => {
    const success = vi.spyOn(notify, 'success');
    const router = renderHome('/?token=abc123');
    expect(await screen.findByText(messages.forgotPassword.resetPrompt)).toBeInTheDocument();
    expect(modal()).toHaveTextContent('resetPassword');
    expect(screen.getByTestId('reset-token')).toHaveTextContent('abc123');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE'); // the token does not stay in history
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('toasts once and opens the dialog under StrictMode (effects run twice)', async () => {
    const success = vi.spyOn(notify, 'success');
    const router = renderHome('/?token=abc123', { strict: true });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(modal()).toHaveTextContent('resetPassword');
    expect(success).toHaveBeenCalledExactlyOnceWith(messages.forgotPassword.resetPrompt);
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

  it('are cleared on the root route; the user token stays', async () => {
    seedTokens();
    renderHome('/');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.adminRefreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBe('user-a');
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
  it('a visitor sees the landing; Send opens the login popup', async () => {
    renderHome('/');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('From idea to PRD');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Describe your product'), 'A habit tracker{Enter}');
    expect(modal()).toHaveTextContent('signIn');
  });

  it('the landing box attaches several files and removes one', async () => {
    renderHome('/');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await screen.findByRole('heading', { level: 1 });
    const files = [
      new File(['a'], 'brief.pdf', { type: 'application/pdf' }),
      new File(['b'], 'mock.png', { type: 'image/png' }),
    ];
    await user.upload(screen.getByTestId('chat-file-input'), files);
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent(
      /brief\.pdf.*mock\.png/,
    );
    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    expect(screen.queryByText('brief.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(modal()).toHaveTextContent('signIn');
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
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-a');
    await user.click(screen.getByRole('button', { name: 'probe: close modal' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      messages.chat.emptyHeading,
    );
  });
});
