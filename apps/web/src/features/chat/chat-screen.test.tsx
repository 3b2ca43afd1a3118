import { messages, STORAGE_KEYS } from '@prd/contract';
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

const PRD = `# Acme Portal PRD\n\n${'The portal **must** let customers track orders. '.repeat(15)}`;
const ev = (event: string, data: unknown) => sse(event, data);

function eventStream(chunks: string[], { hold }: { hold?: Promise<void> } = {}) {
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

interface Server {
  remaining: number;
  upload: (init: RequestInit, url: string) => Response | Promise<Response>;
  calls: string[];
}
let server: Server;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  server = {
    remaining: 3,
    calls: [],
    upload: () =>
      eventStream([
        ev('session', { session_id: 's-1' }),
        ev('token', { text: '# Acme Portal PRD\n\n' }),
        ev('token', { text: 'The portal **must**' }),
        ev('done', {
          message: messages.chat.sendSuccess,
          data: { document_path: '/api/v1/files/doc', prd_result: PRD, session_id: 's-1' },
        }),
      ]),
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    server.calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.includes('/user/get_user_uploads'))
      return json(200, { remaining_uploads: server.remaining });
    if (url.includes('/prd_upload/upload_files')) return server.upload(init, url);
    if (url.includes('/get_chat_data_by_chat_id'))
      return json(200, {
        session_id: 's-1',
        messages: [
          serverMessage({ chat_id: 10, message: 'Write the PRD for Acme Portal' }),
          serverMessage({
            chat_id: 11,
            role: 'ai',
            message: PRD,
            isDocument: true,
            documentPath: '/api/v1/files/doc',
          }),
        ],
      });
    return json(404, { message: 'Not Found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderChat(path = '/') {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
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
const box = () => screen.getByLabelText(messages.chatBox.messageLabel);

describe('ChatScreen: sending', () => {
  it('shows the text at once, the loading bubble, the streamed answer, then the saved chat', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const base = server.upload;
    server.upload = async (init, url) => {
      const res = await base(init, url);
      const text = await res.text();
      const parts = text.split(/(?<=\n\n)/);
      return eventStream(parts, { hold });
    };
    const user = userEvent.setup();
    const store = renderChat();
    expect(screen.getByRole('heading', { name: messages.chat.emptyHeading })).toBeVisible();

    await user.type(box(), 'Write the PRD for Acme Portal{Enter}');
    expect(box()).toHaveValue('');
    const conversation = await screen.findByRole('region', { name: messages.chat.conversation });
    expect(within(conversation).getByText('Write the PRD for Acme Portal')).toBeVisible();
    // Once the server named the session, Send is Stop until the answer ends.
    expect(await screen.findByRole('button', { name: messages.chat.stop })).toBeEnabled();

    // Streamed tokens show before the answer is complete.
    await waitFor(() =>
      expect(within(conversation).getByRole('heading', { name: 'Acme Portal PRD' })).toBeVisible(),
    );
    expect(store.getState().chat.status).toBe('streaming');
    release();

    await waitFor(() => expect(store.getState().chat.status).toBe('idle'));
    // The chat is fetched again: the entries now carry the server's ids.
    await waitFor(() =>
      expect(store.getState().chat.entries.map((e) => e.key)).toEqual(['chat-10', 'chat-11']),
    );
    expect(store.getState().chat.sessionId).toBe('s-1');
    // The new chat is listed once its session is named, and again after the answer.
    expect(store.getState().chat.historyVersion).toBe(2);
    expect(server.calls).toContain(
      'GET /api/v1/prd_chat_history/get_chat_data_by_chat_id?session_id=s-1',
    );
    // The quota is fetched again after the send.
    await waitFor(() =>
      expect(server.calls.filter((c) => c.includes('get_user_uploads')).length).toBe(2),
    );
    // A long PRD answer has its actions.
    expect(screen.getByRole('group', { name: messages.messageActions.group })).toBeVisible();
  });

  it('marks "Uploaded file: [name]" entries loading and sends the session id on a follow-up', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const base = server.upload;
    server.upload = async (init, url) => {
      await hold;
      return base(init, url);
    };
    const user = userEvent.setup();
    const store = renderChat();
    await user.upload(
      screen.getByTestId('chat-file-input'),
      new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
    );
    await user.type(box(), 'From the brief{Enter}');
    // In the server's order: the typed text, then the file's entry; shown as one message.
    const [typed, uploaded, answer] = store.getState().chat.entries;
    expect(screen.getAllByRole('heading', { name: messages.chat.you })).toHaveLength(1);
    expect(uploaded).toMatchObject({ message: 'Uploaded file: [brief.pdf]', loading: true });
    expect(typed).toMatchObject({ message: 'From the brief', role: 'human' });
    expect(answer).toMatchObject({ role: 'ai', status: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent(messages.chat.generating);
    release();
    server.upload = base;
    await waitFor(() => expect(store.getState().chat.entries[0]!.key).toBe('chat-10'));

    await user.type(box(), 'Add a mobile app{Enter}');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.includes('upload_files')).at(-1)).toBe(
        'POST /api/v1/prd_upload/upload_files?session_id=s-1',
      ),
    );
  });

  it('shows a refusal on the answer and in a toast, without Retry (it would be refused again)', async () => {
    server.upload = () => json(402, { message: messages.chat.upgradePlan });
    const user = userEvent.setup();
    renderChat();
    await user.type(box(), 'Write it{Enter}');
    const conversation = await screen.findByRole('region', { name: messages.chat.conversation });
    const alert = await within(conversation).findByRole('alert');
    expect(alert).toHaveTextContent(messages.chat.upgradePlan);
    expect(
      await screen.findByText(messages.chat.upgradePlan, { selector: '.Toastify *' }),
    ).toBeVisible();
    expect(within(alert).queryByRole('button', { name: messages.chat.retry })).toBeNull();
  });

  it('out of uploads: Send is disabled and the chat says so with an Upgrade link', async () => {
    server.remaining = 0;
    renderChat();
    const notice = await screen.findByText(messages.billing.outOfUploads, { exact: false });
    const region = notice.closest('[role="status"]') as HTMLElement;
    expect(region).toHaveTextContent(messages.billing.uploadsExplained);
    expect(within(region).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/settings/plancard',
    );
    // A new chat's first message is a brief: refused at 0, as the server does.
    expect(screen.getByRole('button', { name: messages.chatBox.send })).toBeDisabled();
  });

  it('shows no upgrade notice while uploads are left', async () => {
    server.remaining = 3;
    renderChat();
    await screen.findByRole('textbox');
    await waitFor(() =>
      expect(server.calls.some((c) => c.includes('get_user_uploads'))).toBe(true),
    );
    expect(screen.queryByText(messages.billing.outOfUploads, { exact: false })).toBeNull();
  });

  it('offers Retry when the AI provider failed, and Retry sends again', async () => {
    server.upload = () =>
      eventStream([
        ev('session', { session_id: 's-1' }),
        ev('error', {
          message: 'The AI provider is unavailable.',
          code: 'UPSTREAM_FAILED',
          status: 502,
        }),
      ]);
    const user = userEvent.setup();
    renderChat();
    await user.type(box(), 'Write it{Enter}');
    const conversation = await screen.findByRole('region', { name: messages.chat.conversation });
    const alert = await within(conversation).findByRole('alert');
    expect(alert).toHaveTextContent('The AI provider is unavailable.');

    server.upload = () =>
      eventStream([
        ev('done', {
          message: messages.chat.sendSuccess,
          data: { document_path: '/api/v1/files/doc', prd_result: PRD, session_id: 's-1' },
        }),
      ]);
    await user.click(within(alert).getByRole('button', { name: messages.chat.retry }));
    await waitFor(() => expect(within(conversation).queryByRole('alert')).toBeNull());
    expect(server.calls.filter((c) => c.includes('upload_files'))).toEqual([
      'POST /api/v1/prd_upload/upload_files',
      'POST /api/v1/prd_upload/upload_files?session_id=s-1',
    ]);
  });

  it('names disallowed files and refuses an empty send', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderChat();
    await user.upload(screen.getByTestId('chat-file-input'), [
      new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
    ]);
    expect(await screen.findByText(messages.chat.filesNotAllowed('tool.exe'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: messages.chatBox.send }));
    expect(await screen.findByText(messages.chat.emptySend)).toBeVisible();
    expect(server.calls.some((c) => c.includes('upload_files'))).toBe(false);
  });

  it('at 0 remaining uploads sends a typed follow-up, and disables Send with the upgrade tooltip while files are attached', async () => {
    server.remaining = 0;
    const user = userEvent.setup({ applyAccept: false });
    renderChat('/c/s-1');
    await screen.findByText(messages.billing.outOfUploads, { exact: false });
    await screen.findByRole('region', { name: messages.chat.conversation });
    const send = () => screen.getByRole('button', { name: messages.chatBox.send });
    expect(send()).toBeEnabled();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();

    await user.upload(screen.getByTestId('chat-file-input'), [
      new File(['a'], 'brief.pdf', { type: 'application/pdf' }),
    ]);
    expect(send()).toBeDisabled();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      messages.chat.upgradePlan,
    );
    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    expect(send()).toBeEnabled();

    await user.type(box(), 'What does FR-2 cover?{Enter}');
    await waitFor(() =>
      expect(server.calls.some((c) => c.startsWith('POST') && c.includes('upload_files'))).toBe(
        true,
      ),
    );
  });

  it('shows the shape of the chat while an opened chat loads, never a blank area', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/get_chat_data_by_chat_id')) await held;
      return fetchNow(url, init);
    });
    renderChat('/c/s-1');
    // From the first render, before the address is read into the chat.
    expect(screen.getByRole('status')).toHaveTextContent(messages.chat.chatLoading);
    expect(screen.queryByRole('heading', { name: messages.chat.emptyHeading })).toBeNull();
    release();
    const conversation = await screen.findByRole('region', { name: messages.chat.conversation });
    expect(within(conversation).getByText('Write the PRD for Acme Portal')).toBeVisible();
    expect(screen.queryByText(messages.chat.chatLoading)).toBeNull();
  });

  it('focuses the message box when the chat opens', async () => {
    renderChat();
    await waitFor(() => expect(box()).toHaveFocus());
  });

  it('tells screen readers when the answer is ready (a polite live region)', async () => {
    const user = userEvent.setup();
    renderChat();
    const region = document.querySelector('[data-answer-announcer]');
    expect(region).toBeNull(); // the empty chat has no conversation yet
    await user.type(box(), 'Write the PRD for Acme Portal{Enter}');
    const conversation = await screen.findByRole('region', { name: messages.chat.conversation });
    await waitFor(() =>
      expect(within(conversation).getByRole('heading', { name: 'Acme Portal PRD' })).toBeVisible(),
    );
    const live = document.querySelector('[data-answer-announcer]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(live).toHaveTextContent(messages.chat.answerReady));
  });

  it('says "Please login first." when the token is gone', async () => {
    const user = userEvent.setup();
    renderChat();
    localStorage.clear();
    await user.type(box(), 'Hello there, write it{Enter}');
    expect(await screen.findByText(messages.chat.loginFirst)).toBeVisible();
    expect(server.calls.some((c) => c.includes('upload_files'))).toBe(false);
  });
});

