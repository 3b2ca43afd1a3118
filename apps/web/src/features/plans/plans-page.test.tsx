import { CUSTOM_PRICE, messages, type Plan } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../lib/token-storage';
import { json, renderPageAt, type Reply } from '../../test/page-harness';
import { browserNavigation } from './api/create-checkout-session';
import { PlansPage } from './plans-page';

// The server's order (by name, descending) differs from the price order the page must show.
const PLANS: Plan[] = [
  {
    id: 3,
    plan_name: 'Team',
    price: 49,
    duration: 30,
    features: ['500 PRD generations a month', 'Priority generation'],
    is_subscribed: false,
  },
  {
    id: 2,
    plan_name: 'Pro',
    price: 19,
    duration: 30,
    features: [
      '100 PRD generations a month',
      'Share to Notion and Confluence',
      'Full chat history',
    ],
    is_subscribed: true,
  },
  {
    id: 1,
    plan_name: 'Free',
    price: 0,
    duration: 30,
    features: ['5 PRD generations'],
    is_subscribed: false,
  },
  {
    id: 4,
    plan_name: 'Enterprise',
    price: CUSTOM_PRICE,
    duration: 365,
    features: ['Unlimited PRD generations'],
    is_subscribed: false,
  },
];

const plansOk: Reply = { status: 200, body: { items: PLANS, total_pages: 1 } };
const notFound: Reply = { status: 404, body: { message: messages.general.notFound } };

interface Call {
  url: string;
  init: RequestInit;
}
/** A fake API: plans, checkout and refresh answer what the test says; the rest is 404. */
function stubApi(
  replies: { plans?: Reply | 'pending'; checkout?: Reply; other?: Record<string, Reply[]> } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.includes('/plan/get_all_plans')) {
        const plans = replies.plans ?? plansOk;
        return plans === 'pending' ? new Promise(() => {}) : Promise.resolve(json(plans));
      }
      if (url.includes('/stripe_payment/create_payment_checkout_session'))
        return Promise.resolve(json(replies.checkout ?? notFound));
      for (const [part, queue] of Object.entries(replies.other ?? {})) {
        if (url.includes(part))
          return Promise.resolve(json(queue.length > 1 ? queue.shift()! : queue[0]!));
      }
      if (url.includes('/auth/refresh'))
        return Promise.resolve(json({ status: 401, body: { message: 'Invalid refresh token' } }));
      return Promise.resolve(json(notFound));
    }),
  );
  const checkoutBodies = () =>
    calls
      .filter((c) => c.url.includes('create_payment_checkout_session'))
      .map((c) => JSON.parse(c.init.body as string) as unknown);
  return { calls, checkoutBodies };
}

const renderPage = (entry = '/settings/plancard') =>
  renderPageAt(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/settings/plancard', element: <PlansPage /> },
    ],
    entry,
  );

const signIn = () =>
  tokenStorage.save('user', { access_token: 'user-access', refresh_token: 'user-refresh' });
