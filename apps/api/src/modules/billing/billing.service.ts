import type { PaymentGateway } from '../../platform/payments/types.js';
import { createBillingKit, type BillingAddresses, type BillingDeps } from './billing-kit.js';
import { createCheckouts } from './checkout.js';
import { createEntitlements, type Entitlements } from './entitlements.service.js';
import { createSubscriptions } from './subscriptions.js';
import { createWebhookHandler } from './webhook-events.js';

/** Billing: checkout, Stripe's webhook, and the subscriptions and payments people hold. */
export function createBillingService(
  deps: BillingDeps,
  gateway: PaymentGateway,
  billingAddress: Pick<BillingAddresses, 'save'>,
  entitlements: Entitlements = createEntitlements(deps.db, () => deps.clock.now()),
) {
  const kit = createBillingKit(deps, gateway, billingAddress);
  return {
    gateway,
    fulfilment: kit.fulfilment,
    ...createCheckouts(kit),
    handleWebhook: createWebhookHandler(kit),
    ...createSubscriptions(kit, entitlements),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