describe('ChatScreen: kinds of reply', () => {
  it('sends the option of a clarifying question picked as a chip as the next message', async () => {
    const questions = [
      {
        question: 'Who is the first user?',
        options: [
          { key: 'A', label: 'Shop owners' },
          { key: 'B', label: 'Draft anyway with assumptions' },
        ],
      },
    ];
    const reply = {
      kind: 'questions' as const,
      intent: 'draft' as const,
      version: null,
      changes: [],
      questions,
      writer: 'built-in' as const,
      skipped_files: [],
      charged: false,
    };
    const sent: (string | null)[] = [];
    const base = fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url.includes('/prd_upload/upload_files')) {
        const text = (init.body as FormData).get('user_input');
        sent.push(typeof text === 'string' ? text : null);
        return eventStream([
          ev('session', { session_id: 's-1' }),
          ev('reply', { kind: 'questions', intent: 'draft' }),
          ev('token', { text: 'A few questions first.' }),
          ev('done', {
            message: messages.chat.sendSuccess,
            data: {
              document_path: null,
              prd_result: 'A few questions first.',
              session_id: 's-1',
              reply,
            },
          }),
        ]);
      }
      if (url.includes('/get_chat_data_by_chat_id'))
        return json(200, {
          session_id: 's-1',
          messages: [
            serverMessage({ chat_id: 10, message: 'A shop app' }),
            serverMessage({ chat_id: 11, role: 'ai', message: 'A few questions first.', reply }),
          ],
        });
      return base(url, init);
    });
    const user = userEvent.setup();
    renderChat();
    await user.type(box(), 'A shop app{Enter}');
    const chip = await screen.findByRole('button', { name: 'B) Draft anyway with assumptions' });
    // An answer, not a PRD: nothing to download or share.
    expect(screen.queryByRole('group', { name: messages.messageActions.group })).toBeNull();
    await waitFor(() => expect(chip).toBeEnabled());
    await user.click(chip);
    await waitFor(() => expect(sent).toEqual(['A shop app', 'Draft anyway with assumptions']));
  });
});
