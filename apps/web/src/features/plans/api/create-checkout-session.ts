import { paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';
import type { CheckoutMode } from '../plan-rules';

interface CheckoutRequest {
  plan_id: number;
  mode: CheckoutMode;
}

export const createCheckoutSession = (body: CheckoutRequest) =>
  apiRequest<{ checkout_url?: unknown }>(paths.billing.createCheckoutSession, {
    method: 'POST',
    body,
    auth: 'user',
  });

/** Leaving the app for the payment page; an object so tests can watch it. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};
