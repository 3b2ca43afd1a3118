import { messages } from '@prd/contract';
import type Stripe from 'stripe';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { upstream, type BillingKit } from './billing-kit.js';

/** Who sent an event handed over inside this process (the test checkout's own events). */
const STRIPE_META: RequestMeta = { ip: 'payments', userAgent: null };

/** Stripe's webhook: a bad or stale signature changes nothing (400). */
export function createWebhookHandler({ deps, gateway, repo, fulfilment }: BillingKit) {
  return async function handleWebhook(
    payload: Buffer,
    signature: string | undefined,
    meta: RequestMeta = STRIPE_META,
  ) {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      event = gateway.verifyEvent(payload, signature);
    } catch {
      throw new AppError('BAD_REQUEST', messages.billing.badSignature);
    }
    const ref = { id: event.id, type: event.type };
    const objectId = (event.data.object as { id?: unknown }).id;
    const id = typeof objectId === 'string' ? objectId : '';
    await upstream(
      (async () => {
        if (event.type.startsWith('checkout.session.')) {
          await fulfilment.syncCheckout(id, ref);
        } else if (event.type.startsWith('invoice.')) {
          await fulfilment.syncInvoice(id, ref);
        } else if (event.type.startsWith('customer.subscription.')) {
          await fulfilment.syncSubscription(id, ref);
        } else if (event.type.startsWith('charge.dispute.')) {
          await fulfilment.syncDispute(id, ref, meta);
        } else if (event.type.startsWith('charge.')) {
          await fulfilment.syncCharge(id, ref);
        } else {
          await deps.db.transaction((tx) => repo.recordEvent(tx, ref.id, ref.type));
        }
      })(),
      deps.log,
    );
    return { received: true };
  };
}
