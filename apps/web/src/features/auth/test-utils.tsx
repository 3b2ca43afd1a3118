import { API_PREFIX, paths } from '@prd/contract';
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

/** Every provider offered: what the social buttons' lookup gets unless a test says otherwise. */
const allProvidersOffered: FakeAnswer = {
  status: 200,
  body: { github: true, google: true },
};

const providersUrl = `${API_PREFIX}${paths.oauth.providers}`;

const toResponse = (answer: FakeAnswer | undefined) => {
  if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(answer.body ?? {}), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
};

/**
 * Replaces fetch; answers in order (the last one repeats). Returns the mock to inspect calls.
 * The lookup of the offered social sign-ins (`GET /OAuth/auth/providers`, made when the social
 * buttons show) is answered with `providers` and left out of the returned mock's calls; the
 * global `fetch` mock sees every call.
 */
export function fakeFetchWith(providers: FakeAnswer, ...answers: FakeAnswer[]) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) =>
    toResponse(answers.length > 1 ? answers.shift()! : answers[0]),
  );
  const lookup = vi.fn(async (_url: string, _init?: RequestInit) => toResponse(providers));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) =>
      String(url) === providersUrl && (init?.method ?? 'GET') === 'GET'
        ? lookup(url, init)
        : fn(url, init),
    ),
  );
  return Object.assign(fn, { providersLookup: lookup });
}

/** fakeFetchWith every social sign-in offered. */
export const fakeFetch = (...answers: FakeAnswer[]) =>
  fakeFetchWith(allProvidersOffered, ...answers);

/** The JSON body of the n-th fetch call. */
export function sentBody(fn: ReturnType<typeof fakeFetch>, n = 0): unknown {
  return JSON.parse(fn.mock.calls[n]![1]!.body as string);
}

function Opener({ modal, token }: { modal: Exclude<AuthModal, null>; token?: string }) {
  const { open, modal: current } = useAuthModal();
  // Once, on mount (`open` is stable): the test then drives the modal like a user.
  useEffect(() => open(modal, token), [modal, open, token]);
  return (
    <>
      <output data-testid="current-modal">{current ?? 'none'}</output>
      <button type="button" data-testid="open-sign-in" onClick={() => open('signIn')}>
        probe: open sign in
      </button>
    </>
  );
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
