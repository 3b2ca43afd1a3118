import { messages } from '@prd/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDashboard, type Reply } from './test/harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SUBSCRIPTION = 'GET /payment_management/get_user_subscription';
const open = () => renderDashboard('/settings/profiledash?tab=subscription');

describe('subscription tab', () => {
  it('shows "Loading..." while fetching', async () => {
    fakeApi({ [SUBSCRIPTION]: 'never' });
    open();
    expect(await screen.findByRole('status')).toHaveTextContent(messages.dashboard.loading);
  });

  it.each<[string, Reply]>([
    ['the call answers 404', { status: 404, body: { message: 'Not found.' } }],
    [
      'the code is NOT_FOUND ("Subscription not found")',
      { status: 400, body: { message: 'Subscription not found', code: 'NOT_FOUND' } },
    ],
    [
      'the code is INVALID_TOKEN ("Invalid token")',
      { status: 401, body: { message: 'Invalid token', code: 'INVALID_TOKEN' } },
    ],
  ])('says "No subscription found." when %s', async (_, reply) => {
    fakeApi({ [SUBSCRIPTION]: reply });
    open();
    expect(await screen.findByText(messages.billing.noSubscription)).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('shows plan, holder, dates, the Active badge and the time used', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-01-04T12:00:00Z') });
    fakeApi({
      [SUBSCRIPTION]: {
        body: {
          plan_name: 'Pro',
          user_name: 'Ada Lovelace',
          user_email: 'ada@example.com',
          created_at: '2025-01-01T00:00:00Z',
          expiry_date: '2025-01-11T00:00:00Z',
        },
      },
    });
    open();
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Pro');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Jan 1, 2025')).toBeInTheDocument();
    expect(screen.getByText('Jan 11, 2025')).toBeInTheDocument();
    expect(screen.getByText('35% time used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '35% time used' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
  });

  it('shows another state than active as it is, with auto-pay', async () => {
    fakeApi({
      [SUBSCRIPTION]: {
        body: {
          plan_name: 'Team',
          user_name: 'Ada',
          user_email: 'ada@example.com',
          created_at: '2025-01-01T00:00:00Z',
          expiry_date: '2025-01-31T00:00:00Z',
          status: 'past_due',
          auto_payment: true,
        },
      },
    });
    open();
    expect(await screen.findByText('Past due')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.getByText('Auto-pay').nextSibling).toHaveTextContent('On');
  });
});
