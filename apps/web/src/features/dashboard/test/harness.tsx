import { API_PREFIX, STORAGE_KEYS, type User } from '@prd/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { AuthModalProvider } from '../../../lib/auth-modal';
import { DashboardPage } from '../dashboard-page';

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}
export type Reply =
  | { status?: number; body?: unknown }
  | 'network'
  | 'never'
  | ((call: Call) => Reply | Promise<Reply>);

export const testUser: User = {
  id: '0b9c3f3e-5d7a-4f2b-9a51-3a0c8f0d2e11',
  name: 'ada lovelace',
  email: 'ada@example.com',
  profile_picture: null,
  plan_name: 'Pro',
  email_verified: true,
};

/**
 * Stubs fetch with a table of "METHOD /path" (without the API prefix) → reply; anything else is
 * a 404 like today's API for calls not built yet. Returns the calls seen.
 */
export function fakeApi(routes: Record<string, Reply> = {}) {
  const table: Record<string, Reply> = {
    'GET /user/get_user': { body: testUser },
    ...routes,
  };
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname.slice(API_PREFIX.length);
    const method = init?.method ?? 'GET';
    const body =
      init?.body instanceof FormData
        ? init.body
        : typeof init?.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : undefined;
    const call = { method, path, search: url.searchParams, body };
    calls.push(call);
    let reply: Reply = table[`${method} ${path}`] ?? {
      status: 404,
      body: { message: 'Not found.' },
    };
    while (typeof reply === 'function') reply = await reply(call);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'never') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const find = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, find };
}

/** Replaces window.location so reloads and redirects can be observed. */
export function stubLocation() {
  const reload = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('location', {
    href: 'http://localhost/settings/profiledash',
    origin: 'http://localhost',
    protocol: 'http:',
    host: 'localhost',
    hostname: 'localhost',
    port: '',
    pathname: '/settings/profiledash',
    search: '',
    hash: '',
    reload,
    assign,
    replace: vi.fn(),
  });
  return { reload, assign };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** The dashboard as the app mounts it: store, auth-modal context, router and toasts. */
export function renderDashboard(
  url = '/settings/profiledash',
  { signedIn = true, fakeTimers = false } = {},
) {
  if (signedIn) {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'access-token');
    localStorage.setItem(STORAGE_KEYS.userRefreshToken, 'refresh-token');
  }
  toast.dismiss();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <Provider store={makeStore()}>
      <AuthModalProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/settings/profiledash" element={<DashboardPage />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastContainer />
      </AuthModalProvider>
    </Provider>,
  );
  return { user, ...view };
}
