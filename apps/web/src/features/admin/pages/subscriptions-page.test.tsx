import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderWithStore, signInAdmin } from '../test/harness';
import { SubscriptionsPage } from './subscriptions-page';

const LIST = '/payment_management/get_all_subscriptions';
const USER = '0b9c3f3e-5d7a-4f2b-9a51-3a0c8f0d2e11';

const sub = (over: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  user_id: USER,
  plan_name: 'Pro',
  user_name: 'Ada Lovelace',
  user_email: 'ada@example.com',
  created_at: '2026-03-01T00:00:00.000Z',
  expiry_date: '2026-03-31T00:00:00.000Z',
  status: 'active',
  auto_payment: true,
  cancel_at_period_end: false,
  ...over,
});

beforeEach(signInAdmin);
afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionsPage', () => {
  it('lists subscriptions with status, renewal and a link to the person', async () => {
    fakeApi({
      [`GET ${LIST}`]: {
        body: paged([
          sub(),
          sub({ id: 'sub_2', status: 'past_due', cancel_at_period_end: true, user_name: 'Bob' }),
        ]),
      },
    });
    renderWithStore(<SubscriptionsPage />, '/admin/subscriptions');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/users/${USER}`,
    );
    expect(within(table).getByText('Past due')).toBeInTheDocument();
    expect(within(table).getByText('Ends at period end')).toBeInTheDocument();
    expect(within(table).getByText('Renews automatically')).toBeInTheDocument();
  });

  it('sends status, email, user id and page', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: { body: paged([sub()], 2) } });
    const { user } = renderWithStore(<SubscriptionsPage />, `/admin/subscriptions?user_id=${USER}`);
    await screen.findByRole('table');
    expect(api.find('GET', LIST)[0]!.search.get('user_id')).toBe(USER);

    await user.selectOptions(screen.getByLabelText('Status'), 'canceled');
    await user.type(screen.getByLabelText('Email'), 'ada');
    await waitFor(() => {
      const q = api.find('GET', LIST).at(-1)!.search;
      expect([q.get('status'), q.get('email'), q.get('page')]).toEqual(['canceled', 'ada', '1']);
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.find('GET', LIST).at(-1)!.search.get('page')).toBe('2'));
  });

  it('shows the server message when the list fails', async () => {
    fakeApi({ [`GET ${LIST}`]: { status: 403, body: { message: 'Admins only.' } } });
    renderWithStore(<SubscriptionsPage />, '/admin/subscriptions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only.');
  });
});
