import { API_PREFIX, messages, STORAGE_KEYS, type ChatSession } from '@prd/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { userApi } from '../../../lib/queries/user';
import { notify } from '../../../lib/toast';
import { chatActions } from '../chat.slice';
import { useChatAddress } from '../hooks/use-chat-address';
import { SIDEBAR_COLLAPSED_KEY, Sidebar } from './sidebar';

vi.mock('../../../lib/toast', () => ({
  notify: { error: vi.fn(), success: vi.fn(), accountError: vi.fn(), accountSuccess: vi.fn() },
}));

const HISTORY = '/prd_chat_history/get_chat_history';
const UPLOADS = '/user/get_user_uploads';

const session = (id: string, title = `Chat ${id}`): ChatSession => ({
  session_id: id,
  messages: [title],
});
const chats = (n: number) => Array.from({ length: n }, (_, i) => session(`c${i}`));

interface Call {
  path: string;
  page: number;
  pageSize: number;
  auth: string | null;
}

/**
 * A fake API over `fetch`: the history pages by offset like the server (page_size capped at 200
 * for users, 1000 for the admin token); `hold` keeps history answers waiting until released.
 */
function fakeApi(initial: ChatSession[], opts: { uploads?: number } = {}) {
  const server = { list: initial, uploads: opts.uploads ?? 7, failHistory: false };
  const calls: Call[] = [];
  let held: (() => void)[] | null = null;
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.slice(API_PREFIX.length);
    const auth = new Headers(init?.headers).get('Authorization');
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('page_size'));
    calls.push({ path, page, pageSize, auth });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (path === UPLOADS) return json({ remaining_uploads: server.uploads });
    if (path !== HISTORY) return json({ message: 'Not found.' }, 404);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (server.failHistory) return json({ message: 'Boom' }, 500);
    const size = Math.min(pageSize, auth === 'Bearer admin-token' ? 1000 : 200);
    const offset = (page - 1) * size;
    return json({ sessions: server.list.slice(offset, offset + size) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    server,
    calls,
    history: () => calls.filter((c) => c.path === HISTORY),
    uploads: () => calls.filter((c) => c.path === UPLOADS),
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
  };
}

function AddressProbe() {
  useChatAddress();
  return null;
}

