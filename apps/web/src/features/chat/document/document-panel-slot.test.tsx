import { STORAGE_KEYS, type ReplyInfo } from '@prd/contract';
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../../lib/base-api';
import { chatActions, chatSlice } from '../chat.slice';
import { serverMessage } from '../test/server-message';
import { sse } from '../test/sse-test-utils';
import { DocumentPanelSlot } from './document-panel-slot';
import { fakeDocumentApi, type Route } from './test/fake-document-api';
import { DOC_ID, SESSION_ID, versionBody, versionsBody } from './test/fixtures';

const reply = (version: number): ReplyInfo => ({
  kind: 'prd',
  intent: 'revise',
  version,
  changes: [],
  questions: [],
  writer: 'built-in',
  skipped_files: [],
  charged: false,
  document: {
    document_id: DOC_ID,
    version,
    label: `0.${version}`,
    summary: '1 change',
    change_count: 1,
  },
});

/** The chat's stored messages: a brief and answers that wrote versions 1..n. */
const chatOf = (n: number) => [
  serverMessage({ chat_id: 1, session_id: SESSION_ID, message: 'ShiftSwap brief' }),
  ...Array.from({ length: n }, (_, i) =>
    serverMessage({
      role: 'ai',
      chat_id: 2 + i,
      session_id: SESSION_ID,
      message: `# ShiftSwap v0.${i + 1}`,
      isDocument: true,
      reply: reply(i + 1),
    }),
  ),
];

function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderSlot(prepare?: (store: { dispatch: (action: unknown) => unknown }) => void) {
  const store = configureStore({
    reducer: { chat: chatSlice.reducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  prepare?.(store);
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <MemoryRouter>
        {/* As a version's card in the chat opens it. */}
        <button
          type="button"
          onClick={() =>
            store.dispatch(chatActions.openDocument({ documentId: DOC_ID, version: 3 }))
          }
        >
          Open version 0.3
        </button>
        <DocumentPanelSlot />
        <ToastContainer />
      </MemoryRouter>
    </Provider>,
  );
  /** The chat opens with its messages (as on a reload): the slice opens its newest document. */
  const openChat = (n: number) => {
    void act(() => {
      store.dispatch(chatActions.sessionChosen(SESSION_ID));
    });
    void act(() => {
      store.dispatch(chatActions.sessionLoaded({ sessionId: SESSION_ID, messages: chatOf(n) }));
    });
  };
  return { store, user, openChat };
}

let latest = 3;
const routes = (extra: Record<string, Route> = {}) => ({
  'GET /prd_documents/get_versions': () => ({ body: versionsBody(latest) }),
  'GET /prd_documents/get_version': (url: URL) => ({
    body: versionBody(Number(url.searchParams.get('version')), latest),
  }),
  'GET /prd_chat_history/get_chat_data_by_chat_id': () => ({
    body: { session_id: SESSION_ID, messages: chatOf(latest) },
  }),
  'GET /user/get_user_uploads': { body: { remaining_uploads: 5 } },
  ...extra,
});

beforeEach(() => {
  toast.dismiss();
  latest = 3;
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentPanelSlot on a wide screen', () => {
  it('shows the chat’s document beside it; Close leaves a button that opens it again', async () => {
    screenWidth(true);
    fakeDocumentApi(routes());
    const { user, openChat } = renderSlot();
    openChat(3);
    const aside = await screen.findByRole('complementary', { name: 'Document' });
    await within(aside).findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(within(aside).getByRole('button', { name: 'Close document' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    const reopen = screen.getByRole('button', { name: 'Open document' });
    await waitFor(() => expect(reopen).toHaveFocus());
    await user.click(reopen);
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'ShiftSwap: Product Requirements Document',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('sends Edit this section… as a chat answer, then moves to the version it wrote', async () => {
    screenWidth(true);
    const calls = fakeDocumentApi(
      routes({
        'POST /prd_documents/edit_section': () => {
          latest = 4;
          return {
            stream: [
              sse('session', { session_id: SESSION_ID }, '1'),
              sse('token', { text: '# ShiftSwap' }, '2'),
              sse(
                'done',
                {
                  message: 'ok',
                  data: {
                    document_path: null,
                    prd_result: '# ShiftSwap v0.4',
                    session_id: SESSION_ID,
                    reply: reply(4),
                  },
                },
                '3',
              ),
            ],
          };
        },
      }),
    );
    const { user, store, openChat } = renderSlot();
    openChat(3);
    const aside = await screen.findByRole('complementary', { name: 'Document' });
    await within(aside).findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(within(aside).getByRole('button', { name: 'Actions for “1. TL;DR”' }));
    await user.click(await screen.findByRole('button', { name: 'Edit this section…' }));
    await user.type(screen.getByRole('textbox', { name: 'Instruction' }), 'Mention night shifts');
    await user.click(screen.getByRole('button', { name: 'Send edit' }));

    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: '/prd_documents/edit_section',
      query: { document_id: DOC_ID },
      body: { section: 'summary', instruction: 'Mention night shifts' },
    });
    // The request shows in the chat as it was sent; the panel moves to the new version.
    await waitFor(() => expect(store.getState().chat.documentPanel.version).toBe(4));
    await within(aside).findByText('Nurses swap shifts in two taps (v0.4).');
    expect(store.getState().chat.entries.map((e) => e.message)).toContain('# ShiftSwap v0.4');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('DocumentPanelSlot on a phone', () => {
  it('does not cover the chat by itself; a version’s Open shows the sheet, Escape closes it', async () => {
    screenWidth(false);
    fakeDocumentApi(routes());
    const { user, openChat, store } = renderSlot();
    openChat(3);
    await waitFor(() =>
      expect(store.getState().chat.documentPanel).toMatchObject({
        open: false,
        documentId: DOC_ID,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // No button floats over a phone's chat.
    expect(screen.queryByRole('button', { name: 'Open document' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Open version 0.3' });
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Document' });
    await within(sheet).findByText('Nurses swap shifts in two taps (v0.3).');
    await waitFor(() =>
      expect(
        within(sheet).getByRole('heading', { name: 'ShiftSwap: Product Requirements Document' }),
      ).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().chat.documentPanel.open).toBe(false);
    expect(open).toHaveFocus();
  });

  it('shows the sheet asked for before the view had loaded (its chunk comes on demand)', async () => {
    screenWidth(false);
    fakeDocumentApi(routes());
    renderSlot((store) => {
      store.dispatch(chatActions.sessionChosen(SESSION_ID));
      store.dispatch(chatActions.sessionLoaded({ sessionId: SESSION_ID, messages: chatOf(3) }));
      store.dispatch(chatActions.openDocument({ documentId: DOC_ID, version: 3 }));
    });
    const sheet = await screen.findByRole('dialog', { name: 'Document' });
    await within(sheet).findByText('Nurses swap shifts in two taps (v0.3).');
  });

  it('comes back open after a reload when it was open', async () => {
    screenWidth(false);
    sessionStorage.setItem('prd-document-sheet', SESSION_ID);
    fakeDocumentApi(routes());
    const { openChat } = renderSlot();
    openChat(3);
    const sheet = await screen.findByRole('dialog', { name: 'Document' });
    await within(sheet).findByText('Nurses swap shifts in two taps (v0.3).');
  });
});
