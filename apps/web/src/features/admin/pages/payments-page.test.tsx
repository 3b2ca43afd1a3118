import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderWithStore, signInAdmin, where } from '../test/harness';
import { PaymentsPage } from './payments-page';

const LIST = '/payment_management/get_all_payments';

const payment = (over: Record<string, unknown> = {}) => ({
  payment_id: 'pay_1',
  user_name: 'Ada Lovelace',
  user_email: 'ada@example.com',
  amount: 19.5,
  currency: 'usd',
  payment_method: 'card',
  plan_name: 'Pro',
  created_at: '2026-03-04T10:00:00.000Z',
  payment_status: 'succeeded',
  auto_payment: true,
  ...over,
});

beforeEach(signInAdmin);
afterEach(() => vi.unstubAllGlobals());

describe('PaymentsPage', () => {
  it('lists payments with their amount in their currency, status, plan and auto-pay', async () => {
    fakeApi({
      [`GET ${LIST}`]: {
        body: paged([
          payment(),
          payment({
            payment_id: 'pay_2',
            user_name: '',
            user_email: '',
            amount: 10,
            currency: 'eur',
            payment_status: 'refunded',
            auto_payment: false,
          }),
        ]),
      },
    });
    renderWithStore(<PaymentsPage />, '/admin/payments');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('$19.50')).toBeInTheDocument();
    expect(within(table).getByText('€10.00')).toBeInTheDocument();
    expect(within(table).getByText('Succeeded')).toBeInTheDocument();
    expect(within(table).getByText('Refunded')).toBeInTheDocument();
    expect(within(table).getByText('Deleted account')).toBeInTheDocument();
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(table).getByText('One-time')).toBeInTheDocument();
  });

  it('sends the filters and the page as query parameters', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: { body: paged([payment()], 3) } });
    const { user, router } = renderWithStore(<PaymentsPage />, '/admin/payments');
    await screen.findByRole('table');
    expect(api.find('GET', LIST)[0]!.search.get('page')).toBe('1');

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(api.find('GET', LIST).at(-1)!.search.get('status')).toBe('failed'));

    await user.type(screen.getByLabelText('Email'), 'ada@');
    await waitFor(() => expect(api.find('GET', LIST).at(-1)!.search.get('email')).toBe('ada@'));

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.find('GET', LIST).at(-1)!.search.get('page')).toBe('2'));
    const last = api.find('GET', LIST).at(-1)!.search;
    expect(last.get('status')).toBe('failed');
    expect(last.get('email')).toBe('ada@');
    expect(last.has('user_id')).toBe(false);
    expect(where(router)).toContain('page=2');
  });

  it('names disputed payments and filters by them', async () => {
    const api = fakeApi({
      [`GET ${LIST}`]: {
        body: paged([
          payment({ payment_status: 'disputed' }),
          payment({ payment_id: 'pay_3', payment_status: 'dispute_lost' }),
        ]),
      },
    });
    const { user } = renderWithStore(<PaymentsPage />, '/admin/payments');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Disputed')).toBeInTheDocument();
    expect(within(table).getByText('Dispute lost')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'dispute_lost');
    await waitFor(() =>
      expect(api.find('GET', LIST).at(-1)!.search.get('status')).toBe('dispute_lost'),
    );
  });

  it('uses the admin token', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: { body: paged([]) } });
    renderWithStore(<PaymentsPage />, '/admin/payments');
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    const [, init] = api.fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer admin-access');
  });

  it('shows the server message when the list fails', async () => {
    fakeApi({ [`GET ${LIST}`]: { status: 422, body: { message: 'user_id must be a user id.' } } });
    renderWithStore(<PaymentsPage />, '/admin/payments?user_id=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('user_id must be a user id.');
  });
});
