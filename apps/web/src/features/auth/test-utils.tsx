import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { makeStore } from '../../app/store';
import { AuthModalProvider, useAuthModal, type AuthModal } from '../../lib/auth-modal';
import { AuthModals } from './auth-modals';

/** A canned answer of the fake fetch, or 'network' for a request that gets no answer. */
export type FakeAnswer = { status: number; body?: unknown } | 'network';

/** Replaces fetch; answers in order (the last one repeats). Returns the mock to inspect calls. */
export function fakeFetch(...answers: FakeAnswer[]) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON body of the n-th fetch call. */
export function sentBody(fn: ReturnType<typeof fakeFetch>, n = 0): unknown {
  return JSON.parse(fn.mock.calls[n]![1]!.body as string);
}

function Opener({ modal, token }: { modal: Exclude<AuthModal, null>; token?: string }) {
  const { open, modal: current } = useAuthModal();
  // Once, on mount (`open` is stable): the test then drives the modal like a user.
  useEffect(() => open(modal, token), [modal, open, token]);
  return <output data-testid="current-modal">{current ?? 'none'}</output>;
}

/**
 * Renders AuthModals with the given modal opened, inside the app's providers and a memory
 * router (returned, to read where a modal navigated to).
 */
export function renderAuthModal(
  modal: Exclude<AuthModal, null>,
  { token, path = '/' }: { token?: string; path?: string } = {},
) {
  const shell: ReactNode = (
    <>
      <Opener modal={modal} token={token} />
      <AuthModals />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: [path] });
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <AuthModalProvider>
        <RouterProvider router={router} />
        <ToastContainer />
      </AuthModalProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
