import { STORAGE_KEYS, messages } from '@prd/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../../lib/api-client';
import { fakeApi, renderDashboard, stubLocation } from './test/harness';

// A deleted person used to see "Your session has expired": the server now says 410
// ACCOUNT_DELETED for their token, and the app says "Your account has been deleted."

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const deleted = {
  status: 410,
  body: { message: messages.session.accountDeleted, code: 'ACCOUNT_DELETED' },
};

describe('a deleted account', () => {
  it('the dashboard says the account was deleted (not "session expired"), then goes to /', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { assign } = stubLocation();
    const api = fakeApi({ 'GET /user/get_user': deleted });
    renderDashboard(undefined, { fakeTimers: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.session.accountDeleted);
    expect(alert).not.toHaveTextContent(messages.session.sessionExpiredOverlay);
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userRefreshToken)).toBeNull();
    // No refresh is tried: no token can bring a deleted account back.
    expect(api.find('POST', '/auth/refresh')).toHaveLength(0);
    vi.advanceTimersByTime(3000);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('elsewhere the client clears the tokens, leaves the message for the next page and goes to /', async () => {
    const { assign } = stubLocation();
    fakeApi({ 'GET /user/get_user': deleted });
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'a');
    localStorage.setItem(STORAGE_KEYS.userRefreshToken, 'r');
    const err = await apiRequest('/user/get_user').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('ACCOUNT_DELETED');
    expect(localStorage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem('prd.flash')).toContain(messages.session.accountDeleted);
  });
});
