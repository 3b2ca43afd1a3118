import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderWithStore, signInAdmin } from '../test/harness';
import { IncidentsPage } from './incidents-page';

const LIST = '/security/security-incidents';
const RESOLVE = '/security/security-incidents/12/resolve';

const incident = (over: Record<string, unknown> = {}) => ({
  id: '12',
  user_id: null,
  email: 'ada@example.com',
  kind: 'brute_force',
  severity: 'high',
  description: 'Many failed sign-ins',
  ip: '10.0.0.8',
  details: { failures: 25 },
  created_at: '2026-03-04T10:00:00.000Z',
  resolved_at: null,
  resolution: null,
  ...over,
});

beforeEach(signInAdmin);
afterEach(() => vi.unstubAllGlobals());

describe('IncidentsPage', () => {
  it('sends kind, severity, status, dates and page', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: { body: paged([incident()], 2) } });
    const { user } = renderWithStore(<IncidentsPage />, '/admin/incidents');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Kind'), 'brute_force');
    await user.selectOptions(screen.getByLabelText('Severity'), 'high');
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    fireEvent.change(screen.getByLabelText('Dates: from'), { target: { value: '2026-03-01' } });
    await waitFor(
      () => {
        const q = api.find('GET', LIST).at(-1)!.search;
        expect([q.get('kind'), q.get('severity'), q.get('status')]).toEqual([
          'brute_force',
          'high',
          'open',
        ]);
        expect(q.get('from')).toBe(new Date('2026-03-01T00:00:00.000').toISOString());
        expect(q.has('to')).toBe(false);
        // The kind is typed, then debounced: a busy machine needs more than waitFor's 1 s.
      },
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.find('GET', LIST).at(-1)!.search.get('page')).toBe('2'));
  });

  it('resolves with the note, and the row shows resolved', async () => {
    let resolved = false;
    const api = fakeApi({
      [`GET ${LIST}`]: () => ({
        body: paged([
          resolved
            ? incident({ resolved_at: '2026-03-05T09:00:00.000Z', resolution: 'Blocked the IP' })
            : incident(),
        ]),
      }),
      [`POST ${RESOLVE}`]: () => {
        resolved = true;
        return { body: { message: 'Incident resolved.' } };
      },
    });
    const { user } = renderWithStore(<IncidentsPage />, '/admin/incidents');
    await user.click(await screen.findByRole('button', { name: 'Resolve incident brute_force' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Resolution note (optional)'), 'Blocked the IP');
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(api.find('POST', RESOLVE)).toHaveLength(1));
    expect(api.find('POST', RESOLVE)[0]!.body).toEqual({ resolution: 'Blocked the IP' });
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Blocked the IP')).toBeInTheDocument();
    expect(within(table).getByText(/^Resolved /)).toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: 'Resolve incident brute_force' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server message when resolving fails', async () => {
    fakeApi({
      [`GET ${LIST}`]: { body: paged([incident()]) },
      [`POST ${RESOLVE}`]: { status: 409, body: { message: 'This incident is already resolved.' } },
    });
    const { user } = renderWithStore(<IncidentsPage />, '/admin/incidents');
    await user.click(await screen.findByRole('button', { name: 'Resolve incident brute_force' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This incident is already resolved.',
    );
  });
});
