import { messages } from '@prd/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { FLASH_KEY } from '../../lib/toast';
import { tokenStorage } from '../../lib/token-storage';
import { browser } from './browser';
import { ada, json, renderMenu, signIn, stubFetch, type Route } from './test/render-menu';

const logoutPath = '/api/v1/auth/logout';
let assign: MockInstance<(url: string) => void>;
let reload: MockInstance<() => void>;

beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function logOut(answer: Route) {
  const calls = stubFetch({
    '/api/v1/user/get_user': () => json(200, ada),
    [logoutPath]: answer,
  });
  signIn();
  tokenStorage.save('admin', { access_token: 'admin-access', refresh_token: 'admin-refresh' });
  localStorage.setItem('draft', 'kept unless storage is wiped');
  const { user } = renderMenu();
  await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
  await user.click(await screen.findByRole('button', { name: messages.accountMenu.logOut }));
  return calls;
}

describe('Log out', () => {
  it('calls the API with the user token, clears both user tokens, toasts and reloads at /', async () => {
    const calls = await logOut(() => json(200, { message: messages.logout.success }));
    expect(await screen.findByText(messages.logout.success)).toBeInTheDocument();
    expect(calls.find((c) => c.url === logoutPath)).toMatchObject({
      method: 'POST',
      auth: 'Bearer user-access',
    });
    expect(tokenStorage.access('user')).toBeNull();
    expect(tokenStorage.refresh('user')).toBeNull();
    expect(tokenStorage.access('admin')).toBe('admin-access');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
    expect(reload).not.toHaveBeenCalled();
    // The page reloads at once: the reloaded page shows "Logged out successfully!" again.
    expect(JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? 'null')).toEqual({
      kind: 'success',
      message: messages.logout.success,
    });
  });

  it('on a non-200 answer says "Failed to logout. Redirecting..." and still goes home', async () => {
    await logOut(() => json(500, { message: 'Something went wrong on our side.' }));
    expect(await screen.findByText(messages.logout.failedRedirecting)).toBeInTheDocument();
    expect(tokenStorage.access('user')).toBeNull();
    expect(tokenStorage.refresh('user')).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText(messages.logout.success)).toBeNull();
  });

  it('on an exception says "Logout failed. Try again.", clears all local storage and reloads', async () => {
    await logOut(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(messages.logout.failedTryAgain)).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows progress and disables Log out while the call runs', async () => {
    let answer!: (res: Response) => void;
    const calls = await logOut(() => new Promise<Response>((resolve) => (answer = resolve)));
    const busy = await screen.findByRole('button', { name: messages.accountMenu.loggingOut });
    expect(busy).toBeDisabled();
    expect(calls.filter((c) => c.url === logoutPath)).toHaveLength(1);
    answer(json(200, {}));
    await screen.findByText(messages.logout.success);
  });
});
