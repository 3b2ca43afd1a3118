import { paths, type TestCheckout } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

export const getTestCheckout = (sessionId: string) =>
  apiRequest<TestCheckout>(paths.billing.testCheckout, {
    query: { session_id: sessionId },
    auth: 'user',
  });

/** Completes (pays) or cancels the test checkout; where the browser goes next. */
export const finishTestCheckout = (sessionId: string, outcome: 'complete' | 'cancel') =>
  apiRequest<{ redirect_url: string }>(
    outcome === 'complete' ? paths.billing.testCheckoutComplete : paths.billing.testCheckoutCancel,
    { method: 'POST', body: {}, query: { session_id: sessionId }, auth: 'user' },
  );

/** Leaving for the return address; an object so tests can watch it. */
export const checkoutNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** Only this app's own address (or another web address) may receive the browser. */
export function isSafeReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
