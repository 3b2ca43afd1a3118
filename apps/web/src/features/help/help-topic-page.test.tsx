import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPageAt } from '../../test/page-harness';
import { HelpTopicPage } from './help-topic-page';

const PAGE = {
  id: 3,
  slug: 'Privacy',
  topic: 'privacy',
  title: 'Privacy',
  body: '# Privacy\n\n- **What we keep:** your account.',
  published: true,
  updated_at: '2026-11-26T00:00:00.000Z',
};

function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      return url.searchParams.get('topic') === 'privacy'
        ? json({ status: 200, body: PAGE })
        : json({
            status: 404,
            body: { code: 'NOT_FOUND', message: 'We could not find this help topic.' },
          });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) =>
  renderPageAt([{ path: '/settings/:topic', element: <HelpTopicPage /> }], path);

describe('help topic page', () => {
  it("renders the topic's Markdown from the content pages", async () => {
    const asked = stubApi();
    renderAt('/settings/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    expect(screen.getByText('What we keep:')).toBeVisible();
    expect(asked).toEqual(['/api/v1/content/get_page?topic=privacy']);
  });

  it('says so, kindly, for a topic that does not exist', async () => {
    stubApi();
    renderAt('/settings/no-such-topic');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this help topic.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to/ })).toHaveAttribute('href', '/');
  });
});
