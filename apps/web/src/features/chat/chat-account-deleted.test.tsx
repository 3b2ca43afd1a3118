import { errorStatus, messages, STORAGE_KEYS } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse, liveSse, sse } from './test/sse-test-utils';
import { chatActions } from './chat.slice';
import { ChatScreen } from './components/chat-screen';
import { serverMessage } from './test/server-message';

/** The stream's end when the person was deleted while the answer was written (decision 027). */
const deletedEvent = sse(
  'error',
  {
    message: messages.chat.accountDeleted,
    status: errorStatus.ACCOUNT_DELETED,
    code: 'ACCOUNT_DELETED',
  },
  '3-0',
);

let calls: string[];
let routes: Record<string, () => Response>;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  calls = [];
  routes = {};
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url.includes('/user/get_user_uploads')) return jsonResponse(200, { remaining_uploads: 3 });
    const route = Object.keys(routes).find((part) => url.includes(part));
    return route ? routes[route]!() : jsonResponse(404, { message: 'Not Found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderChat() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<ChatScreen admin={false} />}>
            <Route index />
            <Route path="c/:sessionId" />
          </Route>
        </Routes>
        <ToastContainer />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}
const conversation = () => screen.findByRole('region', { name: messages.chat.conversation });

describe('ChatScreen: an answer ended by the account’s deletion', () => {
  it('shows why it ended, offers no retry, and asks the server nothing more', async () => {
    const stream = liveSse();
    routes['/prd_upload/upload_files'] = () => stream.response;
    const user = userEvent.setup();
    const store = renderChat();
    await user.type(screen.getByLabelText(messages.chatBox.messageLabel), 'Write the PRD{Enter}');
    stream.send(sse('session', { session_id: 's-1' }));
    stream.send(sse('token', { text: '# Ferry booking' }, '2-0'));
    const chat = await conversation();
    await waitFor(() => expect(within(chat).getByText('Ferry booking')).toBeVisible());
    const before = calls.length;

    stream.send(deletedEvent);
    stream.end();
    await waitFor(() => expect(store.getState().chat.entries.at(-1)?.status).toBe('failed'));
    expect(within(chat).getByText(messages.chat.accountDeleted)).toBeVisible();
    expect(within(chat).queryByRole('button', { name: messages.chat.retry })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.chat.stop })).toBeNull();
    // No reload, no uploads count, no history: the account is gone.
    expect(calls.slice(before)).toEqual([]);
  });

  it('says so in a reopened chat whose answer was being followed, without reading the chat again', async () => {
    const stream = liveSse();
    routes['/get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, {
        session_id: 's-1',
        messages: [
          serverMessage({ message: 'Write the PRD', chat_id: 10 }),
          serverMessage({
            chat_id: 11,
            role: 'ai',
            message: messages.chat.generating,
            status: 'pending',
          }),
        ],
      });
    routes['/prd_upload/answer_stream'] = () => stream.response;
    const store = renderChat();
    store.dispatch(chatActions.sessionChosen('s-1'));
    const chat = await conversation();
    await waitFor(() => expect(calls.some((c) => c.includes('answer_stream'))).toBe(true));
    const reads = () => calls.filter((c) => c.includes('get_chat_data_by_chat_id')).length;
    const readsBefore = reads();

    stream.send(sse('session', { session_id: 's-1' }));
    stream.send(deletedEvent);
    stream.end();
    expect(await within(chat).findByText(messages.chat.accountDeleted)).toBeVisible();
    await waitFor(() => expect(store.getState().chat.answer).toBeNull());
    expect(store.getState().chat.status).toBe('failed');
    expect(reads()).toBe(readsBefore);
  });
});
