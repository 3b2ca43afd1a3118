import { messages, STORAGE_KEYS, type ChatMessage, type ReplyInfo } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { ChatStatus } from './chat.slice';
import { ChatScreen } from './components/chat-screen';
import { cardText } from './components/document-card';
import { variantText } from './components/variant-switch';
import { serverMessage } from './test/server-message';
import { jsonResponse, liveSse, sse } from './test/sse-test-utils';

// The chat with documents (issue 26): one status through a send, the version card replacing the
// document once it is written, and the switch between regenerated answers.

const SESSION = '0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const PRD = `# ShiftSwap PRD\n\n## Summary\n\n${'Nurses swap shifts without calling the ward. '.repeat(12)}`;

const prdReply = (version: number): ReplyInfo => ({
  kind: 'prd',
  intent: version === 1 ? 'draft' : 'revise',
  version,
  changes: [],
  questions: [],
  writer: 'provider',
  skipped_files: [],
  charged: true,
  document: {
    document_id: 'doc-1',
    version,
    label: `0.${version}`,
    summary: version === 1 ? 'First draft' : '1 change: FR-4 added',
    change_count: version - 1,
  },
});

const human = serverMessage({
  chat_id: 10,
  session_id: SESSION,
  message: 'Write the ShiftSwap PRD',
});
const answer = (chatId: number, over: Partial<ChatMessage> = {}): ChatMessage =>
  serverMessage({
    chat_id: chatId,
    session_id: SESSION,
    role: 'ai',
    message: PRD,
    isDocument: true,
    documentPath: '/api/v1/files/doc',
    ...over,
  });

