import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderWithStore, signInAdmin, type Call } from '../test/harness';
import { AuditLogsPage } from './audit-logs-page';

const LIST = '/security/audit-logs';
const USER = '0b9c3f3e-5d7a-4f2b-9a51-3a0c8f0d2e11';

const row = {
  id: '7',
  user_id: USER,
  email: 'ada@example.com',
  event: 'auth.login',
  outcome: 'failure',
  ip: '10.0.0.8',
  user_agent: 'Firefox',
  details: { reason: 'wrong_password', attempts: 3 },
  created_at: '2026-03-04T10:00:00.000Z',
};

beforeEach(signInAdmin);
afterEach(() => vi.unstubAllGlobals());

const last = (api: { find: (m: string, p: string) => Call[] }) =>
  api.find('GET', LIST).at(-1)!.search;

describe('AuditLogsPage', () => {
  it('shows entries with their details folded away', async () => {
    fakeApi({ [`GET ${LIST}`]: { body: paged([row]) } });
    const { user } = renderWithStore(<AuditLogsPage />, '/admin/audit-logs');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('auth.login')).toBeInTheDocument();
    expect(within(table).getByText('Failure')).toBeInTheDocument();
    const summary = within(table).getByText('Details (2)');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(within(table).getByText(/"reason": "wrong_password"/)).toBeInTheDocument();
  });

  it('sends actor as email or user id, action, outcome, dates and page', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: { body: paged([row], 4) } });
    const { user } = renderWithStore(<AuditLogsPage />, '/admin/audit-logs');
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Actor'), 'ada@example.com');
    await waitFor(() => expect(last(api).get('email')).toBe('ada@example.com'));
    await user.clear(screen.getByLabelText('Actor'));
    await user.type(screen.getByLabelText('Actor'), USER);
    await waitFor(() => expect(last(api).get('user_id')).toBe(USER));
    expect(last(api).has('email')).toBe(false);

    await user.type(screen.getByLabelText('Action'), 'auth.login');
    await user.selectOptions(screen.getByLabelText('Outcome'), 'failure');
    fireEvent.change(screen.getByLabelText('Dates: from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Dates: to'), { target: { value: '2026-03-31' } });
    await waitFor(() => {
      const q = last(api);
      expect(q.get('event')).toBe('auth.login');
      expect(q.get('outcome')).toBe('failure');
      expect(q.get('from')).toBe(new Date('2026-03-01T00:00:00.000').toISOString());
      expect(q.get('to')).toBe(new Date('2026-03-31T23:59:59.999').toISOString());
    });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(last(api).get('page')).toBe('3'));
    expect(last(api).get('outcome')).toBe('failure');
  });

  it('shows the 422 message when the range ends before it starts', async () => {
    fakeApi({
      [`GET ${LIST}`]: (call) =>
        call.search.has('to')
          ? {
              status: 422,
              body: {
                message: '`to` must not be before `from`.',
                code: 'VALIDATION',
                detail: [{ loc: ['querystring', 'to'], msg: '`to` must not be before `from`.' }],
              },
            }
          : { body: paged([row]) },
    });
    renderWithStore(<AuditLogsPage />, '/admin/audit-logs?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('`to` must not be before `from`.');
  });
});
