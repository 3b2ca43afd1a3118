import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { AuthModalProvider, useAuthModal } from '../../../lib/auth-modal';
import { tokenStorage } from '../../../lib/token-storage';
import { AccountMenu } from '../account-menu';
// The signed-in menu is a lazy chunk in the app; loaded up front here so that its first
// transform on a busy machine does not eat the time a test waits for the menu.
import '../signed-in-menu';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Route = (url: string, init: RequestInit) => Response | Promise<Response>;
interface Call {
  url: string;
  method: string;
  auth: string | undefined;
}

/** Stubs fetch; `routes` maps a path (without the query) to its answer; anything else is a 404. */
export function stubFetch(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ url, method: init.method ?? 'GET', auth: headers.Authorization });
      const route = routes[url.split('?')[0]!];
      return route ? route(url, init) : json(404, { message: 'Not found.' });
    }),
  );
  return calls;
}

export const ada = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  profile_picture: null as string | null,
  plan_name: 'Pro',
};

export const signIn = () =>
  tokenStorage.save('user', { access_token: 'user-access', refresh_token: 'user-refresh' });

// Radix measures the popover's anchor; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function Probe() {
  const { modal, close } = useAuthModal();
  const { pathname } = useLocation();
  return (
    <>
      <output data-testid="auth-modal">{modal ?? 'none'}</output>
      <button type="button" onClick={close}>
        probe: close modal
      </button>
      <output data-testid="pathname">{pathname}</output>
    </>
  );
}

/** The menu as the app mounts it: a fresh store, the auth-modal context, a router and toasts. */
export function renderMenu(path = '/') {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const view = render(
    <Provider store={makeStore()}>
      <AuthModalProvider>
        <MemoryRouter initialEntries={[path]}>
          <AccountMenu />
          <Probe />
        </MemoryRouter>
        <ToastContainer />
      </AuthModalProvider>
    </Provider>,
  );
  return { user, ...view };
}