const card = (name: string) => screen.findByRole('article', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PlansPage', () => {
  it('asks for the spec’s page and shows the plans sorted by price, Custom last', async () => {
    const { calls } = stubApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await card('Free');
    const names = screen
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent);
    expect(names).toEqual(['Free', 'Pro', 'Team', 'Enterprise']);
    expect(calls[0]!.url).toBe(
      '/api/v1/plan/get_all_plans?page=1&page_size=10&sort_by=name&sort_order=desc',
    );
    // A visitor's call carries no token.
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends the user token with the plans call when signed in', async () => {
    signIn();
    const { calls } = stubApi();
    renderPage();
    await card('Pro');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer user-access',
    );
  });

  it('shows loading skeletons until the plans arrive', () => {
    stubApi({ plans: 'pending' });
    renderPage();
    expect(screen.getAllByTestId('plan-skeleton')).toHaveLength(4);
    expect(screen.getByText(messages.plans.loading)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows price in dollars per month, duration in days and the features', async () => {
    stubApi();
    renderPage();
    const pro = await card('Pro');
    expect(pro).toHaveTextContent('$19/mo');
    expect(pro).toHaveTextContent('30 days');
    expect(
      within(pro)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(PLANS[1]!.features);
    expect(await card('Free')).toHaveTextContent('$0/mo');
    const enterprise = await card('Enterprise');
    expect(enterprise).toHaveTextContent('Custom');
    expect(enterprise).not.toHaveTextContent('/mo');
    expect(enterprise).toHaveTextContent('365 days');
  });

  it('marks only the subscribed plan as the current plan', async () => {
    stubApi();
    renderPage();
    const pro = await card('Pro');
    expect(within(pro).getAllByText('Current Plan')[0]).toBeVisible();
    expect(within(pro).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(pro).queryByRole('button', { name: 'Get Started' })).toBeNull();
    for (const other of ['Free', 'Team', 'Enterprise']) {
      expect(within(await card(other)).queryByText('Current Plan')).toBeNull();
    }
  });

  it("a paid subscriber's Free card is included: no active purchase button", async () => {
    stubApi();
    renderPage();
    const free = await card('Free');
    expect(within(free).queryByRole('button', { name: 'Get Started' })).toBeNull();
    expect(within(free).getByRole('button', { name: messages.plans.included })).toBeDisabled();
    expect(within(free).queryByText('Current Plan')).toBeNull();
    expect(within(await card('Pro')).getAllByText('Current Plan')[0]).toBeVisible();
    // Plans above the one held can still be bought.
    expect(within(await card('Team')).getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });

  it('offers no auto-pay on the free plan or a Custom one', async () => {
    stubApi();
    renderPage();
    expect(within(await card('Free')).queryByRole('switch')).toBeNull();
    expect(within(await card('Enterprise')).queryByRole('switch')).toBeNull();
    expect(within(await card('Team')).getByRole('switch')).toBeInTheDocument();
  });

  it('shows the Free icon only on the plan priced 0', async () => {
    stubApi();
    renderPage();
    const free = await card('Free');
    expect(within(free).getByRole('img', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Free' })).toHaveLength(1);
  });

  it('reads the auto-pay toggle and sends its mode to checkout', async () => {
    signIn();
    const { checkoutBodies } = stubApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const team = await card('Team');
    const toggle = within(team).getByRole('switch', { name: 'One-Time Payment' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(within(team).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(checkoutBodies()).toEqual([{ plan_id: 3, mode: 'payment' }]));
    await waitFor(() =>
      expect(within(team).getByRole('button', { name: 'Get Started' })).toBeEnabled(),
    );

    await user.click(toggle);
    expect(within(team).getByRole('switch', { name: 'Auto-Pay Enabled' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Each card has its own flag.
    expect(
      within(await card('Free')).queryByRole('switch', { name: 'Auto-Pay Enabled' }),
    ).toBeNull();

    await user.click(within(team).getByRole('button', { name: 'Get Started' }));
    await waitFor(() =>
      expect(checkoutBodies()).toEqual([
        { plan_id: 3, mode: 'payment' },
        { plan_id: 3, mode: 'subscription' },
      ]),
    );
  });

  it('sends the browser to checkout_url', async () => {
    signIn();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    stubApi({ checkout: { status: 200, body: { checkout_url: 'https://pay.example/s/1' } } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    await user.click(within(await card('Team')).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/s/1'));
  });

  it('offers Contact Us instead of Get Started for a Custom price, without checkout', async () => {
    signIn();
    const { checkoutBodies } = stubApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    const enterprise = await card('Enterprise');
    expect(within(enterprise).queryByRole('button', { name: 'Get Started' })).toBeNull();
    await user.click(within(enterprise).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact us: Enterprise' })).toBeVisible();
    expect(checkoutBodies()).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Contact Us', hidden: true })).toHaveLength(1);
  });

  it('says "Failed to fetch plans." when the plans do not load, and can try again', async () => {
    let plans: Reply = { status: 500, body: { message: messages.general.internal } };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(plans))),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch plans.');
    expect(screen.queryByRole('article')).toBeNull();
    plans = plansOk;
    await user.click(screen.getByRole('button', { name: messages.plans.retry }));
    expect(await card('Pro')).toBeInTheDocument();
  });

  it('on a 498 while loading says the session expired, clears the tokens and goes to /', async () => {
    signIn();
    stubApi({ plans: { status: 498, body: { message: messages.session.invalidToken } } });
    const router = renderPage();
    expect(await screen.findByText(messages.session.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(tokenStorage.access('user')).toBeNull();
    expect(tokenStorage.refresh('user')).toBeNull();
    expect(screen.queryByText(messages.plans.fetchFailed)).toBeNull();
  });

  it('on a 403 from checkout says so, clears the user token and opens sign-in', async () => {
    signIn();
    stubApi({ checkout: { status: 403, body: { message: 'Forbidden' } } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    expect(screen.getByTestId('auth-modal')).toHaveTextContent('none');
    await user.click(within(await card('Team')).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Session expired. Redirecting to login...')).toBeVisible();
    expect(tokenStorage.access('user')).toBeNull();
    expect(screen.getByTestId('auth-modal')).toHaveTextContent('signIn');
  });

  it('shows the server’s refusal of a checkout', async () => {
    signIn();
    stubApi({ checkout: { status: 409, body: { message: 'Cancel auto-pay first.' } } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    await user.click(within(await card('Team')).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Cancel auto-pay first.')).toBeVisible();
    expect(tokenStorage.access('user')).toBe('user-access');
    expect(screen.getByTestId('auth-modal')).toHaveTextContent('none');
  });

  it('takes a signed-in user to the chat from the Free plan, without checkout', async () => {
    signIn();
    // No paid plan held (a Pro subscriber's Free card is only "Included").
    const items = PLANS.map((p) => ({ ...p, is_subscribed: false }));
    const { checkoutBodies } = stubApi({ plans: { status: 200, body: { items, total_pages: 1 } } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderPage();
    await user.click(within(await card('Free')).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(checkoutBodies()).toEqual([]);
  });

  it('offers no auto-pay toggle on the current plan', async () => {
    stubApi();
    renderPage();
    expect(within(await card('Pro')).queryByRole('switch')).toBeNull();
  });

  it('opens sign-in when a visitor presses Get Started, without calling checkout', async () => {
    const { checkoutBodies } = stubApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    await user.click(within(await card('Team')).getByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('auth-modal')).toHaveTextContent('signIn');
    expect(checkoutBodies()).toEqual([]);
  });

  it('sends a Contact Us message with the plan, and requires the message', async () => {
    const { calls } = stubApi({
      other: {
        '/contact/send_message': [{ status: 200, body: { message: messages.billing.contactSent } }],
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    await user.click(within(await card('Enterprise')).getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us: Enterprise' });
    await user.type(within(dialog).getByLabelText('Email'), 'cto@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      messages.billing.contactMessageRequired,
    );
    await user.type(within(dialog).getByLabelText('Message'), 'We need SSO.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.billing.contactSent)).toBeVisible();
    const sent = calls.filter((c) => c.url.includes('/contact/send_message'));
    expect(sent.map((c) => JSON.parse(c.init.body as string) as unknown)).toEqual([
      { email: 'cto@acme.example', message: 'We need SSO.', plan_id: 4 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('back from a paid checkout says so, refreshes the plans and cleans the address', async () => {
    signIn();
    const paid = { status: 200, body: { payment_status: 'paid', status: 'complete' } };
    const { calls } = stubApi({ other: { '/stripe_payment/get_payment_details': [paid] } });
    const router = renderPage('/settings/plancard?checkout=success&session_id=cs_test_1');
    expect(await screen.findByText(messages.billing.checkoutSuccess)).toBeVisible();
    expect(router.state.location.search).toBe('');
    const asked = calls.filter((c) => c.url.includes('get_payment_details'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toContain('session_id=cs_test_1');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/plan/get_all_plans')).length).toBe(2),
    );
  });

  it('while a payment confirms, says so and asks again until it is paid', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const pending = { status: 200, body: { payment_status: 'pending', status: 'complete' } };
      const paid = { status: 200, body: { payment_status: 'paid', status: 'complete' } };
      const { calls } = stubApi({
        other: { '/stripe_payment/get_payment_details': [pending, pending, paid] },
      });
      renderPage('/settings/plancard?checkout=success&session_id=cs_test_2');
      expect(await screen.findByText(messages.billing.checkoutPending)).toBeVisible();
      await vi.advanceTimersByTimeAsync(4_100);
      expect(await screen.findByText(messages.billing.checkoutSuccess)).toBeVisible();
      expect(calls.filter((c) => c.url.includes('get_payment_details'))).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('back from a cancelled checkout says nothing was charged', async () => {
    signIn();
    const { calls } = stubApi();
    const router = renderPage('/settings/plancard?checkout=cancelled&session_id=cs_test_3');
    expect(await screen.findByText(messages.billing.checkoutCancelled)).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.url.includes('get_payment_details'))).toHaveLength(0);
  });

  it('says when the payment failed', async () => {
    signIn();
    stubApi({
      other: {
        '/stripe_payment/get_payment_details': [
          { status: 200, body: { payment_status: 'failed', status: 'expired' } },
        ],
      },
    });
    renderPage('/settings/plancard?checkout=success&session_id=cs_test_4');
    expect(await screen.findByText(messages.billing.checkoutFailed)).toBeVisible();
  });
});
