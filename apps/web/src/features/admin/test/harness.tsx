import { API_PREFIX, STORAGE_KEYS, type User } from '@prd/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { adminRoutes } from '../admin-routes';

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

const testAdmin: User = {
  id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  profile_picture: null,
  plan_name: 'Free',
  email_verified: true,
};

/** `{items, total_pages}`, the shape of every paged admin list. */
export const paged = <T,>(items: T[], total_pages = 1) => ({ items, total_pages });

/**
 * Stubs fetch with a table of "METHOD /path" (no API prefix; path params literal, e.g.
 * "GET /admin/users/u1") → reply; anything else is a 404. `GET /user/get_user` answers the
 * test admin unless replaced. Returns the calls seen and `find(method, path)`.
 */
export function fakeApi(routes: Record<string, Reply> = {}) {
  const table: Record<string, Reply> = { 'GET /user/get_user': { body: testAdmin }, ...routes };
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname.slice(API_PREFIX.length);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: Call = { method, path, search: url.searchParams, body };
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
  return { calls, find, fetchMock };
}

/** Puts an admin token pair in storage (the console's guard lets the admin in). */
export function signInAdmin() {
  localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-access');
  localStorage.setItem(STORAGE_KEYS.adminRefreshToken, 'admin-refresh');
}

/**
 * The console's real route tree (guard, layout, lazy pages) at `url`, in the app's store, with
 * toasts; `/` shows "Home page". `signedIn` (default true) stores an admin token first.
 * Returns the router (read `router.state.location`) and a userEvent.
 */
export function renderAdmin(
  url = '/admin',
  { signedIn = true, extraRoutes = [] }: { signedIn?: boolean; extraRoutes?: RouteObject[] } = {},
) {
  if (signedIn) signInAdmin();
  toast.dismiss();
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { ...adminRoutes, hydrateFallbackElement: <p>Loading…</p> },
      ...extraRoutes,
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { router, user, ...view };
}

/** One component alone (a table, a dialog) inside the store and a router, with toasts. */
export function renderWithStore(ui: ReactNode, url = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { router, user, ...view };
}

/** "path?query" of the router's current location. */
export const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;
