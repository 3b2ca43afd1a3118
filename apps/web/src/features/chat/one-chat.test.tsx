import { messages, STORAGE_KEYS, type ReplyInfo } from '@prd/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../app/home-route';
import { makeStore } from '../../app/store';
import { AuthModalProvider, useAuthModal } from '../../lib/auth-modal';
import { jsonResponse, liveSse, sse } from './test/sse-test-utils';
import { serverMessage } from './test/server-message';

// The rules of issue 13 for the one chat: addresses, a send as one message, the writing state,
// a visitor's refused send, and the reply parts in every mode.

const human = serverMessage;

const questionsReply: ReplyInfo = {
  kind: 'questions',
  intent: 'draft',
  version: null,
  changes: [],
  questions: [
    {
      question: 'Who is the first user?',
      options: [
        { key: 'A', label: 'Shop owners' },
        { key: 'B', label: 'Draft anyway with assumptions' },
      ],
    },
  ],
  writer: 'built-in',
  skipped_files: [],
  charged: false,
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let calls: string[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  routes = {};
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.includes('/user/get_user_uploads')) return jsonResponse(200, { remaining_uploads: 3 });
    const route = Object.keys(routes).find((part) => url.includes(part));
    return route ? routes[route]!(url, init) : jsonResponse(404, { message: 'Not Found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function ModalProbe() {
  return <p data-testid="modal">{useAuthModal().modal ?? 'none'}</p>;
}

function renderApp(entry: string, { signedIn = true } = {}) {
  if (signedIn) localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <HomePage />
            <ModalProbe />
          </>
        ),
        children: [{ index: true }, { path: 'c/:sessionId' }],
      },
    ],
    { initialEntries: [entry] },
  );
  const store = makeStore();
  render(
    <Provider store={store}>
      <AuthModalProvider>
        <RouterProvider router={router} />
      </AuthModalProvider>
    </Provider>,
  );
  return { router, store };
}

const conversation = () => screen.findByRole('region', { name: messages.chat.conversation });
const youMessages = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { name: messages.chat.you })
    .map((h) => h.closest('article')!);

describe('chats have addresses', () => {
  it('/c/<id> opens that chat (its messages are fetched), as after a reload or a pasted link', async () => {
    routes['get_chat_data_by_chat_id'] = (url) =>
      jsonResponse(200, {
        session_id: 's-9',
        messages: [
          human({ chat_id: 1, session_id: 's-9', message: 'Plan the Zephyr launch' }),
          human({ chat_id: 2, session_id: 's-9', role: 'ai', message: 'Here is the plan.' }),
        ],
        url,
      });
    renderApp('/c/s-9');
    const chat = await conversation();
    expect(within(chat).getByText('Plan the Zephyr launch')).toBeVisible();
    expect(calls).toContain('GET /api/v1/prd_chat_history/get_chat_data_by_chat_id?session_id=s-9');
  });

  it('a chat that is unknown or not yours: a clear message and a way to a new chat', async () => {
    routes['get_chat_data_by_chat_id'] = () =>
      jsonResponse(404, { message: messages.chat.sessionNotFound, code: 'NOT_FOUND' });
    const { router } = renderApp('/c/not-mine');
    expect(await screen.findByRole('heading', { name: messages.chat.chatNotFound })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: messages.chat.startNewChat }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(messages.chat.emptyHeading)).toBeVisible();
  });

  it('the first send of a new chat moves / to /c/<id> in place; Back then leaves the chat', async () => {
    const stream = liveSse();
    routes['upload_files'] = () => stream.response;
    routes['get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, {
        session_id: 's-1',
        messages: [
          human({ chat_id: 10, message: 'Write Orbit' }),
          human({ chat_id: 11, role: 'ai', message: 'Orbit answer.' }),
        ],
      });
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(messages.chatBox.messageLabel),
      'Write Orbit{Enter}',
    );
    stream.send(sse('session', { session_id: 's-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/s-1'));
    // Replaced, not pushed: the new chat's `/` is not left behind in the history.
    expect(router.state.historyAction).toBe('REPLACE');
    stream.send(
      sse('done', {
        message: messages.chat.sendSuccess,
        data: { document_path: null, prd_result: 'Orbit answer.', session_id: 's-1' },
      }),
    );
    stream.end();
    const chat = await conversation();
    expect(await within(chat).findByText('Orbit answer.')).toBeVisible();
    // Going to / is a new chat.
    await act(() => router.navigate('/'));
    expect(await screen.findByText(messages.chat.emptyHeading)).toBeVisible();
    await act(() => router.navigate(-1));
    expect(await within(await conversation()).findByText('Orbit answer.')).toBeVisible();
  });
});

