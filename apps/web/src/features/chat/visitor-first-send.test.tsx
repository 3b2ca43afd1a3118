import { messages, paths } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { AuthModalProvider } from '../../lib/auth-modal';
import { http, json, server } from '../../test/server';
import { liveSse, sse } from './test/sse-test-utils';
import { HomePage } from '../../app/home-route';

// The message list's chunk arrives only when the test lets it (a slow phone network).
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('./components/message-list', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

beforeEach(() => sessionStorage.clear());

describe("a visitor's first send (issue 25)", () => {
  it('shows the message and "Generating..." at once, before the list has loaded; the answer is Markdown, never raw', async () => {
    const stream = liveSse();
    server.use(
      http.post(paths.prd.uploadFiles, () => stream.response),
      http.get(paths.prd.visitorChat, () =>
        json(200, { session_id: null, messages: [], free_limit: 3, free_left: 3 }),
      ),
    );
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <AuthModalProvider>
            <HomePage />
          </AuthModalProvider>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText(messages.visitorChat.freeLeft(3, 3))).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.landing.chatLabel), 'Write Orbit{Enter}');

    // Nothing has answered and the list is still on its way: the send shows all the same.
    const chat = screen.getByRole('region', { name: messages.chat.conversation });
    expect(within(chat).getByText('Write Orbit')).toBeVisible();
    expect(within(chat).getByRole('status')).toHaveTextContent(messages.chat.generating);

    // Tokens arrive before the list: they are not shown as raw text meanwhile.
    stream.send(sse('session', { session_id: 'v-1' }));
    stream.send(sse('token', { text: '# Orbit PRD\n\nOrbit **must** reconcile.' }, '2-0'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    expect(screen.queryByText(/# Orbit PRD|\*\*must\*\*/)).toBeNull();
    expect(screen.getByText(messages.chat.generating)).toBeVisible();

    gate.open();
    expect(await screen.findByRole('heading', { name: 'Orbit PRD' })).toBeVisible();
    expect(screen.getByText('must', { selector: 'strong' })).toBeVisible();
    expect(screen.queryByText(/# Orbit PRD|\*\*must\*\*/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: messages.chat.stop })).toBeEnabled(),
    );
  });
});
