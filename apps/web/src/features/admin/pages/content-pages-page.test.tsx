import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderWithStore, signInAdmin, type Reply } from '../test/harness';
import { ContentPagesPage } from './content-pages-page';

const PAGES = '/content/pages';
const GET = '/content/get_page';

const row = {
  id: 5,
  slug: 'Getting Started',
  topic: 'getting-started',
  title: 'Getting started',
  published: true,
  updated_at: '2026-03-04T10:00:00.000Z',
};

function setup(routes: Record<string, Reply> = {}) {
  const api = fakeApi({ [`GET ${PAGES}`]: { body: paged([row], 2) }, ...routes });
  return { api, ...renderWithStore(<ContentPagesPage />, '/admin/content') };
}

beforeEach(signInAdmin);
afterEach(() => vi.unstubAllGlobals());

describe('ContentPagesPage', () => {
  it('lists pages with their public address, and sends the search and page', async () => {
    const { api, user } = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: '/settings/getting-started' })).toHaveAttribute(
      'href',
      '/settings/getting-started',
    );
    await user.type(screen.getByLabelText('Search'), 'start');
    await waitFor(() => expect(api.find('GET', PAGES).at(-1)!.search.get('q')).toBe('start'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      const q = api.find('GET', PAGES).at(-1)!.search;
      expect([q.get('q'), q.get('page')]).toEqual(['start', '2']);
    });
  });

  it('will not create a page without a title, then creates it and shows the list again', async () => {
    const { api, user } = setup({ [`POST ${PAGES}`]: { body: { ...row, body: '# Hi' } } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New page' }));
    await user.type(screen.getByLabelText('Slug'), 'Getting Started');
    expect(screen.getByRole('link', { name: '/settings/getting-started' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Content (Markdown)'), '# Welcome aboard');
    expect(await screen.findByRole('heading', { name: 'Welcome aboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(api.find('POST', PAGES)).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Getting started');
    const listed = api.find('GET', PAGES).length;
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(api.find('POST', PAGES)).toHaveLength(1));
    expect(api.find('POST', PAGES)[0]!.body).toEqual({
      slug: 'Getting Started',
      title: 'Getting started',
      body: '# Welcome aboard',
      published: true,
    });
    await screen.findByRole('table');
    expect(api.find('GET', PAGES).length).toBeGreaterThan(listed);
  });

  it('edits a page loaded with its body and shows a duplicate slug refusal', async () => {
    const { api, user } = setup({
      [`GET ${GET}`]: { body: { ...row, body: 'Old text' } },
      [`PUT ${PAGES}`]: {
        status: 422,
        body: {
          message: 'Another page already uses this slug.',
          code: 'VALIDATION',
          detail: [{ loc: ['body', 'slug'], msg: 'Another page already uses this slug.' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Getting started' }));
    const body = await screen.findByLabelText('Content (Markdown)');
    expect(body).toHaveValue('Old text');
    expect(api.find('GET', GET)[0]!.search.get('id')).toBe('5');
    await user.click(screen.getByLabelText('Published (shown in Help)'));
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another page already uses this slug.',
    );
    expect(api.find('PUT', PAGES)[0]!.body).toEqual({
      id: 5,
      slug: 'Getting Started',
      title: 'Getting started',
      body: 'Old text',
      published: false,
    });
  });

  it('deletes a page only after confirming', async () => {
    const { api, user } = setup({ [`DELETE ${PAGES}`]: { body: { message: 'Page deleted' } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Getting started' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.find('DELETE', PAGES)).toHaveLength(0);
    const listed = api.find('GET', PAGES).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(api.find('DELETE', PAGES)).toHaveLength(1));
    expect(api.find('DELETE', PAGES)[0]!.search.get('id')).toBe('5');
    await waitFor(() => expect(api.find('GET', PAGES).length).toBeGreaterThan(listed));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