describe('a send is one message', () => {
  it('a reopened chat shows the text and its "Uploaded file" entries as one "You" message with chips', async () => {
    routes['get_chat_data_by_chat_id'] = () =>
      jsonResponse(200, {
        session_id: 's-1',
        messages: [
          human({
            chat_id: 1,
            message: 'Uploaded file: [whiteboard.png]',
            files: [{ name: 'whiteboard.png', url: '/api/v1/files/w.png?sig=1' }],
            image_urls: ['/api/v1/files/w.png?sig=1'],
          }),
          human({
            chat_id: 2,
            message: 'Uploaded file: [zephyrine-brief.docx]',
            files: [{ name: 'zephyrine-brief.docx', url: '/api/v1/files/z.docx?sig=1' }],
          }),
          human({ chat_id: 3, message: 'Draft the PRD from these' }),
          human({ chat_id: 4, role: 'ai', message: 'Done.' }),
          human({ chat_id: 5, message: 'hi' }),
          human({ chat_id: 6, role: 'ai', message: 'Hello!' }),
        ],
      });
    renderApp('/c/s-1');
    const chat = await conversation();
    await within(chat).findByText('Hello!');
    const mine = youMessages(chat);
    expect(mine).toHaveLength(2);
    const [first, second] = mine as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Draft the PRD from these')).toBeVisible();
    const chips = within(first).getByRole('list', { name: messages.chat.sentFiles });
    const picture = within(chips).getByRole('img', {
      name: messages.chat.imageAlt('whiteboard.png'),
    });
    expect(within(chips).getByText('zephyrine-brief.docx')).toBeVisible();
    expect(within(chat).queryByText(/Uploaded file:/)).toBeNull();
    // A picture that fails to load becomes a file chip with its name.
    fireEvent.error(picture);
    expect(within(chips).queryByRole('img')).toBeNull();
    expect(within(chips).getByText('whiteboard.png')).toBeVisible();
    // "hi" is a normal pill: its words are not broken anywhere to fit.
    const pill = within(second).getByText('hi');
    expect(pill.className).not.toMatch(/overflow-wrap:anywhere|break-all/);
    expect(pill.parentElement!.className).toMatch(/max-w-\[75%\]/);
  });

  it('while sending, the text and its files are one "You" message, not one per file', async () => {
    const stream = liveSse();
    routes['upload_files'] = () => stream.response;
    renderApp('/');
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('chat-file-input'), [
      new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
      new File(['png'], 'shot.png', { type: 'image/png' }),
    ]);
    await user.type(screen.getByLabelText(messages.chatBox.messageLabel), 'From these{Enter}');
    const chat = await conversation();
    const mine = youMessages(chat);
    expect(mine).toHaveLength(1);
    expect(within(mine[0]!).getByText('From these')).toBeVisible();
    expect(within(mine[0]!).getByText('brief.pdf')).toBeVisible();
    expect(
      within(mine[0]!).getByRole('img', { name: messages.chat.imageAlt('shot.png') }),
    ).toBeVisible();
    stream.end();
  });
});

describe('the answer being written', () => {
  it('shows "Writing…" while tokens stream, and not once the answer is done', async () => {
    const stream = liveSse();
    routes['upload_files'] = () => stream.response;
    routes['get_chat_data_by_chat_id'] = () => jsonResponse(500, { message: 'later' });
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(messages.chatBox.messageLabel), 'Go{Enter}');
    stream.send(sse('session', { session_id: 's-1' }));
    stream.send(sse('token', { text: 'First words' }, '2-0'));
    const chat = await conversation();
    expect(await within(chat).findByText(messages.chat.writing)).toBeVisible();
    stream.send(
      sse('done', {
        message: messages.chat.sendSuccess,
        data: { document_path: null, prd_result: 'First words', session_id: 's-1' },
      }),
    );
    stream.end();
    await waitFor(() => expect(within(chat).queryByText(messages.chat.writing)).toBeNull());
    expect(within(chat).getByText('First words')).toBeVisible();
  });
});

describe('a visitor', () => {
  it('a send refused by the free limit is not shown as sent: the text goes back, the popup offers Sign Up and Login', async () => {
    routes['upload_files'] = () =>
      jsonResponse(429, { message: messages.chat.freeLimitExceeded, code: 'FREE_LIMIT_EXCEEDED' });
    renderApp('/', { signedIn: false });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const box = await screen.findByLabelText(messages.landing.chatLabel);
    await user.type(box, 'My fourth brief{Enter}');
    const popup = await screen.findByRole('dialog', { name: messages.visitorChat.limitTitle });
    expect(screen.getByLabelText(messages.landing.chatLabel)).toHaveValue('My fourth brief');
    expect(screen.queryByRole('region', { name: messages.chat.conversation })).toBeNull();
    expect(screen.queryByText('My fourth brief', { selector: 'div' })).toBeNull();
    expect(within(popup).getByRole('button', { name: messages.visitorChat.login })).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: messages.visitorChat.signUp }));
    expect(screen.getByTestId('modal')).toHaveTextContent('signUp');
  });

  it('the same reply parts: a question option is a button that sends its answer', async () => {
    const sent: unknown[] = [];
    routes['upload_files'] = (_url, init) => {
      sent.push((init.body as FormData).get('user_input'));
      const done = {
        message: messages.chat.sendSuccess,
        data: {
          document_path: null,
          prd_result: 'A few questions first.',
          session_id: 'v-1',
          reply: questionsReply,
        },
      };
      return new Response(
        sse('session', { session_id: 'v-1' }) +
          sse('token', { text: 'A few questions first.' }) +
          sse('done', done),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    };
    renderApp('/', { signedIn: false });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText(messages.landing.chatLabel), 'A shop app{Enter}');
    const option = await screen.findByRole('button', { name: 'B) Draft anyway with assumptions' });
    expect(screen.getByText(messages.chat.builtInLabel)).toBeVisible();
    await user.click(option);
    await waitFor(() => expect(sent).toEqual(['A shop app', 'Draft anyway with assumptions']));
    const chat = await conversation();
    expect(youMessages(chat)).toHaveLength(2);
  });
});
