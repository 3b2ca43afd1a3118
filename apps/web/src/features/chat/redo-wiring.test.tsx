import { messages, STORAGE_KEYS, type ChatMessage } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { ChatScreen } from './components/chat-screen';
import { serverMessage } from './test/server-message';
import { jsonResponse, sse } from './test/sse-test-utils';

const c = messages.chat;
const OLD = `# Old PRD\n\n${'The portal must track orders. '.repeat(25)}`;
const NEW = `# New PRD\n\n${'The portal must track parcels. '.repeat(25)}`;
const ev = (event: string, data: unknown) => sse(event, data);

function eventStream(chunks: string[], hold?: Promise<void>) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const [i, chunk] of chunks.entries()) {
          if (i === chunks.length - 1 && hold) await hold;
          controller.enqueue(encoder.encode(chunk));
        }
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
}
const json = jsonResponse;

const msg = serverMessage;

const answered = (text: string, answer: string): ChatMessage[] => [
  msg({ chat_id: 1, message: 'First brief' }),
  msg({ chat_id: 2, role: 'ai', message: '# First answer' }),
  msg({ chat_id: 3, message: text }),
  msg({
    chat_id: 4,
    message: 'Uploaded file: [brief.pdf]',
    files: [{ name: 'brief.pdf', url: '/f' }],
  }),
  msg({ chat_id: 5, role: 'ai', message: answer, isDocument: true, documentPath: '/d' }),
];

const done = (prd: string) =>
  ev('done', {
    message: c.sendSuccess,
    data: { document_path: '/d', prd_result: prd, session_id: 's-1' },
  });

interface Server {
  stored: ChatMessage[];
  redo: (init: RequestInit, url: string) => Response | Promise<Response>;
  upload: (init: RequestInit, url: string) => Response | Promise<Response>;
  calls: string[];
  bodies: string[];
}
let server: Server;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  server = {
    stored: answered('Second brief', OLD),
    calls: [],
    bodies: [],
    upload: () => json(500, { message: 'unused' }),
    redo: () => {
      server.stored = answered('Second brief', NEW);
      return eventStream([
        ev('session', { session_id: 's-1' }),
        ev('token', { text: '# New PRD' }),
        done(NEW),
      ]);
    },
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    server.calls.push(`${init.method ?? 'GET'} ${url}`);
    if (typeof init.body === 'string') server.bodies.push(init.body);
    if (url.includes('/user/get_user_uploads')) return json(200, { remaining_uploads: 3 });
    if (url.includes('/regenerate_answer') || url.includes('/edit_message'))
      return server.redo(init, url);
    if (url.includes('/upload_files') || url.includes('/stop_answer'))
      return server.upload(init, url);
    if (url.includes('/get_chat_data_by_chat_id'))
      return json(200, { session_id: 's-1', messages: server.stored });
    if (url.includes('history')) return json(200, { data: [], total: 0 });
    return json(404, { message: 'Not Found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderChat() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/c/s-1']}>
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
const regenerateButtons = () => screen.queryAllByRole('button', { name: c.regenerateLabel });
const editButtons = () => screen.queryAllByRole('button', { name: c.editMessageLabel });
const conversation = () => screen.findByRole('region', { name: c.conversation });
const articles = async () => within(await conversation()).getAllByRole('article');

describe('Regenerate and Edit in the chat', () => {
  it('are offered on the last answer and the last typed message only', async () => {
    renderChat();
    await screen.findByText('Second brief');
    expect(regenerateButtons()).toHaveLength(1);
    expect(editButtons()).toHaveLength(1);
    const all = await articles();
    // The last answer carries Regenerate; the last "You" message (text and file) carries Edit.
    expect(within(all.at(-1)!).getByRole('button', { name: c.regenerateLabel })).toBeEnabled();
    expect(within(all.at(-2)!).getByRole('button', { name: c.editMessageLabel })).toBeEnabled();
    expect(within(all.at(-2)!).getByText('brief.pdf')).toBeInTheDocument();
    expect(within(all[0]!).queryByRole('button', { name: c.editMessageLabel })).toBeNull();
  });

  it('Regenerate replaces the last answer, then refreshes the counter, history and chat', async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    server.redo = () => {
      server.stored = answered('Second brief', NEW);
      return eventStream(
        [ev('session', { session_id: 's-1' }), ev('token', { text: '# New PRD' }), done(NEW)],
        hold,
      );
    };
    const user = userEvent.setup();
    const store = renderChat();
    await screen.findByText('Second brief');
    const before = server.calls.length;
    await user.click(regenerateButtons()[0]!);
    // While it is written: the old answer is gone, Edit waits, one answer is being written.
    await waitFor(() => expect(screen.queryByText('Old PRD')).toBeNull());
    expect(editButtons()[0]).toBeDisabled();
    expect(store.getState().chat.status).toMatch(/^(sending|streaming)$/);
    release();
    await screen.findByRole('heading', { name: 'New PRD' });
    await waitFor(() => expect(store.getState().chat.entries.at(-1)!.key).toBe('chat-5'));
    const after = server.calls.slice(before);
    expect(after[0]).toBe('POST /api/v1/prd_upload/regenerate_answer?session_id=s-1');
    expect(after.some((x) => x.includes('get_user_uploads'))).toBe(true);
    expect(after.some((x) => x.includes('get_chat_data_by_chat_id'))).toBe(true);
    expect(store.getState().chat.historyVersion).toBeGreaterThan(0);
    expect(store.getState().chat.entries.filter((e) => e.role === 'ai')).toHaveLength(2);
    expect(regenerateButtons()[0]).toBeEnabled();
  });

  it('Edit resends the new text and shows the new answer', async () => {
    server.redo = () => {
      server.stored = answered('Second brief, for phones', NEW);
      return eventStream([ev('session', { session_id: 's-1' }), done(NEW)]);
    };
    const user = userEvent.setup();
    renderChat();
    await screen.findByText('Second brief');
    await user.click(editButtons()[0]!);
    const field = screen.getByRole('textbox', { name: c.editFieldLabel });
    await user.type(field, ', for phones');
    await user.click(screen.getByRole('button', { name: c.editSave }));
    await screen.findByRole('heading', { name: 'New PRD' });
    expect(server.calls).toContain('POST /api/v1/prd_upload/edit_message?session_id=s-1');
    expect(server.bodies).toContain(JSON.stringify({ user_input: 'Second brief, for phones' }));
    expect(await screen.findByText('Second brief, for phones')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: c.editFieldLabel })).toBeNull();
  });

  it('a refused edit keeps the typed text, tells why once and brings the old answer back', async () => {
    server.redo = () =>
      json(409, { message: 'An answer is already being written.', code: 'ANSWER_IN_PROGRESS' });
    const user = userEvent.setup();
    const store = renderChat();
    await screen.findByText('Second brief');
    await user.click(editButtons()[0]!);
    await user.type(screen.getByRole('textbox', { name: c.editFieldLabel }), ' again');
    await user.click(screen.getByRole('button', { name: c.editSave }));
    expect(
      await screen.findByText('An answer is already being written.', { selector: '.Toastify *' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: c.editFieldLabel })).toHaveValue(
      'Second brief again',
    );
    await screen.findByRole('heading', { name: 'Old PRD' });
    // The message keeps its stored text (the edit box still holds the new one).
    expect(store.getState().chat.entries.map((e) => e.message)).toContain('Second brief');
    expect(store.getState().chat.entries.map((e) => e.message)).not.toContain('Second brief again');
    expect(within(await conversation()).queryByRole('alert')).toBeNull();
    expect(regenerateButtons()).toHaveLength(1);
  });
});

