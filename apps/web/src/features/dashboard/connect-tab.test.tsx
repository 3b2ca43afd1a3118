import { messages } from '@prd/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDashboard, stubLocation, type Reply } from './test/harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOTION = 'POST /notion/notion_oauth';
const CONFLUENCE = 'POST /confluence/confluence_oauth';

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
      'an error',
      { status: 400, body: { message: 'Notion is not configured.', code: 'BAD_REQUEST' } },
      'Notion is not configured.',
    ],
    ['an answer without auth_url', { body: {} }, messages.general.failedToProcess],
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
