import type Stripe from 'stripe';
import { as } from './objects.js';
import { StripeEngineError, stripeId, type StoredObject, type StripeObjectStore } from './store.js';

interface DisputeDeps {
  store: StripeObjectStore;
  nowSec: () => number;
  load: (id: string, object: string, param?: string) => Promise<StoredObject>;
  event: (type: string, object: StoredObject) => Stripe.Event;
}

/**
 * Disputes as Stripe makes them: the payer's bank disputes a charge (the charge says `disputed`
 * from then on), and later decides for the merchant (`won`) or for the payer (`lost`).
 */
export function disputeSteps({ store, nowSec, load, event }: DisputeDeps) {
  return {
    async retrieveDispute(id: string) {
      return as<Stripe.Dispute>(await load(id, 'dispute'));
    },

    async listDisputes(params: { payment_intent?: string; limit?: number }) {
      const found = params.payment_intent
        ? await store.disputesOfPaymentIntent(params.payment_intent)
        : [];
      return {
        object: 'list' as const,
        url: '/v1/disputes',
        has_more: false,
        data: found.slice(0, params.limit ?? 10).map((d) => as<Stripe.Dispute>(d)),
      };
    },

    /** The payer's bank disputes the whole charge (a chargeback awaiting our evidence). */
    async disputeCharge(chargeId: string, reason = 'fraudulent'): Promise<Stripe.Event[]> {
      const charge = await load(chargeId, 'charge');
      const dispute: StoredObject = {
        id: stripeId('dp'),
        object: 'dispute',
        amount: charge.amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        reason,
        status: 'needs_response',
        is_charge_refundable: false,
        livemode: false,
        created: nowSec(),
      };
      charge.disputed = true;
      await store.put(charge);
      await store.put(dispute);
      return [event('charge.dispute.created', dispute)];
    },

    /** The bank decides: `won` (the money comes back to us) or `lost` (it stays with the payer). */
    async closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<Stripe.Event[]> {
      const dispute = await load(disputeId, 'dispute');
      if (dispute.status === 'won' || dispute.status === 'lost') {
        throw new StripeEngineError(400, 'parameter_invalid', 'This dispute is already closed.');
      }
      dispute.status = outcome;
      await store.put(dispute);
      return [event('charge.dispute.closed', dispute)];
    },
  };
}
