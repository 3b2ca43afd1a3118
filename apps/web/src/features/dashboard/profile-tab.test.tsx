import { messages } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDashboard, stubLocation, testUser } from './test/harness';

const billing = {
  address_line1: '12 Analytical Row',
  address_line2: 'Floor 3',
  city: 'London',
  state: null,
  zip: 'N1 9GU',
  country: 'United Kingdom',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('profile tab', () => {
  it('shows the first letter, name, email and plan name', async () => {
    fakeApi();
    renderDashboard();
    expect(await screen.findByTestId('profile-name')).toHaveTextContent(testUser.name);
    expect(screen.getByTestId('profile-email')).toHaveTextContent(testUser.email);
    expect(screen.getByTestId('profile-plan')).toHaveTextContent('Pro');
    expect(screen.getByTestId('avatar-initial')).toHaveTextContent('A');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows U without a name, the default plan label, and the picture when there is one', async () => {
    fakeApi({ 'GET /user/get_user': { body: { ...testUser, name: '', plan_name: '' } } });
    const first = renderDashboard();
    await waitFor(() => expect(screen.getByTestId('avatar-initial')).toHaveTextContent('U'));
    expect(screen.getByTestId('profile-plan')).toHaveTextContent(messages.plans.defaultPlanName);
    first.unmount();

    fakeApi({
      'GET /user/get_user': {
        body: { ...testUser, profile_picture: '/api/v1/user/profile_picture/a.webp' },
      },
    });
    renderDashboard();
    const img = await screen.findByRole('img', { name: /profile picture/i });
    expect(img).toHaveAttribute('src', '/api/v1/user/profile_picture/a.webp');
    expect(screen.queryByTestId('avatar-initial')).not.toBeInTheDocument();
  });

  it('shows the billing address block when there are billing details', async () => {
    fakeApi({ 'GET /user/get_user_billing_details': { body: billing } });
    renderDashboard();
    const block = await screen.findByTestId('billing-address');
    expect(block).toHaveTextContent('12 Analytical Row');
    expect(block).toHaveTextContent('London, N1 9GU');
    expect(block).toHaveTextContent('United Kingdom');
    expect(screen.queryByText(messages.billing.none)).not.toBeInTheDocument();
  });

  it('shows "No billing details available." when the API has none (404)', async () => {
    fakeApi();
    renderDashboard();
    expect(await screen.findByText(messages.billing.none)).toBeInTheDocument();
    expect(screen.queryByTestId('billing-address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Billing Info' })).not.toBeInTheDocument();
  });

  it('asks before deleting billing details; Cancel keeps them', async () => {
    const api = fakeApi({ 'GET /user/get_user_billing_details': { body: billing } });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete Billing Info' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(messages.billing.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('DELETE', '/user/delete_user_billing_details')).toHaveLength(0);
  });

  it('deletes billing details, says so and reloads after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reload } = stubLocation();
    const api = fakeApi({
      'GET /user/get_user_billing_details': { body: billing },
      'DELETE /user/delete_user_billing_details': { body: { message: 'Billing details deleted.' } },
    });
    const { user } = renderDashboard(undefined, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Billing Info' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(messages.billing.deleted)).toBeInTheDocument();
    expect(api.find('DELETE', '/user/delete_user_billing_details')).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says "Failed to delete billing detail" when the deletion fails, without reloading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reload } = stubLocation();
    fakeApi({
      'GET /user/get_user_billing_details': { body: billing },
      'DELETE /user/delete_user_billing_details': { status: 500, body: { message: 'boom' } },
    });
    const { user } = renderDashboard(undefined, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Billing Info' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(messages.billing.deleteFailed)).toBeInTheDocument();
    vi.advanceTimersByTime(2000);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('dashboard tabs and edit modal', () => {
  it('opens the tab named in ?tab= and puts the chosen tab in the address', async () => {
    fakeApi();
    const { user } = renderDashboard('/settings/profiledash?tab=subscription');
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Connect' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/settings/profiledash?tab=connecting',
    );
    expect(screen.getByRole('heading', { name: 'Connect Your Workspace' })).toBeInTheDocument();
  });

  it('Edit opens Edit Account on Edit Profile; closing returns to the profile tab', async () => {
    fakeApi();
    const { user } = renderDashboard();
    // Edit stays disabled until the profile has loaded.
    const edit = await screen.findByRole('button', { name: 'Edit' });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
    expect(within(dialog).getByRole('tab', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: 'Edit Password' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=editProfile');
    await user.click(within(dialog).getByRole('tab', { name: 'Edit Password' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=editPassword');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/profiledash$/);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends a visitor without a user token to /', async () => {
    const api = fakeApi();
    renderDashboard(undefined, { signedIn: false });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