let calls: string[];
let routes: Record<string, (init: RequestInit) => Response | Promise<Response>>;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  calls = [];
  routes = {};
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.includes('/user/get_user_uploads')) return jsonResponse(200, { remaining_uploads: 3 });
    const route = Object.keys(routes).find((part) => url.includes(part));
    // The document view (its own feature's tests cover it) finds nothing here.
    return route ? routes[route]!(init) : jsonResponse(404, { message: 'Not Found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderChat(path = '/') {
  const store = makeStore();
  const statuses: ChatStatus[] = [store.getState().chat.status];
  store.subscribe(() => {
    const now = store.getState().chat.status;
    if (statuses.at(-1) !== now) statuses.push(now);
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
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
  return { store, statuses };
}
const box = () => screen.getByLabelText(messages.chatBox.messageLabel);
const conversation = () => screen.findByRole('region', { name: messages.chat.conversation });
const card = (label: string) => screen.queryByRole('group', { name: cardText.region(label) });

describe('ChatScreen: one status', () => {
  it('goes sending, streaming, idle; the document grows as it streams, then becomes its card', async () => {
    const stream = liveSse();
    routes['/prd_upload/upload_files'] = () => stream.response;
    routes['/get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, {
        session_id: SESSION,
        messages: [human, answer(11, { reply: prdReply(1) })],
      });
    const user = userEvent.setup();
    const { store, statuses } = renderChat();
    expect(store.getState().chat.status).toBe('idle');

    await user.type(box(), 'Write the ShiftSwap PRD{Enter}');
    expect(store.getState().chat.status).toBe('sending');
    expect(await screen.findByText(messages.chat.generating)).toBeVisible();
    stream.send(sse('session', { session_id: SESSION }, '1-0'));
    stream.send(sse('reply', { kind: 'prd', intent: 'draft' }, '2-0'));
    stream.send(sse('token', { text: '# ShiftSwap PRD\n\n## Summary\n\n' }, '3-0'));
    const chat = await conversation();
    // While it streams, the document grows in the chat as before.
    await waitFor(() =>
      expect(within(chat).getByRole('heading', { name: 'Summary' })).toBeVisible(),
    );
    expect(store.getState().chat.status).toBe('streaming');
    expect(card('0.1')).toBeNull();

    stream.send(
      sse(
        'done',
        {
          message: messages.chat.sendSuccess,
          data: {
            document_path: '/api/v1/files/doc',
            prd_result: PRD,
            session_id: SESSION,
            reply: prdReply(1),
          },
        },
        '4-0',
      ),
    );
    stream.end();
    // Written with a version: the card, and the document view opens on that version.
    await waitFor(() => expect(card('0.1')).not.toBeNull());
    expect(within(chat).queryByRole('heading', { name: 'Summary' })).toBeNull();
    expect(store.getState().chat.documentPanel).toEqual({
      open: true,
      documentId: 'doc-1',
      version: 1,
    });
    await waitFor(() => expect(store.getState().chat.entries.at(-1)?.key).toBe('chat-11'));
    expect(card('0.1')).not.toBeNull();
    expect(statuses).toEqual(['idle', 'sending', 'streaming', 'idle']);
  });

  it('ends failed when the answer fails, and stopped when it is stopped', async () => {
    routes['/prd_upload/upload_files'] = () =>
      new Response(
        sse('session', { session_id: SESSION }) +
          sse('error', {
            message: 'The AI provider is unavailable.',
            code: 'UPSTREAM_FAILED',
            status: 502,
          }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    routes['/get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, { session_id: SESSION, messages: [human] });
    const user = userEvent.setup();
    const { store, statuses } = renderChat();
    await user.type(box(), 'Write it{Enter}');
    expect(await screen.findByRole('button', { name: messages.chat.retry })).toBeVisible();
    expect(store.getState().chat.status).toBe('failed');
    expect(statuses).toEqual(['idle', 'sending', 'failed']);

    const stream = liveSse();
    routes['/prd_upload/upload_files'] = () => stream.response;
    routes['/prd_upload/stop_answer'] = () => {
      stream.send(sse('stopped', { session_id: SESSION, prd_result: '# Half', charged: true }));
      stream.end();
      return jsonResponse(200, { message: messages.chat.stopSent, data: { session_id: SESSION } });
    };
    await user.type(box(), 'Try again{Enter}');
    stream.send(sse('session', { session_id: SESSION }));
    stream.send(sse('token', { text: '# Half' }));
    await user.click(await screen.findByRole('button', { name: messages.chat.stop }));
    await waitFor(() => expect(store.getState().chat.status).toBe('stopped'));
    expect(statuses.slice(3)).toEqual(['sending', 'streaming', 'stopped']);
    expect(store.getState().chat.answer).toBeNull();
  });
});

describe('ChatScreen: regenerated answers', () => {
  it('shows ‹ 2 / 2 › on the last answer and switches to another; the document view follows', async () => {
    let shown = 12;
    const chatData = () =>
      jsonResponse(200, {
        session_id: SESSION,
        messages: [
          human,
          answer(shown, {
            reply: prdReply(shown === 12 ? 2 : 1),
            variants: { index: shown === 12 ? 1 : 0, chat_ids: [11, 12] },
          }),
        ],
      });
    routes['/get_chat_data_by_chat_id'] = chatData;
    routes['/prd_chat_history/select_answer'] = () => {
      shown = 11;
      return jsonResponse(200, {
        message: 'ok',
        data: {
          session_id: SESSION,
          chat_id: 11,
          variants: { index: 0, chat_ids: [11, 12] },
          document: { document_id: 'doc-1', current_version: 1 },
        },
      });
    };
    const user = userEvent.setup();
    const { store } = renderChat(`/c/${SESSION}`);
    const switcher = await screen.findByRole('group', { name: variantText.group });
    expect(within(switcher).getByText('2 / 2')).toBeVisible();
    expect(within(switcher).getByRole('button', { name: variantText.next })).toBeDisabled();
    expect(card('0.2')).not.toBeNull();
    // Opening the chat shows its document at its current version.
    expect(store.getState().chat.documentPanel).toEqual({
      open: true,
      documentId: 'doc-1',
      version: null,
    });

    await user.click(within(switcher).getByRole('button', { name: variantText.previous }));
    expect(calls).toContain(
      `POST /api/v1/prd_chat_history/select_answer?session_id=${SESSION}&chat_id=11`,
    );
    await waitFor(() => expect(card('0.1')).not.toBeNull());
    expect(card('0.2')).toBeNull();
    const now = screen.getByRole('group', { name: variantText.group });
    expect(within(now).getByText('1 / 2')).toBeVisible();
    expect(within(now).getByRole('button', { name: variantText.previous })).toBeDisabled();
    expect(within(now).getByRole('button', { name: variantText.next })).toBeEnabled();
    expect(store.getState().chat.documentPanel).toEqual({
      open: true,
      documentId: 'doc-1',
      version: 1,
    });
  });

  it('offers no switch for an answer without variants', async () => {
    routes['/get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, {
        session_id: SESSION,
        messages: [human, answer(11, { reply: prdReply(1) })],
      });
    renderChat(`/c/${SESSION}`);
    await waitFor(() => expect(card('0.1')).not.toBeNull());
    expect(screen.queryByRole('group', { name: variantText.group })).toBeNull();
  });
});
