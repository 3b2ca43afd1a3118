import { STORAGE_KEYS, messages } from '@prd/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { fakeApi, renderDashboard, stubLocation, testUser } from './test/harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Session Expired overlay', () => {
  it('shows on a 498, clears the tokens and goes to / after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { assign } = stubLocation();
    fakeApi({
      'GET /user/get_user': {
        status: 498,
        body: { message: 'Invalid token', code: 'INVALID_TOKEN' },
      },
      'POST /auth/refresh': {
        status: 498,
        body: { message: 'Invalid token', code: 'INVALID_TOKEN' },
      },
    });
    renderDashboard(undefined, { fakeTimers: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.session.sessionExpiredOverlay,
    );
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userRefreshToken)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('shows on the code INVALID_TOKEN ("Invalid token") from a tab\'s call too', async () => {
    stubLocation();
    fakeApi({
      'GET /payment_management/get_all_payments': {
        status: 401,
        body: { message: 'Invalid token', code: 'INVALID_TOKEN' },
      },
    });
    renderDashboard('/settings/profiledash?tab=payments');
    expect(await screen.findByText(messages.session.sessionExpiredOverlay)).toBeInTheDocument();
  });

  it('does not show while the session is alive', async () => {
    fakeApi();
    renderDashboard();
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(screen.queryByText(messages.session.sessionExpiredOverlay)).not.toBeInTheDocument();
  });

  it('hands the default behaviour back when the dashboard unmounts', async () => {
    const { assign } = stubLocation();
    fakeApi({
      'GET /anything': { status: 498, body: { message: 'Invalid token', code: 'INVALID_TOKEN' } },
    });
    const view = renderDashboard();
    await screen.findByText(testUser.email);
    view.unmount();
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'access-token');
    await expect(apiRequest('/anything')).rejects.toThrow('Invalid token');
    expect(assign).toHaveBeenCalledWith('/');
  });
});
