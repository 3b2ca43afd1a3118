import { messages } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { AuthModalProvider } from '../../lib/auth-modal';
import { headerOf, jsonResponse, liveSse, sse } from './test/sse-test-utils';
import { HomePage } from '../../app/home-route';
import { DRAFT_KEY } from '../../lib/draft-keeper';

const PRD = `# Orbit PRD\n\n${'Orbit **must** reconcile. '.repeat(30)}`;

interface Call {
  method: string;
  url: string;
  init: RequestInit;
}
let calls: Call[];
let routes: Record<string, (init: RequestInit) => Response | Promise<Response>>;

beforeEach(() => {
  sessionStorage.clear();
  calls = [];
  routes = {};
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url, init });
    const route = Object.keys(routes).find((part) => url.includes(part));
    return route ? routes[route]!(init) : jsonResponse(404, { message: 'Not Found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderLanding() {
  render(
    <StrictMode>
      <Provider store={makeStore()}>
        <MemoryRouter>
          <AuthModalProvider>
            <HomePage />
          </AuthModalProvider>
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
}
const conversation = () => screen.findByRole('region', { name: messages.chat.conversation });

describe('the visitor chat: Stop', () => {
  it('offers Stop once the session is named; the stopped answer keeps its text and says so', async () => {
    const stream = liveSse();
    routes['/prd_upload/upload_files'] = () => stream.response;
    routes['/prd_upload/stop_answer'] = () => {
      stream.send(
        sse('stopped', { session_id: 'v-1', prd_result: '# Orbit PRD', charged: true }, '3-0'),
      );
      stream.end();
      return jsonResponse(200, { message: messages.chat.stopSent, data: { session_id: 'v-1' } });
    };
    const user = userEvent.setup();
    renderLanding();
    await user.type(screen.getByLabelText(messages.landing.chatLabel), 'Write Orbit{Enter}');
    expect(screen.getByRole('button', { name: messages.chatBox.sending })).toBeDisabled();
    stream.send(sse('session', { session_id: 'v-1' }));
    stream.send(sse('token', { text: '# Orbit PRD' }, '2-0'));
    await user.click(await screen.findByRole('button', { name: messages.chat.stop }));
    const stop = calls.find((c) => c.url.includes('stop_answer'));
    expect(stop).toMatchObject({
      method: 'POST',
      url: '/api/v1/prd_upload/stop_answer?session_id=v-1',
    });
    expect(headerOf(stop!.init, 'Authorization')).toBeUndefined();
    // (Read once the list has loaded: until then the messages show as they were sent.)
    expect(await screen.findByText(messages.chat.stopped)).toBeVisible();
    const chat = await conversation();
    expect(within(chat).getByRole('heading', { name: 'Orbit PRD' })).toBeVisible();
    expect(await screen.findByRole('button', { name: messages.chatBox.send })).toBeVisible();
  });
});

/** A stored message as the server returns it. */
const stored = (chatId: number, role: 'human' | 'ai', message: string, over = {}) => ({
  role,
  message,
  chat_id: chatId,
  session_id: 'v-1',
  image_urls: [],
  files: [],
  isDocument: false,
  documentPath: null,
  status: 'complete',
  reply: null,
  ...over,
});

describe("the visitor chat: the server's, by the cookie (issue 25)", () => {
  it('a reload shows the chat and the free PRDs left; a follow-up continues its session', async () => {
    let left = 2;
    routes['/prd_chat_history/visitor_chat'] = () =>
      jsonResponse(200, {
        session_id: 'v-1',
        messages: [stored(1, 'human', 'Write Orbit'), stored(2, 'ai', PRD)],
        free_limit: 3,
        free_left: left,
      });
    renderLanding();
    expect(await screen.findByRole('heading', { name: 'Orbit PRD' })).toBeVisible();
    expect(within(await conversation()).getByText('Write Orbit')).toBeVisible();
    expect(screen.getByText(messages.visitorChat.freeLeft(2, 3))).toBeVisible();
    // No token: the cookie says who the visitor is.
    const read = calls.find((c) => c.url.includes('visitor_chat'))!;
    expect(read.url).toBe('/api/v1/prd_chat_history/visitor_chat');
    expect(headerOf(read.init, 'Authorization')).toBeUndefined();

    routes['/prd_upload/upload_files'] = () => {
      left = 1;
      return new Response(
        sse('session', { session_id: 'v-1' }) +
          sse('done', {
            message: messages.chat.sendSuccess,
            data: { document_path: null, prd_result: 'Noted.', session_id: 'v-1' },
          }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    };
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.landing.chatLabel), 'More{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('upload_files')).at(-1)?.url).toBe(
        '/api/v1/prd_upload/upload_files?session_id=v-1',
      ),
    );
    // Read again once the answer is in: the counter is the server's.
    expect(await screen.findByText(messages.visitorChat.freeLeft(1, 3))).toBeVisible();
  });

  it('a reload while the answer is written shows the message and follows the answer, once', async () => {
    let answer = stored(3, 'ai', '', { status: 'pending' });
    routes['/prd_chat_history/visitor_chat'] = () =>
      jsonResponse(200, {
        session_id: 'v-1',
        messages: [
          stored(1, 'human', 'Write Orbit'),
          stored(2, 'human', messages.chat.uploadedFile('brief.pdf'), {
            files: [{ name: 'brief.pdf', url: '/api/v1/files/brief' }],
          }),
          answer,
        ],
        free_limit: 3,
        free_left: 2,
      });
    const streams: ReturnType<typeof liveSse>[] = [];
    routes['/prd_upload/answer_stream'] = () => {
      const stream = liveSse();
      streams.push(stream);
      return stream.response;
    };
    renderLanding();
    // (The list draws once loaded; meanwhile the messages show as they were sent.)
    expect(await screen.findByText('Write Orbit')).toBeVisible();
    expect(await screen.findByText('brief.pdf')).toBeVisible();
    await waitFor(() => expect(streams.length).toBeGreaterThan(0));
    const stream = streams.at(-1)!;
    const attach = calls.filter((c) => c.url.includes('answer_stream')).at(-1)!;
    expect(attach.url).toBe('/api/v1/prd_upload/answer_stream?session_id=v-1');
    expect(headerOf(attach.init, 'Last-Event-ID')).toBeUndefined();

    stream.send(sse('session', { session_id: 'v-1' }));
    stream.send(sse('token', { text: '# Orbit PRD\n\n' }, '2-0'));
    expect(await screen.findByRole('heading', { name: 'Orbit PRD' })).toBeVisible();
    const chat = await conversation();
    expect(screen.getByRole('button', { name: messages.chat.stop })).toBeEnabled();
    // Stored before its stream ends (the chat is read again then).
    answer = stored(3, 'ai', PRD, { isDocument: true, documentPath: '/api/v1/files/doc' });
    stream.send(
      sse(
        'done',
        {
          message: messages.chat.sendSuccess,
          data: { document_path: '/api/v1/files/doc', prd_result: PRD, session_id: 'v-1' },
        },
        '3-0',
      ),
    );
    stream.end();
    await waitFor(() =>
      expect(
        within(chat).getByRole('button', { name: messages.messageActions.download }),
      ).toBeVisible(),
    );
    expect(within(chat).queryByRole('button', { name: messages.messageActions.share })).toBeNull();
    expect(within(chat).getAllByRole('heading', { name: 'Orbit PRD' })).toHaveLength(1);
    expect(streams).toHaveLength(1);
  });

  it('keeps the text and the chat for after a sign-in from the limit popup', async () => {
    routes['/prd_chat_history/visitor_chat'] = () =>
      jsonResponse(200, {
        session_id: 'v-1',
        messages: [stored(1, 'human', 'Write Orbit'), stored(2, 'ai', PRD)],
        free_limit: 3,
        free_left: 0,
      });
    routes['/prd_upload/upload_files'] = () =>
      jsonResponse(429, { message: messages.chat.freeLimitExceeded, code: 'FREE_LIMIT_EXCEEDED' });
    renderLanding();
    expect(await screen.findByText(messages.visitorChat.freeLeft(0, 3))).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.landing.chatLabel), 'Add a loyalty card{Enter}');
    const popup = await screen.findByRole('dialog', { name: messages.visitorChat.limitTitle });
    await user.click(within(popup).getByRole('button', { name: messages.visitorChat.signUp }));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual({
        text: 'Add a loyalty card',
        path: '/c/v-1',
      }),
    );
  });
});

