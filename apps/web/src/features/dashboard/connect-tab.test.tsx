import { messages, STORAGE_KEYS, type ConnectionsResponse } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { AuthModalProvider } from '../../lib/auth-modal';
import { notify } from '../../lib/toast';
import { DashboardPage } from './dashboard-page';
import { fakeApi, renderDashboard, stubLocation, type Reply } from './test/harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOTION = 'POST /notion/notion_oauth';
const CONFLUENCE = 'POST /confluence/confluence_oauth';
const LIST = 'GET /workspaces/connections';
const DISCONNECT = 'DELETE /workspaces/connections';
const TAB = '/settings/profiledash?tab=connecting';

const notionConnection = {
  provider: 'notion',
  workspace_name: 'Acme Notes',
  site_url: null,
  connected_at: '2025-01-02T03:04:05.000Z',
} as const;
const confluenceConnection = {
  provider: 'confluence',
  workspace_name: 'Acme Wiki',
  site_url: 'https://acme.atlassian.net',
  connected_at: '2025-01-02T03:04:05.000Z',
} as const;

const list = (
  connections: ConnectionsResponse['connections'],
  enabled: ConnectionsResponse['enabled'] = { notion: true, confluence: true },
): Reply => ({ body: { connections, enabled } satisfies ConnectionsResponse });

/** The card (list item) of a workspace, by its heading. */
const card = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

/** A reply that waits until released, so the in-between state can be seen. */
function held(reply: Reply) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { reply: (async () => (await gate, reply)) as unknown as Reply, release: () => release() };
}

function open(routes: Record<string, Reply>) {
  const api = fakeApi(routes);
  const view = renderDashboard('/settings/profiledash?tab=connecting');
  const notion = () => screen.getByRole('button', { name: /Notion|Redirecting/, hidden: false });
  return { api, ...view, notion };
}

