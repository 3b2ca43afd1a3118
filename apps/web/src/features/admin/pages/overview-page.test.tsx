import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../test/harness';

afterEach(() => vi.unstubAllGlobals());

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2025-03-${String(i + 1).padStart(2, '0')}`,
  count: i === 9 ? 12 : 1,
}));

describe('overview page', () => {
  it('shows the figures, links them to their pages and summarises the chart', async () => {
    fakeApi({
      'GET /admin/overview': {
        body: {
          users: 1234,
          new_users_this_month: 56,
          active_subscriptions: 78,
          revenue_this_month: [{ currency: 'usd', amount_cents: 123450 }],
          open_incidents: 2,
          pending_deletion_requests: 3,
          prds_per_day: days,
        },
      },
    });
    renderAdmin('/admin');
    const main = within(await screen.findByRole('main'));
    const users = await main.findByRole('link', { name: /^Users/ });
    expect(users).toHaveTextContent('1,234');
    expect(users).toHaveTextContent('56 new this month');
    expect(users).toHaveAttribute('href', '/admin/users');
    expect(main.getByRole('link', { name: /Active subscriptions/ })).toHaveTextContent('78');
    expect(main.getByRole('link', { name: /Revenue this month/ })).toHaveTextContent('$1,234.50');
    const incidents = main.getByRole('link', { name: /Open incidents/ });
    expect(incidents).toHaveTextContent('2');
    expect(incidents).toHaveAttribute('href', '/admin/incidents?status=open');
    expect(main.getByRole('link', { name: /Pending deletion requests/ })).toHaveTextContent('3');
    // The chart's words: a summary that names the figure and a table for screen readers.
    const summary = '41 PRDs in the last 30 days; the busiest day was 2025-03-10 with 12.';
    expect(screen.getByText(summary)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: summary })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /PRDs written per day/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it("shows the server's message when the overview fails", async () => {
    fakeApi({ 'GET /admin/overview': { status: 500, body: { message: 'Something broke.' } } });
    renderAdmin('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
  });
});
