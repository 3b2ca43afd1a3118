import { messages, STORAGE_KEYS, type ChatMessage } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { headerOf, jsonResponse, liveSse, sse } from './test/sse-test-utils';
import { chatActions } from './chat.slice';
import { ChatScreen } from './components/chat-screen';
import { serverMessage } from './test/server-message';

const PRD = `# Acme Portal PRD\n\n${'The portal **must** let customers track orders. '.repeat(15)}`;

const message = (over: Partial<ChatMessage>): ChatMessage =>
  serverMessage({ message: 'Write the PRD for Acme Portal', chat_id: 10, ...over });

interface Call {
  method: string;
  url: string;
  init: RequestInit;
}
let calls: Call[];
let routes: Record<string, (init: RequestInit) => Response | Promise<Response>>;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  calls = [];
  routes = {};
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url, init });
    if (url.includes('/user/get_user_uploads')) return jsonResponse(200, { remaining_uploads: 3 });
    const route = Object.keys(routes).find((part) => url.includes(part));
    return route ? routes[route]!(init) : jsonResponse(404, { message: 'Not Found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderChat() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        {/* A chat's address is part of it: a new chat's first send moves it to /c/<id>. */}
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

describe('ChatScreen: Stop', () => {
  it('turns Send into Stop while the answer streams; Stop keeps what was written, without Retry', async () => {
    const stream = liveSse();
    routes['/prd_upload/upload_files'] = () => stream.response;
    routes['/prd_upload/stop_answer'] = () => {
      // The server ends the answer: its stream says stopped, with the text written so far.
      stream.send(
        sse(
          'stopped',
          { session_id: 's-1', prd_result: '# Acme Portal PRD\n\nThe portal', charged: true },
          '4-0',
        ),
      );
      stream.end();
      return jsonResponse(200, { message: messages.chat.stopSent, data: { session_id: 's-1' } });
    };
    routes['/get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, {
        session_id: 's-1',
        messages: [
          message({}),
          message({
            chat_id: 11,
            role: 'ai',
            message: '# Acme Portal PRD\n\nThe portal',
            status: 'stopped',
          }),
        ],
      });
    const user = userEvent.setup();
    const store = renderChat();
    await user.type(screen.getByLabelText(messages.chatBox.messageLabel), 'Write the PRD{Enter}');
    stream.send(sse('session', { session_id: 's-1' }));
    stream.send(sse('token', { text: '# Acme Portal PRD\n\n' }, '2-0'));
    stream.send(sse('token', { text: 'The portal' }, '3-0'));

    const chat = await conversation();
    await waitFor(() =>
      expect(within(chat).getByRole('heading', { name: 'Acme Portal PRD' })).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: messages.chatBox.send })).toBeNull();
    await user.click(screen.getByRole('button', { name: messages.chat.stop }));

    const stop = calls.find((c) => c.url.includes('stop_answer'));
    expect(stop).toMatchObject({
      method: 'POST',
      url: '/api/v1/prd_upload/stop_answer?session_id=s-1',
    });
    expect(headerOf(stop!.init, 'Authorization')).toBe('Bearer user-token');
    expect(await within(chat).findByText(messages.chat.stopped)).toBeVisible();
    expect(within(chat).getByText('The portal')).toBeVisible();
    expect(within(chat).queryByRole('button', { name: messages.chat.retry })).toBeNull();
    expect(within(chat).queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(store.getState().chat.entries.map((e) => [e.key, e.status])).toEqual([
        ['chat-10', 'complete'],
        ['chat-11', 'stopped'],
      ]),
    );
    expect(await screen.findByRole('button', { name: messages.chatBox.send })).toBeVisible();
    expect(screen.queryByRole('button', { name: messages.chat.stop })).toBeNull();
    // One state, said once: the note says what Regenerate does, and Regenerate sits beside it.
    const note = within(chat).getByText(messages.chat.stopped).closest('[data-stopped-note]');
    expect(note).not.toBeNull();
    expect(note).toHaveTextContent(messages.chat.stoppedRegenerate);
    const regenerate = within(chat).getAllByRole('button', { name: messages.chat.regenerateLabel });
    expect(regenerate).toHaveLength(1);
    expect(note).toContainElement(regenerate[0]!);
    expect(regenerate[0]).toBeEnabled();
  });
});

describe('ChatScreen: opening a chat whose answer is still being written', () => {
  it('attaches to its stream from the start, shows it live, then the saved answer', async () => {
    const stream = liveSse();
    let written = false;
    routes['/get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, {
        session_id: 's-1',
        messages: [
          message({}),
          written
            ? message({ chat_id: 11, role: 'ai', message: PRD, isDocument: true })
            : message({
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
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/prd_upload/answer_stream'))).toBe(true),
    );
    const attach = calls.find((c) => c.url.includes('answer_stream'))!;
    expect(attach.url).toBe('/api/v1/prd_upload/answer_stream?session_id=s-1');
    expect(headerOf(attach.init, 'Last-Event-ID')).toBeUndefined();
    expect(headerOf(attach.init, 'Accept')).toBe('text/event-stream');

    stream.send(sse('session', { session_id: 's-1' }));
    stream.send(sse('queued', { session_id: 's-1' }, '1-0'));
    stream.send(sse('token', { text: '# Acme Portal PRD\n\n' }, '2-0'));
    await waitFor(() =>
      expect(within(chat).getByRole('heading', { name: 'Acme Portal PRD' })).toBeVisible(),
    );
    // Live, so it can be stopped; a second message waits for it.
    expect(screen.getByRole('button', { name: messages.chat.stop })).toBeEnabled();
    expect(within(chat).queryByText(messages.chat.generating)).toBeNull();

    written = true;
    stream.send(
      sse(
        'done',
        {
          message: messages.chat.sendSuccess,
          data: { document_path: null, prd_result: PRD, session_id: 's-1' },
        },
        '3-0',
      ),
    );
    stream.end();
    await waitFor(() => expect(store.getState().chat.entries[1]?.status).toBe('complete'));
    expect(within(chat).getAllByRole('heading', { name: 'Acme Portal PRD' })).toHaveLength(1);
    expect(await screen.findByRole('button', { name: messages.chatBox.send })).toBeVisible();
    expect(store.getState().chat.answer).toBeNull();
    expect(store.getState().chat.status).toBe('idle');
    expect(calls.filter((c) => c.url.includes('answer_stream'))).toHaveLength(1);
  });

  it('drops the text of a failed attempt when the server starts the answer over', async () => {
    const stream = liveSse();
    routes['/get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, {
        session_id: 's-1',
        messages: [
          message({}),
          message({
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
    stream.send(sse('token', { text: 'Abandoned draft' }, '2-0'));
    await waitFor(() => expect(within(chat).getByText('Abandoned draft')).toBeVisible());
    stream.send(sse('reset', { attempt: 2 }, '3-0'));
    stream.send(sse('token', { text: 'Second attempt' }, '4-0'));
    await waitFor(() => expect(within(chat).getByText('Second attempt')).toBeVisible());
    expect(within(chat).queryByText(/Abandoned draft/)).toBeNull();
    expect(store.getState().chat.answer?.text).toBe('Second attempt');
    expect(store.getState().chat.status).toBe('streaming');
  });
});
