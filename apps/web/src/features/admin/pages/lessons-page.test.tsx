import { STORAGE_KEYS, type LessonSummary } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPageAt } from '../../../test/page-harness';
import { LessonsAdminPage } from './lessons-page';
import { t } from './lessons/strings';

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

const levels = [{ id: 1, name: 'Foundations', description: 'Basics', position: 0 }];
const subjects = [{ id: 10, level_id: 1, name: 'Goals', description: '', position: 0 }];
let lessons: LessonSummary[];

/** A tiny admin API: the three lists, create a lesson, delete a lesson. */
function stubApi() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace('/api/v1', '');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const authorization = new Headers(init?.headers).get('authorization');
      calls.push({ method, path, search: url.search, body, authorization });
      const route = `${method} ${path}`;
      if (route === 'GET /study/levels') return json({ status: 200, body: { items: levels } });
      if (route === 'GET /study/subjects') return json({ status: 200, body: { items: subjects } });
      if (route === 'GET /study/lessons') return json({ status: 200, body: { items: lessons } });
      if (route === 'POST /study/lessons') {
        const made = { ...(body as Omit<LessonSummary, 'id'>), id: 99 };
        lessons = [...lessons, made];
        return json({ status: 200, body: { ...made, updated_at: '2026-11-26T00:00:00.000Z' } });
      }
      if (route === 'DELETE /study/lessons') {
        lessons = lessons.filter((l) => l.id !== Number(url.searchParams.get('id')));
        return json({ status: 200, body: { message: 'Lesson deleted' } });
      }
      return json({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } });
    }),
  );
  return calls;
}

beforeEach(() => {
  lessons = [
    { id: 5, subject_id: 10, title: 'Measurable goals', position: 0, published: true },
    { id: 6, subject_id: 10, title: 'Guardrails', position: 1, published: false },
  ];
  localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-token');
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderPageAt([{ path: '/admin/lessons', element: <LessonsAdminPage /> }], '/admin/lessons');

describe('admin lessons page', () => {
  it('shows the tree with admin calls, drafts marked', async () => {
    const calls = stubApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Foundations' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Goals' })).toBeVisible();
    const draft = screen.getByText('Guardrails').closest('li')!;
    expect(within(draft).getByText(t.draft)).toBeVisible();
    expect(
      within(screen.getByText('Measurable goals').closest('li')!).queryByText(t.draft),
    ).toBeNull();
    expect(calls.every((c) => c.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('creates a lesson with a Markdown preview, and toasts', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: t.addLessonLabel('Goals') }));
    const dialog = await screen.findByRole('dialog', { name: t.form.newLesson });
    await user.type(within(dialog).getByLabelText(t.form.title), 'Baselines');
    await user.type(
      within(dialog).getByLabelText(t.form.body),
      '# Baselines{enter}{enter}Start **here**.',
    );
    await user.click(within(dialog).getByRole('tab', { name: t.form.preview }));
    expect(await within(dialog).findByRole('heading', { name: 'Baselines' })).toBeVisible();
    await user.click(within(dialog).getByRole('switch', { name: t.form.published }));
    await user.click(within(dialog).getByRole('button', { name: t.form.save }));

    expect(await screen.findByText(t.form.saved.lessons)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      [
        '/study/lessons',
        {
          subject_id: 10,
          title: 'Baselines',
          body: '# Baselines\n\nStart **here**.',
          position: 0,
          published: false,
        },
      ],
    ]);
    expect(await screen.findByText('Baselines')).toBeVisible();
  });

  it('blocks an empty title with its message and sends nothing', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: t.addLessonLabel('Goals') }));
    const dialog = await screen.findByRole('dialog', { name: t.form.newLesson });
    await user.type(within(dialog).getByLabelText(t.form.body), 'Some words');
    await user.click(within(dialog).getByRole('button', { name: t.form.save }));
    expect(await within(dialog).findByText('Title is required.')).toBeVisible();
    expect(within(dialog).getByLabelText(t.form.title)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage();
    const del = await screen.findByRole('button', { name: t.deleteLabel('lesson', 'Guardrails') });
    await user.click(del);
    let dialog = await screen.findByRole('dialog', { name: t.confirm.title('lesson') });
    expect(dialog).toHaveTextContent('"Guardrails" will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(del);
    dialog = await screen.findByRole('dialog', { name: t.confirm.title('lesson') });
    await user.click(within(dialog).getByRole('button', { name: t.confirm.button }));
    expect(await screen.findByText('Lesson deleted')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => `${c.path}${c.search}`)).toEqual([
      '/study/lessons?id=6',
    ]);
    await waitFor(() => expect(screen.queryByText('Guardrails')).toBeNull());
  });
});
