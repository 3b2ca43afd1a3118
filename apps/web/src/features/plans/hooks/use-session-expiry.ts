import { messages } from '@prd/contract';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../../../lib/api-client';
import { baseApi } from '../../../lib/base-api';
import { notify } from '../../../lib/toast';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * While the plans page is open a dead session (498 / "Invalid token") first says so (spec
 * section 8), then does what the client's default does: clear the tokens and go to `/`. The
 * move is in-app so the toast stays visible; the cache is dropped with the session.
 */
export function useSessionExpiryToast() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  useEffect(() => {
    let handled = false; // several calls may fail at once: one message, one redirect
    return setSessionExpiredHandler((why) => {
      if (handled) return;
      handled = true;
      notify.error(
        why === 'deleted' ? messages.session.accountDeleted : messages.session.sessionExpired,
      );
      tokenStorage.clearAll();
      void Promise.resolve(navigate('/', { replace: true })).then(() =>
        dispatch(baseApi.util.resetApiState()),
      );
    });
  }, [navigate, dispatch]);
}
