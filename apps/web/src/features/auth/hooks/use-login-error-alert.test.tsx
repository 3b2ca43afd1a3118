import { messages, paths } from '@prd/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, networkError, server } from '../../../test/server';
import { HomePage } from '../../../app/home-route';
import { makeStore } from '../../../app/store';
import { AuthModalProvider, useAuthModal } from '../../../lib/auth-modal';
import { notify } from '../../../lib/toast';
import { useLoginErrorAlert } from './use-login-error-alert';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Nothing here answers these calls: they fail like a lost connection.
beforeEach(() => {
  server.use(http.get(paths.prd.visitorChat, networkError));
});

function Probe() {
  useLoginErrorAlert();
  return <h1>Home</h1>;
}

/** The hook on `/`, under StrictMode (its effects run twice). */
function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
    initialEntries: [entry],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const stubAlert = () => vi.spyOn(window, 'alert').mockImplementation(() => {});

describe('/?login_error=… (a failed GitHub or Google sign-in)', () => {
  it.each([
    ['github', 'GitHub'],
    ['google', 'Google'],
  ])('%s: alerts "Failed to login with %s" once and takes it out', async (value, name) => {
    const alert = stubAlert();
    const router = renderAt(`/?ref=mail&login_error=${value}&x=1#top`);
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail&x=1'));
    expect(router.state.location.hash).toBe('#top');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(alert).toHaveBeenCalledExactlyOnceWith(messages.signIn.socialFailed(name));
  });

  it('an unknown provider is only taken out', async () => {
    const alert = stubAlert();
    const router = renderAt('/?login_error=twitter');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(alert).not.toHaveBeenCalled();
  });

  it('does nothing without the parameter', async () => {
    const alert = stubAlert();
    const router = renderAt('/?ref=mail');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ref=mail');
    expect(router.state.historyAction).toBe('POP');
    expect(alert).not.toHaveBeenCalled();
  });
});

function ModalProbe() {
  const { modal } = useAuthModal();
  return <output data-testid="modal">{modal ?? 'none'}</output>;
}

describe('the home page with login_error and the other rules of `/`', () => {
  it('alerts once, opens Reset Password once and leaves a clean address', async () => {
    const alert = stubAlert();
    const info = vi.spyOn(notify, 'info');
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
      { initialEntries: ['/?token=abc123&login_error=google'] },
    );
    render(
      <StrictMode>
        <Provider store={makeStore()}>
          <AuthModalProvider>
            <ToastContainer />
            <RouterProvider router={router} />
          </AuthModalProvider>
        </Provider>
      </StrictMode>,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('modal')).toHaveTextContent('resetPassword');
    expect(alert).toHaveBeenCalledExactlyOnceWith(messages.signIn.socialFailed('Google'));
    expect(info).toHaveBeenCalledExactlyOnceWith(messages.forgotPassword.resetPrompt);
  });
});
