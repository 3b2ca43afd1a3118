import { messages, type Subscription } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentItem } from './api/dashboard-api';
import { fakeApi, renderDashboard } from './test/harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const t = messages.dashboard;
const PAYMENTS = 'GET /payment_management/get_all_payments';
const SUBSCRIPTION = 'GET /payment_management/get_user_subscription';
const CANCEL = 'POST /stripe_payment/cancel_subscription_autopayment';
const RESUME = 'POST /stripe_payment/resume_subscription_autopayment';

const payment = (over: Partial<PaymentItem> = {}): PaymentItem => ({
  payment_id: 'pay_1',
  user_name: 'Ada Lovelace',
  user_email: 'ada@example.com',
  amount: 19,
  currency: 'usd',
  payment_method: 'card',
  plan_name: 'Pro',
  created_at: '2025-03-01T10:00:00Z',
  payment_status: 'succeeded',
  auto_payment: true,
  ...over,
});
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  plan_name: 'Pro',
  user_name: 'Ada Lovelace',
  user_email: 'ada@example.com',
  created_at: '2025-03-01T00:00:00Z',
  expiry_date: '2025-03-31T00:00:00Z',
  status: 'active',
  auto_payment: true,
  cancel_at_period_end: false,
  ...over,
});
const list = (items: PaymentItem[]) => ({ body: { items, total_pages: 1 } });

describe('cancelling auto-pay', () => {
  it('asks first, naming the plan and the date it ends; Keep auto-pay changes nothing', async () => {
    const api = fakeApi({ [PAYMENTS]: list([payment()]), [SUBSCRIPTION]: { body: sub() } });
    const { user } = renderDashboard('/settings/profiledash?tab=payments');
    await user.click(await screen.findByRole('button', { name: t.cancelAutoPay }));
    const dialog = await screen.findByRole('dialog', { name: t.cancelAutoPayTitle });
    expect(dialog).toHaveTextContent(t.cancelAutoPayQuestion('Pro', 'Mar 31, 2025'));
    await user.click(within(dialog).getByRole('button', { name: t.keepAutoPay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST', '/stripe_payment/cancel_subscription_autopayment')).toHaveLength(0);
  });

  it('once cancelled: "Pro until <date>, then Free", the row says Off, and it can be turned back on', async () => {
    let ending = true;
    const api = fakeApi({
      [PAYMENTS]: () => list([payment({ auto_payment: !ending })]),
      [SUBSCRIPTION]: () => ({
        body: sub({ auto_payment: !ending, cancel_at_period_end: ending }),
      }),
      [RESUME]: () => {
        ending = false;
        return { body: { message: messages.billing.autoPayResumed } };
      },
    });
    const { user } = renderDashboard('/settings/profiledash?tab=payments');
    expect(await screen.findByTestId('plan-then-free')).toHaveTextContent(
      'Pro until Mar 31, 2025, then Free',
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(t.autoPayOff);
    expect(screen.queryByRole('button', { name: t.cancelAutoPay })).toBeNull();

    await user.click(screen.getByRole('button', { name: t.resumeAutoPay }));
    expect(await screen.findByText(messages.billing.autoPayResumed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('plan-then-free')).toBeNull());
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
        t.autoPayOn,
      ),
    );
    expect(api.find('POST', '/stripe_payment/resume_subscription_autopayment')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: t.cancelAutoPay })).toBeInTheDocument();
  });

  it('the subscription tab says it too and offers to turn it back on', async () => {
    fakeApi({
      [SUBSCRIPTION]: { body: sub({ auto_payment: false, cancel_at_period_end: true }) },
      [RESUME]: { status: 404, body: { message: 'Nothing.', code: 'NOT_FOUND' } },
      [CANCEL]: { body: { message: 'x' } },
    });
    const { user } = renderDashboard('/settings/profiledash?tab=subscription');
    expect(await screen.findByTestId('plan-then-free')).toHaveTextContent(
      'Pro until Mar 31, 2025, then Free',
    );
    await user.click(screen.getByRole('button', { name: t.resumeAutoPay }));
    expect(await screen.findByText('Nothing.')).toBeInTheDocument();
  });

  it('a plan that renews shows no ending note', async () => {
    fakeApi({ [SUBSCRIPTION]: { body: sub() } });
    renderDashboard('/settings/profiledash?tab=subscription');
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Pro');
    expect(screen.queryByTestId('plan-then-free')).toBeNull();
    expect(screen.queryByRole('button', { name: t.resumeAutoPay })).toBeNull();
  });
});

describe('payments on a phone', () => {
  it('each payment is a card with all 8 fields, labelled', async () => {
    fakeApi({
      [PAYMENTS]: list([payment(), payment({ payment_id: 'pay_2', payment_status: 'pending' })]),
    });
    renderDashboard('/settings/profiledash?tab=payments');
    const cards = within(await screen.findByRole('list', { name: t.paymentCards })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    const labels = within(first)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect([...labels].sort()).toEqual([...t.paymentColumns].sort());
    for (const text of [
      'Ada Lovelace',
      'ada@example.com',
      '$19.00',
      'Card',
      'Pro',
      'Mar 1, 2025',
    ]) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(first).getAllByText('Succeeded').length).toBeGreaterThan(0);
    expect(within(first).getByText(t.autoPayOn)).toBeInTheDocument();
    expect(within(cards[1]!).getAllByText('Pending').length).toBeGreaterThan(0);
  });
});