function renderSidebar(path = '/settings/profiledash', { admin = false } = {}) {
  if (admin) localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-token');
  else localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        // `/` and a chat's address, with the chat screen's address rule (the sidebar navigates).
        path: '/',
        element: (
          <>
            <Sidebar footer={<p>Account menu</p>} />
            <AddressProbe />
          </>
        ),
        children: [{ index: true }, { path: 'c/:sessionId' }],
      },
      { path: '/settings/profiledash', element: <Sidebar footer={<p>Account menu</p>} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const list = () => screen.getByRole('list', { name: 'Past chats' });
const rows = () => within(list()).getAllByRole('link');

/** Gives the scrolling list a height (jsdom has no layout) and scrolls it to `bottomGap`. */
function scrollNearBottom(bottomGap: number) {
  const scroller = list().parentElement!;
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 500 });
  Object.defineProperty(scroller, 'scrollHeight', {
    configurable: true,
    get: () => scroller.querySelectorAll('[role="listitem"]').length * 36,
  });
  scroller.scrollTop = scroller.scrollHeight - 500 - bottomGap;
  fireEvent.scroll(scroller);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Sidebar', () => {
  it('is titled "Document Generator", 310 px wide, with the counter and Generate New chat', async () => {
    fakeApi(chats(3), { uploads: 7 });
    renderSidebar();
    const heading = screen.getByRole('heading', { name: 'Document Generator' });
    const sidebar = screen.getByRole('region', { name: 'Document Generator' });
    expect(sidebar).toContainElement(heading);
    expect(sidebar).toHaveStyle({ width: '310px' });
    const counter = screen.getByText('Remaining Uploads').parentElement!;
    expect(within(counter).getByTestId('uploads-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(counter).toHaveTextContent('Remaining Uploads7'));
    expect(within(counter).queryByTestId('uploads-skeleton')).toBeNull();
    // The counter leads to the plans and says once what an upload is.
    const link = screen.getByRole('link', { name: /Remaining Uploads/ });
    expect(link).toHaveAttribute('href', '/settings/plancard');
    expect(link).toHaveAccessibleDescription(messages.billing.uploadsExplained);
    expect(screen.getByRole('button', { name: 'Generate New chat' })).toBeEnabled();
    expect(screen.getByText('Account menu')).toBeInTheDocument();
  });

  it('asks for page 1 with page size 100 with the user token', async () => {
    const api = fakeApi(chats(3));
    renderSidebar();
    expect(await screen.findByRole('link', { name: 'Chat c0' })).toBeInTheDocument();
    expect(api.history()).toEqual([
      { path: HISTORY, page: 1, pageSize: 100, auth: 'Bearer user-token' },
    ]);
  });

  it('titles chats by the title rule: cut at 30 plus "...", "Untitled" when empty', async () => {
    const long = 'Create a PRD for a food delivery mobile application';
    fakeApi([session('a', long), session('b', ''), session('c', 'Uploaded file: [Spec (2).pdf]')]);
    renderSidebar();
    const cut = await screen.findByRole('link', { name: 'Create a PRD for a food delive...' });
    expect(cut).toHaveAttribute('title', long);
    expect(screen.getByRole('link', { name: 'Untitled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uploaded file: Spec' })).toBeInTheDocument();
  });

  it('shows a line when there are no chats', async () => {
    fakeApi([]);
    renderSidebar();
    expect(await screen.findByText('No chats yet. Your PRDs will be listed here.')).toBeVisible();
  });

  it('shows a loading state until the first page arrives', async () => {
    const api = fakeApi(chats(2));
    api.hold();
    renderSidebar();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading chats...');
    act(() => api.release());
    expect(await screen.findByRole('link', { name: 'Chat c0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading chats...')).toBeNull();
  });

  it('opens a clicked chat at its address /c/<id> and marks it current', async () => {
    fakeApi(chats(3));
    const { store, router } = renderSidebar('/settings/profiledash');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Chat c1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/c1'));
    await waitFor(() => expect(store.getState().chat.sessionId).toBe('c1'));
    const current = await screen.findByRole('link', { name: 'Chat c1' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Chat c0' })).not.toHaveAttribute('aria-current');
  });

  it('past chats are links to their addresses: a modified or middle click is left to the browser', async () => {
    fakeApi(chats(2));
    const { store, router } = renderSidebar('/');
    const row = await screen.findByRole('link', { name: 'Chat c1' });
    expect(row).toHaveAttribute('href', '/c/c1');
    // What the app left to the browser (jsdom cannot open tabs: stopped after the app saw it).
    const leftToBrowser: boolean[] = [];
    const record = (e: MouseEvent) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record);
    // Ctrl/Cmd/Shift-click and the middle button open a new tab or window: not loaded here.
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(row, init);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().chat.sessionId).toBeNull();
    // A plain click loads it in place.
    fireEvent.click(row);
    document.removeEventListener('click', record);
    expect(leftToBrowser[4]).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/c1'));
  });

  it('admin mode keeps its fragment in the address of each past chat', async () => {
    fakeApi(chats(1));
    renderSidebar('/#gernationPRD', { admin: true });
    expect(await screen.findByRole('link', { name: 'Chat c0' })).toHaveAttribute(
      'href',
      '/c/c0#gernationPRD',
    );
  });

  it('Generate New chat empties the chat and goes to /', async () => {
    fakeApi(chats(3));
    const { store, router } = renderSidebar('/settings/profiledash');
    store.dispatch(chatActions.sessionChosen('c2'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate New chat' }));
    expect(store.getState().chat.sessionId).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('loads the next page near the bottom, fills the gap, and appends without duplicates', async () => {
    const api = fakeApi(chats(400));
    renderSidebar('/');
    await screen.findByRole('link', { name: 'Chat c99' });
    expect(rows()).toHaveLength(100);
    // A chat created elsewhere shifts the server's list by one: c99 comes again.
    api.server.list = [session('new'), ...api.server.list];
    api.hold();
    scrollNearBottom(60); // not yet within 50 px
    expect(api.history()).toHaveLength(1);
    scrollNearBottom(40);
    expect(await screen.findByText('Loading more chats...')).toBeInTheDocument();
    scrollNearBottom(10); // a load is running: no second one
    await waitFor(() => expect(api.history()).toHaveLength(3));
    expect(
      api
        .history()
        .slice(1)
        .map((c) => [c.page, c.pageSize]),
    ).toEqual([
      [2, 110],
      [11, 10],
    ]);
    act(() => api.release());
    await waitFor(() => expect(screen.queryByText('Loading more chats...')).toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(api.history()).toHaveLength(3);
    const names = rows().map((b) => b.textContent);
    // Server offsets [0, 220) of a list that grew by one at the top: c0 … c218, each once.
    expect(names).toEqual(chats(219).map((s) => s.messages[0]));
  });

  it('reaches every chat of a list of 150 and then stops', async () => {
    const api = fakeApi(chats(150));
    renderSidebar('/');
    await screen.findByRole('link', { name: 'Chat c99' });
    scrollNearBottom(0);
    await screen.findByRole('link', { name: 'Chat c149' });
    expect(rows().map((b) => b.textContent)).toEqual(chats(150).map((s) => s.messages[0]));
    expect(api.history()).toHaveLength(3);
    scrollNearBottom(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.history()).toHaveLength(3);
  });

  it('stops loading after a short page', async () => {
    const api = fakeApi(chats(150));
    renderSidebar('/');
    await screen.findByRole('link', { name: 'Chat c99' });
    scrollNearBottom(0);
    await screen.findByRole('link', { name: 'Chat c149' });
    expect(api.history()).toHaveLength(3);
    scrollNearBottom(0);
    scrollNearBottom(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.history()).toHaveLength(3);
  });

  it('does not load more when the first page is short', async () => {
    const api = fakeApi(chats(40));
    renderSidebar('/');
    await screen.findByRole('link', { name: 'Chat c39' });
    scrollNearBottom(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.history()).toHaveLength(1);
  });

  it('fetches page 1 and the counter again when historyVersion moves on', async () => {
    const api = fakeApi(chats(3), { uploads: 5 });
    const { store } = renderSidebar('/');
    await screen.findByRole('link', { name: 'Chat c2' });
    await waitFor(() => expect(api.uploads()).toHaveLength(1));
    api.server.list = [session('sent', 'The chat just sent'), ...api.server.list];
    api.server.uploads = 4;
    act(() => {
      store.dispatch(chatActions.historyChanged());
    });
    expect(await screen.findByRole('link', { name: 'The chat just sent' })).toBeInTheDocument();
    expect(api.history().map((c) => [c.page, c.pageSize])).toEqual([
      [1, 100],
      [1, 100],
    ]);
    expect(rows().map((b) => b.textContent)).toEqual([
      'The chat just sent',
      'Chat c0',
      'Chat c1',
      'Chat c2',
    ]);
    await waitFor(() =>
      expect(screen.getByText('Remaining Uploads').parentElement).toHaveTextContent(
        'Remaining Uploads4',
      ),
    );
    expect(api.uploads()).toHaveLength(2);
  });

  it('fetches the counter once when the send also invalidates it (as use-send does)', async () => {
    const api = fakeApi(chats(3), { uploads: 5 });
    const { store } = renderSidebar('/');
    await screen.findByRole('link', { name: 'Chat c2' });
    await waitFor(() => expect(api.uploads()).toHaveLength(1));
    act(() => {
      store.dispatch(userApi.util.invalidateTags(['Uploads']));
      store.dispatch(chatActions.historyChanged());
    });
    await waitFor(() => expect(api.history()).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.uploads()).toHaveLength(2);
  });

  it('says "Failed to fetch chat history." when the first page fails', async () => {
    const api = fakeApi(chats(3));
    api.server.failHistory = true;
    renderSidebar('/');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch chat history.'));
  });

  it('says "Could not refresh chat history." when a refresh fails, keeping the list', async () => {
    const api = fakeApi(chats(3));
    const { store } = renderSidebar('/');
    await screen.findByRole('link', { name: 'Chat c2' });
    api.server.failHistory = true;
    act(() => {
      store.dispatch(chatActions.historyChanged());
    });
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Could not refresh chat history.'),
    );
    expect(rows()).toHaveLength(3);
  });

  it('collapses and expands, remembering the choice', async () => {
    fakeApi(chats(3));
    renderSidebar('/');
    await screen.findByRole('link', { name: 'Chat c0' });
    const user = userEvent.setup();
    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    const content = document.getElementById(collapse.getAttribute('aria-controls')!)!;
    expect(content).toContainElement(list());
    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(content).not.toBeVisible();
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('1');
    await user.click(expand);
    expect(content).toBeVisible();
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBeNull();
  });

  it('starts collapsed when that was the last choice', async () => {
    fakeApi(chats(3));
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, '1');
    renderSidebar('/');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('admin mode: admin token, page size 1000, no toggle, no account menu, no counter, the fragment kept', async () => {
    const api = fakeApi(chats(1000));
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, '1'); // ignored: admin mode has no toggle
    const { store, router } = renderSidebar('/#gernationPRD', { admin: true });
    await screen.findByRole('link', { name: 'Chat c999' });
    expect(api.history()).toEqual([
      { path: HISTORY, page: 1, pageSize: 1000, auth: 'Bearer admin-token' },
    ]);
    expect(screen.queryByRole('button', { name: /sidebar/ })).toBeNull();
    expect(screen.queryByText('Account menu')).toBeNull();
    // In its place: the way to the console and out.
    expect(screen.getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // Admins have no upload quota: no counter.
    expect(screen.queryByText(messages.sidebar.remainingUploads)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Chat c5' }));
    await waitFor(() => expect(store.getState().chat.sessionId).toBe('c5'));
    expect(router.state.location.pathname).toBe('/c/c5');
    expect(router.state.location.hash).toBe('#gernationPRD');
    scrollNearBottom(0);
    await screen.findByText('Loading more chats...');
    await waitFor(() => expect(screen.queryByText('Loading more chats...')).toBeNull());
    expect(api.history().map((c) => [c.page, c.pageSize])).toEqual([
      [1, 1000],
      [2, 1000],
    ]);
  });
});
