import { messages } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentItem } from './api/dashboard-api';
import { fakeApi, renderDashboard, type Call, type Reply } from './test/harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const payment = (n: number, over: Partial<PaymentItem> = {}): PaymentItem => ({
  payment_id: `pay_${n}`,
  user_name: `Buyer ${n}`,
  user_email: `buyer${n}@example.com`,
  amount: 19,
  currency: 'usd',
  payment_method: 'card',
  plan_name: 'Pro',
  created_at: '2025-03-01T10:00:00Z',
  payment_status: 'succeeded',
  auto_payment: false,
  ...over,
});

/** get_all_payments answering `pages` pages of the given rows. */
function paged(rows: PaymentItem[], perPage = 10): Reply {
  const totalPages = Math.max(1, Math.ceil(rows.length / perPage));
  return (call: Call) => {
    const page = Number(call.search.get('page'));
    return {
      body: { items: rows.slice((page - 1) * perPage, page * perPage), total_pages: totalPages },
    };
  };
}

const PAYMENTS = 'GET /payment_management/get_all_payments';
const open = () => renderDashboard('/settings/profiledash?tab=payments');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('payments tab', () => {
  it('shows "Loading..." while fetching', async () => {
    fakeApi({ [PAYMENTS]: 'never' });
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the columns and capitalises method and status', async () => {
    fakeApi({
      [PAYMENTS]: paged([
        payment(1),
        payment(2, { payment_status: 'pending', payment_method: 'paypal' }),
      ]),
    });
    open();
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'User',
      'Email',
      'Amount',
      'Method',
      'Plan',
      'Date',
      'Status',
      'Auto Pay',
    ]);
    const [first, second] = bodyRows();
    expect(first).toHaveTextContent('Buyer 1');
    expect(first).toHaveTextContent('$19.00');
    expect(within(first!).getByText('Card')).toBeInTheDocument();
    expect(within(second!).getByText('Paypal')).toBeInTheDocument();
  });

  it('colours "succeeded" green and any other status yellow', async () => {
    fakeApi({
      [PAYMENTS]: paged([
        payment(1),
        payment(2, { payment_status: 'failed' }),
        payment(3, { payment_status: 'pending' }),
      ]),
    });
    open();
    const table = await screen.findByRole('table');
    const ok = within(table).getByText('Succeeded');
    expect(ok).toHaveAttribute('data-tone', 'success');
    expect(ok).toHaveClass('bg-success/15');
    for (const text of ['Failed', 'Pending']) {
      const badge = within(table).getByText(text);
      expect(badge).toHaveAttribute('data-tone', 'warning');
      expect(badge).toHaveClass('bg-warning/25');
    }
  });

  it('follows total_pages, then pages 5 rows at a time with Prev, Next and numbers', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => payment(i + 1));
    const api = fakeApi({ [PAYMENTS]: paged(rows, 5) });
    const { user } = open();
    await screen.findByRole('table');
    expect(
      api.find('GET', '/payment_management/get_all_payments').map((c) => c.search.get('page')),
    ).toEqual(['1', '2', '3']);
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[0]).toHaveTextContent('Buyer 1');
    const nav = screen.getByRole('navigation', { name: 'Payment pages' });
    expect(within(nav).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(nav).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(bodyRows()[0]).toHaveTextContent('Buyer 6');
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(2);
    expect(bodyRows()[1]).toHaveTextContent('Buyer 12');
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Showing 11–12 of 12')).toBeInTheDocument();
  });

  it('shows paging from 6 rows on', async () => {
    fakeApi({ [PAYMENTS]: paged(Array.from({ length: 6 }, (_, i) => payment(i + 1))) });
    open();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('shows no paging with 5 rows or fewer', async () => {
    fakeApi({ [PAYMENTS]: paged(Array.from({ length: 5 }, (_, i) => payment(i + 1))) });
    open();
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Payment pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prev' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it.each<[string, Reply]>([
    ['the list is empty', { body: { items: [], total_pages: 1 } }],
    ['the call answers 404', { status: 404, body: { message: 'Not found.' } }],
  ])('says "No payment history." when %s', async (_, reply) => {
    fakeApi({ [PAYMENTS]: reply });
    open();
    expect(await screen.findByText(messages.billing.noPayments)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('cancels auto-pay, says so and reloads the list after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      [PAYMENTS]: paged([payment(1, { auto_payment: true })]),
      'POST /stripe_payment/cancel_subscription_autopayment': { body: { message: 'done' } },
    });
    const { user } = renderDashboard('/settings/profiledash?tab=payments', { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Cancel auto-pay' }));
    // Nothing is cancelled before the person confirms.
    const confirm = await screen.findByRole('dialog', {
      name: messages.dashboard.cancelAutoPayTitle,
    });
    expect(api.find('POST', '/stripe_payment/cancel_subscription_autopayment')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel auto-pay' }));
    expect(await screen.findByText(messages.billing.autoPayCancelled)).toBeInTheDocument();
    const listCalls = () => api.find('GET', '/payment_management/get_all_payments').length;
    expect(listCalls()).toBe(1);
    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it.each<[string, Reply, string]>([
    [
      'the server message',
      { status: 400, body: { message: 'No active subscription.', code: 'BAD_REQUEST' } },
      'No active subscription.',
    ],
    ['the fallback', { status: 500 }, messages.billing.autoPayCancelFailed],
  ])('shows %s when cancelling auto-pay fails', async (_, reply, expected) => {
    const api = fakeApi({
      [PAYMENTS]: paged([payment(1, { auto_payment: true })]),
      'POST /stripe_payment/cancel_subscription_autopayment': reply,
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel auto-pay' }));
    const confirm = await screen.findByRole('dialog', {
      name: messages.dashboard.cancelAutoPayTitle,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel auto-pay' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel auto-pay' })).toBeEnabled();
    expect(api.find('GET', '/payment_management/get_all_payments')).toHaveLength(1);
  });

  it('offers to cancel auto-pay only while a paid auto-pay subscription still renews', async () => {
    fakeApi({
      [PAYMENTS]: paged([payment(1, { auto_payment: true })]),
      'GET /payment_management/get_user_subscription': {
        body: {
          plan_name: 'Pro',
          user_name: 'A',
          user_email: 'a@example.com',
          created_at: '2025-01-01T00:00:00Z',
          expiry_date: '2025-01-31T00:00:00Z',
          status: 'active',
          auto_payment: false,
        },
      },
    });
    open();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel auto-pay' })).not.toBeInTheDocument(),
    );
  });

  it('does not offer to cancel auto-pay for a failed auto-pay payment', async () => {
    fakeApi({ [PAYMENTS]: paged([payment(1, { auto_payment: true, payment_status: 'failed' })]) });
    open();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel auto-pay' })).not.toBeInTheDocument();
  });
});
