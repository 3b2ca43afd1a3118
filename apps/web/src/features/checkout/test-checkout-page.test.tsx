import { messages } from '@prd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../lib/token-storage';
import { json, renderPageAt, type Reply } from '../../test/page-harness';
import { checkoutNavigation } from './api/test-checkout';
import { TestCheckoutPage } from './test-checkout-page';

const OPEN = {
  session_id: 'cs_test_1',
  plan_name: 'Pro',
  amount: 19,
  currency: 'usd',
  mode: 'subscription',
  duration: 30,
  status: 'open',
  customer_email: 'ada@example.com',
};

function stub(replies: { summary?: Reply; finish?: Reply }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url.includes('/test_checkout/')) {
        return Promise.resolve(json(replies.finish ?? { status: 500, body: {} }));
      }
      if (url.includes('/test_checkout')) {
        return Promise.resolve(json(replies.summary ?? { status: 200, body: OPEN }));
      }
      return Promise.resolve(json({ status: 404, body: { message: 'Not found.' } }));
    }),
  );
  return calls;
}

const renderPage = () =>
  renderPageAt(
    [
      { path: '/checkout/test', element: <TestCheckoutPage /> },
      { path: '/settings/plancard', element: <h1>Plans</h1> },
    ],
    '/checkout/test?session_id=cs_test_1',
  );

const signIn = () =>
  tokenStorage.save('user', { access_token: 'user-access', refresh_token: 'user-refresh' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tokenStorage.clear('user');
});

describe('TestCheckoutPage', () => {
  it('says plainly that it is test mode and shows what is bought', async () => {
    signIn();
    stub({});
    renderPage();
    expect(screen.getByRole('note')).toHaveTextContent('Test mode: no real payment');
    expect(await screen.findByText('$19.00 USD')).toBeVisible();
    expect(screen.getByText('Pro')).toBeVisible();
    expect(screen.getByText(messages.plans.autoPayOn)).toBeVisible();
    expect(screen.getByText('30 days')).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
  });

  it('completes the purchase and follows the return address', async () => {
    signIn();
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    const back = '/settings/plancard?checkout=success&session_id=cs_test_1';
    const calls = stub({ finish: { status: 200, body: { redirect_url: back } } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Complete test purchase' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(back));
    expect(calls).toContain(
      'POST /api/v1/stripe_payment/test_checkout/complete?session_id=cs_test_1',
    );
    expect(screen.getByRole('button', { name: 'Working...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel and return' })).toBeDisabled();
  });

  it('never sends the browser to a script address', async () => {
    signIn();
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    stub({ finish: { status: 200, body: { redirect_url: 'javascript:alert(1)' } } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel and return' }));
    expect(await screen.findByText(messages.general.failedToProcess)).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each<[string, Reply, string]>([
    [
      'a closed checkout',
      { status: 200, body: { ...OPEN, status: 'complete' } },
      'This checkout is no longer open.',
    ],
    [
      'someone else’s or no checkout',
      { status: 404, body: { message: 'Checkout session not found.' } },
      'Checkout session not found.',
    ],
  ])('explains %s and links back to the plans', async (_, summary, text) => {
    signIn();
    stub({ summary });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'View all plans' })).toHaveAttribute(
      'href',
      '/settings/plancard',
    );
    expect(screen.queryByRole('button', { name: 'Complete test purchase' })).toBeNull();
  });

  it('asks a visitor to sign in first', async () => {
    const calls = stub({});
    renderPage();
    await waitFor(() => expect(screen.getByTestId('auth-modal')).toHaveTextContent('signIn'));
    expect(calls).toEqual([]);
  });
});
