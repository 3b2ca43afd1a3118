import { errorStatus, messages, STORAGE_KEYS } from '@prd/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../app/home-route';
import { AppLayout } from '../../app/layouts/app-layout';
import { AppProviders } from '../../app/provider';
import { headerOf, jsonResponse, liveSse, sse } from './test/sse-test-utils';
import { notify } from '../../lib/toast';

/**
 * A deleted account (410 ACCOUNT_DELETED) is told so once, by the shell's session-expired
 * handler: the signed-in chat's own loads and refreshes failing because of it add no
 * "Failed to fetch…" or "Could not refresh…" toast.
 */
const refreshFailures = [
  messages.chat.historyFetchFailed,
  messages.chat.historyRefreshFailed,
  messages.chat.chatFetchFailed,
  messages.chat.chatRefreshFailed,
];

let deleted: boolean;
/** The refusals given (a deleted account's token: 410; no token: 401), and how many were read. */
let refusals: { given: number; read: number };
let routes: Record<string, () => Response>;

/** A refusal as the server gives it, counted when the client has read it. */
function refusal(status: number, body: Record<string, unknown>): Response {
  refusals.given += 1;
  const res = jsonResponse(status, body);
  const json = res.json.bind(res);
  res.json = async () => {
    const read: unknown = await json();
    refusals.read += 1;
    return read;
  };
  return res;
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  localStorage.setItem(STORAGE_KEYS.userRefreshToken, 'user-refresh');
  deleted = false;
  refusals = { given: 0, read: 0 };
  routes = {};
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    // The chat's own reads are refused; the account's other reads came back before.
    if (deleted && url.includes('/prd_chat_history/') && !url.includes('/visitor_chat')) {
      return headerOf(init, 'Authorization')
        ? refusal(errorStatus.ACCOUNT_DELETED, {
            message: messages.session.accountDeleted,
            code: 'ACCOUNT_DELETED',
          })
        : refusal(errorStatus.NOT_AUTHENTICATED, {
            message: 'Not authenticated',
            code: 'NOT_AUTHENTICATED',
          });
    }
    if (url.includes('/user/get_user_uploads')) return jsonResponse(200, { remaining_uploads: 3 });
    if (url.includes('/visitor_chat')) {
      return jsonResponse(200, { session_id: null, messages: [], free_limit: 3, free_left: 3 });
    }
    const route = Object.keys(routes).find((part) => url.includes(part));
    return route ? routes[route]!() : jsonResponse(404, { message: 'Not Found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** The app's shell (its session-expired handler, the sidebar's history) around the chat. */
function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/c/:sessionId', element: <HomePage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Every 410 answer has been read and what the client does with it has run. */
async function settled(answers: number) {
  await waitFor(() => expect(refusals.read).toBeGreaterThanOrEqual(answers));
  await waitFor(() => expect(refusals.read).toBe(refusals.given));
  // The rest is promise callbacks: one macrotask later they have all run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const errorsShown = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([m]) => m);

describe('the signed-in chat: a deleted account is told once, without refresh-failure toasts', () => {
  it('opening a chat: its reads failing with 410 say nothing of their own', async () => {
    deleted = true;
    const errors = vi.spyOn(notify, 'error');
    renderApp('/c/s-1');
    expect(await screen.findByText(messages.session.accountDeleted)).toBeVisible();
    // The history was refused (and the chat too, if it was asked for before the shell left it).
    await settled(1);
    expect(errorsShown(errors)).toContain(messages.session.accountDeleted);
    for (const failure of refreshFailures) {
      expect(errorsShown(errors)).not.toContain(failure);
      expect(screen.queryByText(failure)).toBeNull();
    }
  });

  it('after a send: the chat and history refreshes failing with 410 say nothing of their own', async () => {
    const stream = liveSse();
    routes['/prd_chat_history/get_chat_history'] = () => jsonResponse(200, { sessions: [] });
    routes['/prd_upload/upload_files'] = () => stream.response;
    const errors = vi.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderApp('/');
    await user.type(
      await screen.findByLabelText(messages.chatBox.messageLabel),
      'Write the PRD{Enter}',
    );
    stream.send(sse('session', { session_id: 's-1' }));
    // The account is deleted while the answer is written; the answer itself still arrives.
    deleted = true;
    stream.send(
      sse('done', {
        message: messages.chat.sendSuccess,
        data: { document_path: null, prd_result: 'Ferry answer.', session_id: 's-1' },
      }),
    );
    stream.end();
    expect(await screen.findByText(messages.session.accountDeleted)).toBeVisible();
    // The chat's reload and the history's refresh were both refused.
    await settled(2);
    for (const failure of refreshFailures) {
      expect(errorsShown(errors)).not.toContain(failure);
      expect(screen.queryByText(failure)).toBeNull();
    }
  });

  it('a failure that is not a deletion still says the history could not be fetched', async () => {
    routes['/prd_chat_history/get_chat_history'] = () =>
      jsonResponse(500, { message: 'Internal Server Error' });
    renderApp('/');
    expect(await screen.findByText(messages.chat.historyFetchFailed)).toBeVisible();
  });
});
