import { apiRequest } from '../../../lib/api-client';
import type { CheckoutMode } from '../plan-rules';

/**
 * The checkout call (spec section 7). It arrives with billing in a later issue; until then the
 * server answers 404 and the page shows that answer. Move the path to the contract's `paths`
 * when the route exists.
 */
export const CHECKOUT_SESSION_PATH = '/stripe_payment/create_payment_checkout_session';

export interface CheckoutRequest {
  plan_id: number;
  mode: CheckoutMode;
}

export const createCheckoutSession = (body: CheckoutRequest) =>
  apiRequest<{ checkout_url?: unknown }>(CHECKOUT_SESSION_PATH, {
    method: 'POST',
    body,
    auth: 'user',
  });

/** Leaving the app for the payment page; an object so tests can watch it. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};