describe('Stop on a regenerated answer', () => {
  it('stops it like a send: what was written stays, marked stopped', async () => {
    const encoder = new TextEncoder();
    let live!: ReadableStreamDefaultController<Uint8Array>;
    server.redo = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            live = controller;
            controller.enqueue(encoder.encode(ev('session', { session_id: 's-1' })));
            controller.enqueue(encoder.encode(ev('token', { text: '# Half PRD\n\nThe por' })));
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    const base = server.upload;
    const stopped = '# Half PRD\n\nThe por';
    server.upload = (init, url) => {
      if (!url.includes('stop_answer')) return base(init, url);
      server.stored = [
        ...answered('Second brief', OLD).slice(0, 4),
        msg({ chat_id: 6, role: 'ai', message: stopped, status: 'stopped' }),
      ];
      live.enqueue(
        encoder.encode(ev('stopped', { session_id: 's-1', prd_result: stopped, charged: false })),
      );
      live.close();
      return json(200, { message: c.stopSent, data: { session_id: 's-1' } });
    };
    const user = userEvent.setup();
    const store = renderChat();
    await screen.findByText('Second brief');
    await user.click(regenerateButtons()[0]!);
    await screen.findByRole('heading', { name: 'Half PRD' });
    await user.click(screen.getByRole('button', { name: c.stop }));
    expect(server.calls).toContain('POST /api/v1/prd_upload/stop_answer?session_id=s-1');
    expect(await screen.findByText(c.stopped)).toBeVisible();
    await waitFor(() => expect(store.getState().chat.status).toBe('stopped'));
    await waitFor(() => expect(store.getState().chat.entries.at(-1)!.status).toBe('stopped'));
    // The stopped answer can be written again.
    expect(regenerateButtons()).toHaveLength(1);
    expect(regenerateButtons()[0]).toBeEnabled();
  });
});

describe('a send refused because the session expired', () => {
  it('leaves no error bubble and adds no toast of its own', async () => {
    server.upload = () => json(498, { message: 'Invalid token', code: 'INVALID_TOKEN' });
    const user = userEvent.setup();
    renderChat();
    await screen.findByText('Second brief');
    const box = screen.getByLabelText(messages.chatBox.messageLabel);
    await user.type(box, 'One more thing{Enter}');
    await waitFor(() => expect(server.calls.some((x) => x.includes('upload_files'))).toBe(true));
    await waitFor(() =>
      expect(screen.queryByText('One more thing', { selector: 'article *' })).toBeNull(),
    );
    expect(within(await conversation()).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Invalid token', { selector: '.Toastify *' })).toBeNull();
    expect(screen.queryByText(c.uploadOrSendFailed, { selector: '.Toastify *' })).toBeNull();
  });
});
