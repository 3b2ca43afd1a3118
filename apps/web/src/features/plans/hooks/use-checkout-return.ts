import { messages } from '@prd/contract';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { baseApi } from '../../../lib/base-api';
import { notify } from '../../../lib/toast';
import { getPaymentDetails } from '../api/payment-details';

/** While a payment confirms: ask again this often, this many more times. */
const CHECKOUT_POLL_MS = 2_000;
const CHECKOUT_POLLS = 5;

const text = messages.billing;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from checkout (`?checkout=success|cancelled&session_id=`): says what became of the
 * purchase, refreshes the plan, the plans and the uploads, and takes the parameters out of the
 * address so a reload says nothing again.
 */
export function useCheckoutReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const handled = useRef<string | null>(null);
  // Polling outlives the address change it makes; it stops only when the page goes.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const outcome = params.get('checkout');
    const sessionId = params.get('session_id');
    if (!outcome || handled.current === location.search) return;
    handled.current = location.search;
    params.delete('checkout');
    params.delete('session_id');
    const rest = params.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });

    if (outcome !== 'success' || !sessionId) {
      if (outcome === 'cancelled') notify.info(text.checkoutCancelled);
      return;
    }
    const refresh = () => dispatch(baseApi.util.invalidateTags(['User', 'Plans', 'Uploads']));
    void (async () => {
      try {
        for (let attempt = 0; attempt <= CHECKOUT_POLLS && alive.current; attempt += 1) {
          if (attempt > 0) await wait(CHECKOUT_POLL_MS);
          const details = await getPaymentDetails(sessionId);
          if (details.payment_status === 'paid') {
            notify.success(text.checkoutSuccess);
            refresh();
            return;
          }
          if (details.payment_status === 'failed' || details.payment_status === 'refunded') {
            notify.error(text.checkoutFailed);
            return;
          }
          if (attempt === 0) notify.info(text.checkoutPending);
        }
      } catch (err) {
        notify.error(errorMessage(err, messages.general.failedToProcess));
      }
    })();
  }, [location.pathname, location.search, navigate, dispatch]);
}
