import { errorStatus, messages, paths, STORAGE_KEYS } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { http, json, server } from '../../test/server';
import { liveSse, sse } from './test/sse-test-utils';
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

const calls = server.calls;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  server.use(http.get(paths.user.getUserUploads, () => json(200, { remaining_uploads: 3 })));
});

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
    server.use(http.post(paths.prd.uploadFiles, () => stream.response));
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
    server.use(
      http.get(paths.prd.getChatData, () =>
        json(200, {
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
        }),
      ),
      http.get(paths.prd.answerStream, () => stream.response),
    );
    const store = renderChat();
    store.dispatch(chatActions.sessionChosen('s-1'));
    const chat = await conversation();
    await waitFor(() => expect(calls.some((c) => c.path === paths.prd.answerStream)).toBe(true));
    const reads = () => server.find('GET', paths.prd.getChatData).length;
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