describe('the visitor chat: Regenerate', () => {
  const NEW = `# Nova PRD\n\n${'Nova **must** reconcile. '.repeat(30)}`;
  async function answered(user: ReturnType<typeof userEvent.setup>) {
    routes['/prd_upload/upload_files'] = () =>
      new Response(
        sse('session', { session_id: 'v-1' }) +
          sse('done', {
            message: messages.chat.sendSuccess,
            data: { document_path: null, prd_result: PRD, session_id: 'v-1' },
          }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    renderLanding();
    await user.type(screen.getByLabelText(messages.landing.chatLabel), 'Write Orbit{Enter}');
    const chat = await conversation();
    await within(chat).findByRole('heading', { name: 'Orbit PRD' });
    return chat;
  }

  it('writes the last answer again by the cookie (no token)', async () => {
    const user = userEvent.setup();
    const chat = await answered(user);
    routes['/prd_upload/regenerate_answer'] = () =>
      new Response(
        sse('session', { session_id: 'v-1' }) +
          sse('done', {
            message: messages.chat.sendSuccess,
            data: { document_path: null, prd_result: NEW, session_id: 'v-1' },
          }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      );
    await user.click(within(chat).getByRole('button', { name: messages.chat.regenerateLabel }));
    expect(await within(chat).findByRole('heading', { name: 'Nova PRD' })).toBeVisible();
    expect(within(chat).queryByRole('heading', { name: 'Orbit PRD' })).toBeNull();
    const call = calls.find((c) => c.url.includes('regenerate_answer'));
    expect(call?.url).toBe('/api/v1/prd_upload/regenerate_answer?session_id=v-1');
    expect(headerOf(call!.init, 'Authorization')).toBeUndefined();
  });

  it('refused by the free limit: the popup opens and the old answer stays', async () => {
    const user = userEvent.setup();
    const chat = await answered(user);
    routes['/prd_upload/regenerate_answer'] = () =>
      jsonResponse(429, { message: messages.chat.freeLimitExceeded, code: 'FREE_LIMIT_EXCEEDED' });
    await user.click(within(chat).getByRole('button', { name: messages.chat.regenerateLabel }));
    expect(
      await screen.findByRole('dialog', { name: messages.visitorChat.limitTitle }),
    ).toBeVisible();
    // Behind the modal popup (hidden from the accessibility tree meanwhile).
    expect(within(chat).getByRole('heading', { name: 'Orbit PRD', hidden: true })).toBeVisible();
    expect(within(chat).queryByRole('alert', { hidden: true })).toBeNull();
    expect(within(chat).queryByText(messages.chat.generating)).toBeNull();
  });
});
