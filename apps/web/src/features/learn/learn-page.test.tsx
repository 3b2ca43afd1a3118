import { STORAGE_KEYS } from '@prd/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '../../test/page-harness';
import { LearnPage } from './learn-page';
import { t } from './strings';
import { stubLessonsApi } from './test/fake-lessons';

afterEach(() => vi.unstubAllGlobals());

const signIn = () => localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
const renderAt = (entry = '/learn') =>
  renderPageAt(
    [
      { path: '/learn', element: <LearnPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    entry,
  );

describe('Learn page', () => {
  it('invites a visitor to sign in, with a way home, and asks the API nothing', async () => {
    const seen = stubLessonsApi();
    const router = renderAt();
    const prompt = await screen.findByRole('region', { name: t.visitorTitle });
    expect(within(prompt).getByRole('link', { name: t.backHome })).toHaveAttribute('href', '/');
    await userEvent.click(within(prompt).getByRole('button', { name: t.signIn }));
    expect(screen.getByTestId('auth-modal')).toHaveTextContent('signIn');
    expect(seen).toEqual([]);
    await userEvent.click(within(prompt).getByRole('link', { name: t.backHome }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes level → subject → lesson and shows the Markdown', async () => {
    signIn();
    const seen = stubLessonsApi();
    const router = renderAt();
    const levels = await screen.findByRole('navigation', { name: t.levelsNav });
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(screen.getByText(t.chooseSubject)).toBeVisible();

    // The first level starts open; the second opens on its button.
    expect(within(levels).getByRole('link', { name: /The problem and the goals/ })).toBeVisible();
    const further = within(levels).getByRole('button', { name: 'Going further' });
    expect(further).toHaveAttribute('aria-expanded', 'false');
    expect(within(levels).queryByRole('link', { name: /Working with the assistant/ })).toBeNull();
    await userEvent.click(further);
    expect(further).toHaveAttribute('aria-expanded', 'true');

    const subjectLink = within(levels).getByRole('link', { name: /Working with the assistant/ });
    expect(subjectLink).toHaveTextContent('2 lessons');
    await userEvent.click(subjectLink);
    expect(subjectLink).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Working with the assistant' }),
    ).toBeVisible();
    expect(screen.getByText(t.chooseLesson)).toBeVisible();

    const lessons = screen.getByRole('navigation', {
      name: t.lessonsNav('Working with the assistant'),
    });
    expect(
      within(lessons)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['1.Attaching files', '2.Refining a draft']);
    await userEvent.click(within(lessons).getByRole('link', { name: /Refining a draft/ }));

    const article = await screen.findByRole('article', { name: 'Refining a draft' });
    expect(
      await within(article).findByRole('heading', { level: 1, name: 'Lesson 201 heading' }),
    ).toBeVisible();
    expect(within(article).getByText('PDF and Word')).toBeVisible();
    expect(router.state.location.search).toBe('?subject=20&lesson=201');
    expect(seen.map((s) => `${s.path}${s.search}`)).toEqual([
      '/api/v1/study/get_All_lessons',
      '/api/v1/study/get_lesson?id=201',
    ]);
    expect(seen.every((s) => s.authorization === 'Bearer user-token')).toBe(true);
  });

  it('opens the lesson a link names', async () => {
    signIn();
    stubLessonsApi();
    renderAt('/learn?subject=10&lesson=100');
    const article = await screen.findByRole('article', { name: 'Writing a problem statement' });
    expect(
      await within(article).findByRole('heading', { name: 'Lesson 100 heading' }),
    ).toBeVisible();
  });

  it('shows the failure with the server message, and tries again', async () => {
    signIn();
    let fail = true;
    stubLessonsApi(() =>
      fail
        ? { status: 503, body: { code: 'UNAVAILABLE', message: 'The service is busy.' } }
        : { status: 200, body: { levels: [] } },
    );
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failed);
    expect(alert).toHaveTextContent('The service is busy.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
