import { messages } from '@prd/contract';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal';
import { baseApi } from '../../../lib/base-api';
import { notify } from '../../../lib/toast';
import { tokenStorage } from '../../../lib/token-storage';
import { browserNavigation, createCheckoutSession } from '../api/create-checkout-session';
import { useNavigate } from 'react-router';
import {
  checkoutMode,
  isExpiredSession,
  isFreePlan,
  isSafeCheckoutUrl,
  type PlanView,
} from '../plan-rules';

/**
 * Get Started: visitors get the sign-in modal; users get a checkout session for the plan in the
 * mode its toggle says, and the browser goes to the payment page. A 403 means the session is
 * gone (spec section 8); any other failure shows the server's answer.
 */
export function useCheckout() {
  const { open } = useAuthModal();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [pendingPlanId, setPendingPlanId] = useState<number | null>(null);

  const start = useCallback(
    async (plan: PlanView) => {
      if (!tokenStorage.isLoggedIn()) {
        open('signIn');
        return;
      }
      // The Free plan is bought by nobody: its Get Started is the chat itself.
      if (isFreePlan(plan)) {
        void navigate('/');
        return;
      }
      setPendingPlanId(plan.id);
      try {
        const { checkout_url } = await createCheckoutSession({
          plan_id: plan.id,
          mode: checkoutMode(plan.autoPay),
        });
        if (isSafeCheckoutUrl(checkout_url)) {
          browserNavigation.assign(checkout_url);
          return; // stays busy while the browser leaves
        }
        notify.error(messages.general.failedToProcess);
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) {
          tokenStorage.clear('user');
          notify.error(messages.session.sessionExpiredRedirecting);
          dispatch(baseApi.util.invalidateTags(['User']));
          open('signIn');
        } else if (!isExpiredSession(err)) {
          notify.error(errorMessage(err, messages.general.failedToProcess));
        }
      }
      setPendingPlanId(null);
    },
    [open, dispatch, navigate],
  );

  return { start, pendingPlanId };
}
