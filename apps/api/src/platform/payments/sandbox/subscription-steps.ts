import type Stripe from 'stripe';
import type { EngineDeps } from './engine-deps.js';
import { as, periodEnd, publicInvoice, type PriceShape } from './objects.js';
import { StripeEngineError } from './store.js';

/** Subscriptions: read, cancelled at period end, renewed or ended as Stripe's clock moves. */
export function subscriptionSteps({ store, nowSec, load, event, saveInvoice }: EngineDeps) {
  return {
    async retrieveSubscription(id: string) {
      return as<Stripe.Subscription>(await load(id, 'subscription'));
    },

    async updateSubscription(id: string, params: { cancel_at_period_end?: boolean }) {
      const sub = await load(id, 'subscription');
      if (sub.status === 'canceled') {
        throw new StripeEngineError(
          400,
          'parameter_invalid',
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      }
      if (params.cancel_at_period_end !== undefined) {
        const item = (sub.items as { data: { current_period_end: number }[] }).data[0]!;
        sub.cancel_at_period_end = params.cancel_at_period_end;
        sub.cancel_at = params.cancel_at_period_end ? item.current_period_end : null;
      }
      await store.put(sub);
      return as<Stripe.Subscription>(sub);
    },

    /** The next period is billed: paid, or declined (the subscription goes past due). */
    async renewSubscription(subId: string, outcome: 'paid' | 'failed'): Promise<Stripe.Event[]> {
      const sub = await load(subId, 'subscription');
      const item = (
        sub.items as {
          data: { current_period_start: number; current_period_end: number; price: PriceShape }[];
        }
      ).data[0]!;
      if (outcome === 'paid') {
        const start = item.current_period_end;
        item.current_period_start = start;
        item.current_period_end = periodEnd(start, item.price);
        sub.status = 'active';
      } else {
        sub.status = 'past_due';
      }
      const invoice = await saveInvoice(sub, 'subscription_cycle', outcome === 'paid');
      await store.put(sub);
      return [
        event(
          outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
          publicInvoice(invoice, false),
        ),
        event('customer.subscription.updated', sub),
      ];
    },

    /** The period ends: a cancelling subscription ends, another renews. */
    async endSubscriptionPeriod(subId: string): Promise<Stripe.Event[]> {
      const sub = await load(subId, 'subscription');
      if (!sub.cancel_at_period_end) return this.renewSubscription(subId, 'paid');
      Object.assign(sub, { status: 'canceled', ended_at: nowSec(), canceled_at: nowSec() });
      await store.put(sub);
      return [event('customer.subscription.deleted', sub)];
    },

    /**
     * What Stripe's clock does: every subscription whose period has ended renews (the test
     * card always pays) or, when it was cancelling, ends. Returns the events, oldest first.
     */
    async advanceDue(): Promise<Stripe.Event[]> {
      const events: Stripe.Event[] = [];
      for (const id of await store.liveSubscriptionIds()) {
        // A long pause may owe several periods; at most a year's worth at once.
        for (let i = 0; i < 400; i += 1) {
          const sub = await load(id, 'subscription');
          const item = (sub.items as { data: { current_period_end: number }[] }).data[0]!;
          if (sub.status === 'canceled' || item.current_period_end > nowSec()) break;
          events.push(...(await this.endSubscriptionPeriod(id)));
        }
      }
      return events;
    },

    async cancelSubscriptionNow(subId: string): Promise<Stripe.Event[]> {
      const sub = await load(subId, 'subscription');
      Object.assign(sub, { status: 'canceled', ended_at: nowSec(), canceled_at: nowSec() });
      await store.put(sub);
      return [event('customer.subscription.deleted', sub)];
    },
  };
}
