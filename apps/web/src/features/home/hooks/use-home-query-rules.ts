import { messages } from '@prd/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthModal } from '../../../lib/auth-modal';
import { notify } from '../../../lib/toast';

/**
 * The rules of spec section 2 for `/`:
 * - `token` → info toast "Please reset your password" and the Reset Password dialog;
 * - `showLoginPopup=true` + `successMessage` → Sign In and the message as a success toast;
 * - `Errormessage` → the message as an error toast;
 * each handled parameter then leaves the address (a reset token must not linger in history);
 * (Outside the admin mode the admin tokens are cleared once the admin agrees: app/admin-leave-notice.)
 */
export function useHomeQueryRules() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { open } = useAuthModal();
  // One pass per address: StrictMode's second effect run and later re-renders do not repeat toasts.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === search) return;
    handled.current = search;
    const params = new URLSearchParams(search);
    const handledKeys: string[] = [];

    const token = params.get('token');
    if (token) {
      // A prompt, not a result: neutral, not a green success.
      notify.info(messages.forgotPassword.resetPrompt);
      open('resetPassword', token);
      handledKeys.push('token');
    }
    const successMessage = params.get('successMessage');
    if (params.get('showLoginPopup') === 'true' && successMessage) {
      open('signIn');
      notify.success(successMessage);
      handledKeys.push('showLoginPopup', 'successMessage');
    }
    const errorMessage = params.get('Errormessage');
    if (errorMessage) {
      notify.error(errorMessage);
      handledKeys.push('showLoginPopup', 'Errormessage');
    }

    if (handledKeys.length === 0) return;
    for (const key of handledKeys) params.delete(key);
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [search, hash, navigate, open]);
}
