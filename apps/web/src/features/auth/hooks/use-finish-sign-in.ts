import { messages, type LoginResponse } from '@prd/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../lib/base-api';
import { notify } from '../../../lib/toast';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * What every sign-in does with the token pair (password or GitHub / Google): stores it as the
 * user's, drops what was cached for the visitor and toasts "Login successful!" (unless quiet).
 */
export function useFinishSignIn(): (pair: LoginResponse, opts?: { quiet?: boolean }) => void {
  const dispatch = useDispatch();
  return useCallback(
    (pair: LoginResponse, opts?: { quiet?: boolean }) => {
      tokenStorage.save('user', pair);
      // Everything cached for the visitor is stale now.
      dispatch(baseApi.util.invalidateTags(['User', 'Uploads', 'Plans', 'Billing']));
      // Quiet after a sign-up, which says "Registration successful!" itself.
      if (!opts?.quiet) notify.success(messages.signIn.success);
    },
    [dispatch],
  );
}
