import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithStore, signInAdmin, type Reply } from '../test/harness';
import { PlansAdminPage } from './plans-page';

const LIST = '/plan/admin_plans';
const UPDATE = '/plan/update_plan/2';

const plan = (over: Record<string, unknown> = {}) => ({
  id: 2,
  code: 'pro',
  plan_name: 'Pro',
  price_cents: 1900,
  currency: 'usd',
  duration: 30,
  features: ['Unlimited chats', 'Word export'],
  uploads_limit: 100,
  is_active: true,
  ...over,
});
const plans = [
  plan({ id: 1, code: 'free', plan_name: 'Free', price_cents: 0, features: ['Try it'] }),
  plan(),
  plan({ id: 3, code: 'team', plan_name: 'Team', price_cents: null, is_active: false }),
];

function setup(update: Reply = { body: { message: 'Plan updated.', data: plan() } }) {
  const api = fakeApi({ [`GET ${LIST}`]: { body: { items: plans } }, [`PUT ${UPDATE}`]: update });
  return { api, ...renderWithStore(<PlansAdminPage />, '/admin/plans') };
}

async function openEditor(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Pro' }));
  return screen.findByRole('dialog');
}

beforeEach(signInAdmin);
afterEach(() => vi.unstubAllGlobals());

describe('PlansAdminPage', () => {
  it('lists every plan with its price, and previews the offered ones', async () => {
    setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('$19')).toBeInTheDocument();
    expect(within(table).getByText('Custom')).toBeInTheDocument();
    expect(within(table).getByText('Withdrawn')).toBeInTheDocument();
    const preview = screen.getByRole('heading', { name: 'On the plans page' }).closest('section')!;
    expect(within(preview).getByRole('figure', { name: 'Pro' })).toHaveTextContent('$19/mo');
    expect(within(preview).getByRole('figure', { name: 'Free' })).toBeInTheDocument();
    expect(within(preview).queryByRole('figure', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('sends a price edited in units as cents and refreshes the list', async () => {
    const { api, user } = setup();
    const dialog = await openEditor(user);
    const price = within(dialog).getByLabelText('Price (USD)');
    expect(price).toHaveValue('19.00');
    await user.clear(price);
    await user.type(price, '24.50');
    expect(within(dialog).getByText('$24.50')).toBeInTheDocument();
    const listed = api.find('GET', LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(api.find('PUT', UPDATE)).toHaveLength(1));
    expect(api.find('PUT', UPDATE)[0]!.body).toEqual({ price_cents: 2450 });
    await waitFor(() => expect(api.find('GET', LIST).length).toBeGreaterThan(listed));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a negative price without calling the server', async () => {
    const { api, user } = setup();
    const dialog = await openEditor(user);
    const price = within(dialog).getByLabelText('Price (USD)');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText(/Enter a price of 0 or more/)).toBeInTheDocument();
    expect(api.find('PUT', UPDATE)).toHaveLength(0);
  });

  it('adds, reorders and removes features, and sends Custom as null', async () => {
    const { api, user } = setup();
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    await user.type(within(dialog).getByLabelText('Feature 3'), 'Priority support');
    await user.click(within(dialog).getByRole('button', { name: 'Move feature 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove feature 1' }));
    await user.click(within(dialog).getByLabelText(/Custom price/));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(api.find('PUT', UPDATE)).toHaveLength(1));
    expect(api.find('PUT', UPDATE)[0]!.body).toEqual({
      price_cents: null,
      features: ['Priority support', 'Word export'],
    });
  });

  it('shows the server message when the plan is refused', async () => {
    const { user } = setup({
      status: 422,
      body: { message: 'Duration is at least 1 day', code: 'VALIDATION', detail: [] },
    });
    const dialog = await openEditor(user);
    const days = within(dialog).getByLabelText('Duration (days)');
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Duration is at least 1 day',
    );
  });
});
