import { messages, STORAGE_KEYS } from '@prd/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { notify } from '../../../lib/toast';
import { fakeFetch, sentBody, type FakeAnswer } from '../test-utils';
import { OAuthCompletePage } from './oauth-complete-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CODE = 'c0de-0123456789abcdef';

/**
 * The page at /oauth/complete, reached from /before. StrictMode's remount of the ToastContainer
 * drops toasts raised during the first mount, so under StrictMode toasts are read from a spy.
 */
function renderComplete(search = `?code=${CODE}`, { strict = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/oauth/complete', element: <OAuthCompletePage /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/before', element: <h1>Before</h1> },
    ],
    { initialEntries: ['/before', `/oauth/complete${search}`], initialIndex: 1 },
  );
  const app = (
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

/** A fetch whose one answer waits until released. */
function heldFetch(answer: FakeAnswer) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = fakeFetch(answer);
  const answerNow = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (...args) => (await gate, answerNow(...args)));
  return { fetch, release: () => release() };
}

describe('/oauth/complete', () => {
  it('says "Signing you in...", swaps the code once, stores the pair and goes home', async () => {
    const { fetch, release } = heldFetch({
      status: 200,
      body: { access_token: 'a1', refresh_token: 'r1' },
    });
    const success = vi.spyOn(notify, 'success');
    const router = renderComplete(undefined, { strict: true });
    expect(await screen.findByRole('status')).toHaveTextContent(messages.signIn.socialCompleting);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/OAuth/auth/exchange');
    expect(fetch.mock.calls[0]![1]!.method).toBe('POST');
    expect(sentBody(fetch)).toEqual({ code: CODE });
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBe('a1');
    expect(localStorage.getItem(STORAGE_KEYS.userRefreshToken)).toBe('r1');
    expect(success).toHaveBeenCalledExactlyOnceWith(messages.signIn.success);
    // The code leaves the address and history: Back goes to the page before.
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/before');
  });

  it('shows the "Login successful!" toast', async () => {
    fakeFetch({ status: 200, body: { access_token: 'a1', refresh_token: 'r1' } });
    renderComplete();
    expect(await screen.findByText(messages.signIn.success)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it.each<[string, FakeAnswer, string]>([
    [
      'a used code (401)',
      { status: 401, body: { message: 'Failed to login with GitHub', code: 'NOT_AUTHENTICATED' } },
      'Failed to login with GitHub',
    ],
    [
      'a deactivated account (203)',
      { status: 203, body: { message: messages.signIn.deactivated, code: 'SOFT_FAILURE' } },
      messages.signIn.deactivated,
    ],
    ['no answer', 'network', messages.signIn.socialFailed(messages.signIn.socialAccountFallback)],
  ])('%s: alerts why, stores nothing and goes home', async (_, answer, expected) => {
    const fetch = fakeFetch(answer);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const success = vi.spyOn(notify, 'success');
    const router = renderComplete(undefined, { strict: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledExactlyOnceWith(expected);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(success).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('without a code asks nothing, alerts and goes home', async () => {
    const fetch = fakeFetch({ status: 200, body: {} });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const router = renderComplete('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetch).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledExactlyOnceWith(
      messages.signIn.socialFailed(messages.signIn.socialAccountFallback),
    );
  });
});
