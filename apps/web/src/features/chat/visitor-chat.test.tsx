import { messages } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { AuthModalProvider } from '../../lib/auth-modal';
import { headerOf, jsonResponse, liveSse, sse } from '../../lib/sse-test-utils';
import { HomePage } from '../../app/home-route';

const MEMO_KEY = 'prd_visitor_answer';
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
    // Remembered for a reload while it is written.
    await waitFor(() => expect(sessionStorage.getItem(MEMO_KEY)).toContain('"sessionId":"v-1"'));

    await user.click(await screen.findByRole('button', { name: messages.chat.stop }));
    const stop = calls.find((c) => c.url.includes('stop_answer'));
    expect(stop).toMatchObject({
      method: 'POST',
      url: '/api/v1/prd_upload/stop_answer?session_id=v-1',
    });
    expect(headerOf(stop!.init, 'Authorization')).toBeUndefined();
    const chat = await conversation();
    expect(await within(chat).findByText(messages.chat.stopped)).toBeVisible();
    expect(await within(chat).findByRole('heading', { name: 'Orbit PRD' })).toBeVisible();
    expect(await screen.findByRole('button', { name: messages.chatBox.send })).toBeVisible();
    expect(sessionStorage.getItem(MEMO_KEY)).toBeNull();
  });
});

describe('the visitor chat: a reload while the answer is written', () => {
  it('shows the message again and follows the answer from its start, once', async () => {
    sessionStorage.setItem(
      MEMO_KEY,
      JSON.stringify({ sessionId: 'v-1', text: 'Write Orbit', filenames: ['brief.pdf'] }),
    );
    const streams: ReturnType<typeof liveSse>[] = [];
    routes['/prd_upload/answer_stream'] = () => {
      const stream = liveSse();
      streams.push(stream);
      return stream.response;
    };
    renderLanding();
    const chat = await conversation();
    expect(within(chat).getByText('Write Orbit')).toBeVisible();
    expect(within(chat).getByText('brief.pdf')).toBeVisible();
    // StrictMode mounts twice: the first attach is left, the second one is followed.
    await waitFor(() => expect(streams.length).toBeGreaterThan(0));
    const stream = streams.at(-1)!;
    const attach = calls.filter((c) => c.url.includes('answer_stream')).at(-1)!;
    expect(attach.url).toBe('/api/v1/prd_upload/answer_stream?session_id=v-1');
    expect(headerOf(attach.init, 'Last-Event-ID')).toBeUndefined();

    stream.send(sse('session', { session_id: 'v-1' }));
    stream.send(sse('token', { text: '# Orbit PRD\n\n' }, '2-0'));
    await waitFor(() =>
      expect(within(chat).getByRole('heading', { name: 'Orbit PRD' })).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: messages.chat.stop })).toBeEnabled();
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
    // The same action bar as in the signed-in chat (sharing needs an account).
    await waitFor(() =>
      expect(
        within(chat).getByRole('button', { name: messages.messageActions.download }),
      ).toBeVisible(),
    );
    expect(within(chat).queryByRole('button', { name: messages.messageActions.share })).toBeNull();
    expect(within(chat).getAllByRole('heading', { name: 'Orbit PRD' })).toHaveLength(1);
    expect(sessionStorage.getItem(MEMO_KEY)).toBeNull();

    // The next message continues the same session.
    routes['/prd_upload/upload_files'] = () => liveSse().response;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.landing.chatLabel), 'More{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('upload_files')).at(-1)?.url).toBe(
        '/api/v1/prd_upload/upload_files?session_id=v-1',
      ),
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
