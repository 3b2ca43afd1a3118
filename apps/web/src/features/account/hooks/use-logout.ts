import { messages } from '@prd/contract';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyAcrossReload } from '../../../lib/toast';
import { tokenStorage } from '../../../lib/token-storage';
import { logoutCall } from '../api/logout';
import { browser } from '../browser';

/**
 * Log out (spec sections 4 and 8): the call goes first, because the client reads the token from
 * storage; then both user tokens go and the app reloads at `/`. A non-200 answer still goes home;
 * no answer at all clears all local storage and reloads. The toast is kept for the reloaded
 * page (sessionStorage), which would otherwise drop it before anyone reads it.
 */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await logoutCall();
      tokenStorage.clear('user');
      notifyAcrossReload('success', messages.logout.success);
      browser.assign('/');
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) {
        tokenStorage.clear('user');
        notifyAcrossReload('error', messages.logout.failedRedirecting);
        browser.assign('/');
      } else {
        notifyAcrossReload('error', messages.logout.failedTryAgain);
        localStorage.clear();
        browser.reload();
      }
    }
  }, []);
  return { logout, pending };
}
