import { messages } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { fakeApi, renderDashboard, testUser } from './test/harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const t = messages.verifyEmail;
const unverified = { body: { ...testUser, email_verified: false } };
const RESEND = 'POST /auth/resend_verification';

describe('the "Verify your email" notice (profile tab)', () => {
  it('shows an unverified person the address, and Resend link sends a new one', async () => {
    const success = vi.spyOn(notify, 'accountSuccess');
    const api = fakeApi({
      'GET /user/get_user': unverified,
      [RESEND]: { body: { message: t.sent } },
    });
    const { user } = renderDashboard('/settings/profiledash');
    const notice = await screen.findByRole('region', { name: t.noticeTitle });
    expect(within(notice).getByText(t.noticeText(testUser.email))).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: t.resend }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(t.sent));
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === RESEND)).toHaveLength(1);
  });

  it('says why a resend was refused (too many), and keeps the notice', async () => {
    const error = vi.spyOn(notify, 'accountError');
    fakeApi({
      'GET /user/get_user': unverified,
      [RESEND]: {
        status: 429,
        body: { message: messages.general.tooManyRequests, code: 'RATE_LIMITED' },
      },
    });
    const { user } = renderDashboard('/settings/profiledash');
    await user.click(await screen.findByRole('button', { name: t.resend }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(messages.general.tooManyRequests));
    expect(screen.getByRole('region', { name: t.noticeTitle })).toBeInTheDocument();
  });

  it('is not there for a verified person', async () => {
    fakeApi();
    renderDashboard('/settings/profiledash');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent(testUser.name);
    expect(screen.queryByTestId('verify-email-notice')).not.toBeInTheDocument();
  });
});

describe('the Connecting tab of an unverified person', () => {
  it('says to verify first and keeps Connect disabled', async () => {
    fakeApi({
      'GET /user/get_user': unverified,
      'GET /workspaces/connections': {
        body: { connections: [], enabled: { notion: true, confluence: true } },
      },
    });
    renderDashboard('/settings/profiledash?tab=connecting');
    const notice = await screen.findByRole('region', { name: t.noticeTitle });
    expect(within(notice).getByText(t.required)).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: t.resend })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect Notion' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect Confluence' })).toBeDisabled();
  });

  it('a verified person connects as before', async () => {
    fakeApi();
    renderDashboard('/settings/profiledash?tab=connecting');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Connect Notion' })).toBeEnabled(),
    );
    expect(screen.queryByTestId('verify-email-notice')).not.toBeInTheDocument();
  });
});
