import type Stripe from 'stripe';
import type { PriceShape } from './objects.js';
import type { StoredObject, StripeObjectStore } from './store.js';

/** What the engine's steps share: the store, the clock and the engine's own helpers. */
export interface EngineDeps {
  store: StripeObjectStore;
  nowSec: () => number;
  load: (id: string, object: string, param?: string) => Promise<StoredObject>;
  expand: (obj: StoredObject, paths?: string[]) => Promise<StoredObject>;
  event: (type: string, object: StoredObject) => Stripe.Event;
  /** Bills the subscription's current period and keeps what that made. */
  saveInvoice: (sub: StoredObject, reason: string, paid: boolean) => Promise<StoredObject>;
}

export interface CheckoutDeps extends EngineDeps {
  prices: Map<string, PriceShape>;
  /** The checkout page: a session's url is `${baseUrl}?session_id=<id>`. */
  baseUrl: string;
}