describe('connecting tab', () => {
  it('shows the heading and a button per workspace', () => {
    fakeApi();
    renderDashboard('/settings/profiledash?tab=connecting');
    expect(screen.getByRole('heading', { name: 'Connect Your Workspace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Notion' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect Confluence' })).toBeEnabled();
  });

  it('shows "Redirecting..." on the clicked button, disables both, then goes to auth_url', async () => {
    const { assign } = stubLocation();
    const gate = held({ body: { auth_url: 'https://api.notion.com/v1/oauth/authorize?x=1' } });
    const { api, user } = open({ [NOTION]: gate.reply });
    await user.click(screen.getByRole('button', { name: 'Connect Notion' }));
    const busy = await screen.findByRole('button', { name: messages.dashboard.redirecting });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect Confluence' })).toBeDisabled();
    gate.release();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://api.notion.com/v1/oauth/authorize?x=1'),
    );
    expect(api.find('POST', '/notion/notion_oauth')).toHaveLength(1);
  });

  it("sends the team wiki button to the answer's url", async () => {
    const { assign } = stubLocation();
    const { user } = open({
      [CONFLUENCE]: { body: { url: 'https://auth.atlassian.com/authorize' } },
    });
    await user.click(screen.getByRole('button', { name: 'Connect Confluence' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://auth.atlassian.com/authorize'),
    );
  });

  it.each<[string, Reply, string]>([
    [
      'a 501 (no Notion app on this server)',
      {
        status: 501,
        body: { message: messages.dashboard.notEnabled('Notion'), code: 'NOT_ENABLED' },
      },
      messages.dashboard.notEnabled('Notion'),
    ],
    [
      'an error',
      { status: 400, body: { message: 'Notion is not configured.', code: 'BAD_REQUEST' } },
      'Notion is not configured.',
    ],
    ['an answer without auth_url', { body: {} }, messages.general.failedToProcess],
    [
      'an auth_url that is not a web address',
      { body: { auth_url: 'javascript:alert(1)' } },
      messages.general.failedToProcess,
    ],
  ])('goes back to idle after %s and says why', async (_, reply, expected) => {
    const { assign } = stubLocation();
    const { user } = open({ [NOTION]: reply });
    await user.click(screen.getByRole('button', { name: 'Connect Notion' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Notion' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect Confluence' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('connections on the connecting tab', () => {
  it('shows a connected workspace, its site link, Reconnect and Disconnect', async () => {
    const { find } = fakeApi({ [LIST]: list([notionConnection, confluenceConnection]) });
    renderDashboard(TAB);
    expect(await screen.findByText(messages.dashboard.connectedTo('Acme Notes'))).toBeVisible();
    expect(screen.getByText(messages.dashboard.connectedTo('Acme Wiki'))).toBeVisible();
    const site = within(card('Confluence')).getByRole('link', {
      name: 'https://acme.atlassian.net',
    });
    expect(site).toHaveAttribute('href', 'https://acme.atlassian.net');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noreferrer');
    expect(within(card('Notion')).queryByRole('link')).toBeNull();
    for (const name of ['Notion', 'Confluence']) {
      const buttons = within(card(name));
      expect(buttons.getByRole('button', { name: messages.dashboard.reconnect })).toBeEnabled();
      expect(buttons.getByRole('button', { name: messages.dashboard.disconnect })).toBeEnabled();
    }
    expect(screen.queryByRole('button', { name: 'Connect Notion' })).toBeNull();
    expect(find('GET', '/workspaces/connections')).toHaveLength(1);
  });

  it('a workspace not connected has no Disconnect', async () => {
    fakeApi({ [LIST]: list([notionConnection]) });
    renderDashboard(TAB);
    await screen.findByText(messages.dashboard.connectedTo('Acme Notes'));
    expect(
      within(card('Confluence')).getByRole('button', { name: 'Connect Confluence' }),
    ).toBeEnabled();
    expect(
      within(card('Confluence')).queryByRole('button', { name: messages.dashboard.disconnect }),
    ).toBeNull();
  });

  it('disconnects: "Disconnecting...", then the server\'s message and the list again', async () => {
    let connected = true;
    const gate = held({ body: { message: messages.dashboard.disconnected('Notion') } });
    const { find } = fakeApi({
      [LIST]: () => list(connected ? [notionConnection] : []),
      [DISCONNECT]: async (call) => {
        const reply = await (gate.reply as (c: typeof call) => Promise<Reply>)(call);
        connected = false;
        return reply;
      },
    });
    const { user } = renderDashboard(TAB);
    await screen.findByText(messages.dashboard.connectedTo('Acme Notes'));
    await user.click(screen.getByRole('button', { name: messages.dashboard.disconnect }));
    const busy = await screen.findByRole('button', { name: messages.dashboard.disconnecting });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: messages.dashboard.reconnect })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect Confluence' })).toBeDisabled();
    gate.release();

    expect(await screen.findByText(messages.dashboard.disconnected('Notion'))).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Connect Notion' })).toBeEnabled();
    expect(screen.queryByText(messages.dashboard.connectedTo('Acme Notes'))).toBeNull();
    const [call] = find('DELETE', '/workspaces/connections');
    expect(call!.search.get('provider')).toBe('notion');
    await waitFor(() => expect(find('GET', '/workspaces/connections')).toHaveLength(2));
  });

  it('a failed disconnect says why and keeps the connection', async () => {
    fakeApi({
      [LIST]: list([notionConnection]),
      [DISCONNECT]: { status: 500, body: { message: 'Try later.', code: 'INTERNAL' } },
    });
    const { user } = renderDashboard(TAB);
    await screen.findByText(messages.dashboard.connectedTo('Acme Notes'));
    await user.click(screen.getByRole('button', { name: messages.dashboard.disconnect }));
    expect(await screen.findByText('Try later.')).toBeVisible();
    expect(screen.getByText(messages.dashboard.connectedTo('Acme Notes'))).toBeVisible();
    expect(screen.getByRole('button', { name: messages.dashboard.disconnect })).toBeEnabled();
  });

  it('a workspace this server does not offer is disabled and says so', async () => {
    fakeApi({ [LIST]: list([], { notion: true, confluence: false }) });
    renderDashboard(TAB);
    const note = messages.dashboard.notEnabled('Confluence');
    expect(await screen.findByText(note)).toBeVisible();
    const confluence = screen.getByRole('button', { name: 'Connect Confluence' });
    expect(confluence).toBeDisabled();
    expect(confluence).toHaveAccessibleDescription(expect.stringContaining(note));
    expect(screen.getByRole('button', { name: 'Connect Notion' })).toBeEnabled();
    expect(screen.queryByText(messages.dashboard.notEnabled('Notion'))).toBeNull();
  });

  it('keeps both buttons usable when the list does not load', async () => {
    fakeApi({ [LIST]: { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } });
    renderDashboard(TAB);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Connect Notion' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect Confluence' })).toBeEnabled();
  });
});

/** The dashboard in a data router under StrictMode, to read how the address was changed. */
function renderWithRouter(entry: string) {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'access-token');
  const router = createMemoryRouter(
    [{ path: '/settings/profiledash', element: <DashboardPage /> }],
    { initialEntries: [entry] },
  );
  render(
    <StrictMode>
      <Provider store={makeStore()}>
        <AuthModalProvider>
          <RouterProvider router={router} />
        </AuthModalProvider>
      </Provider>
    </StrictMode>,
  );
  return router;
}

describe('back from connecting a workspace', () => {
  it.each<[string, 'accountSuccess' | 'accountError', string]>([
    ['connected=notion', 'accountSuccess', messages.dashboard.connected('Notion')],
    ['connected=confluence', 'accountSuccess', messages.dashboard.connected('Confluence')],
    ['connect_error=notion', 'accountError', messages.dashboard.connectFailed('Notion')],
    ['connect_error=confluence', 'accountError', messages.dashboard.connectFailed('Confluence')],
  ])('?%s → one toast, then only that parameter leaves (replace)', async (param, kind, text) => {
    fakeApi();
    const toast = vi.spyOn(notify, kind);
    const router = renderWithRouter(`${TAB}&${param}&ref=mail`);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=connecting&ref=mail'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast).toHaveBeenCalledExactlyOnceWith(text);
    expect(screen.getByRole('heading', { name: 'Connect Your Workspace' })).toBeVisible();
  });

  it('shows the toast', async () => {
    fakeApi();
    renderDashboard(`${TAB}&connect_error=confluence`);
    expect(await screen.findByText(messages.dashboard.connectFailed('Confluence'))).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(TAB));
  });

  it('an unknown workspace is only taken out', async () => {
    fakeApi();
    const success = vi.spyOn(notify, 'accountSuccess');
    const error = vi.spyOn(notify, 'accountError');
    const router = renderWithRouter(`${TAB}&connected=jira`);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=connecting'));
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
