import { randomBytes } from 'node:crypto';

/** A Stripe object as stored: its JSON. */
export type StoredObject = { id: string; object: string; [key: string]: unknown };

/** Where the engine keeps objects: memory (tests) or the database (the test checkout). */
export interface StripeObjectStore {
  get(id: string): Promise<StoredObject | undefined>;
  put(obj: StoredObject): Promise<void>;
  findSessionByPaymentIntent(paymentIntentId: string): Promise<StoredObject | undefined>;
  /** The disputes of a PaymentIntent's charges, newest first. */
  disputesOfPaymentIntent(paymentIntentId: string): Promise<StoredObject[]>;
  /** Ids of subscriptions not canceled (the engine checks which are due). */
  liveSubscriptionIds(): Promise<string[]>;
}

export function memoryStore(): StripeObjectStore {
  const objects = new Map<string, StoredObject>();
  const copy = <T>(v: T): T => structuredClone(v);
  return {
    get: async (id) => copy(objects.get(id)),
    put: async (obj) => void objects.set(obj.id, copy(obj)),
    liveSubscriptionIds: async () =>
      [...objects.values()]
        .filter((o) => o.object === 'subscription' && o.status !== 'canceled')
        .map((o) => o.id),
    findSessionByPaymentIntent: async (pi) =>
      copy(
        [...objects.values()].find(
          (o) => o.object === 'checkout.session' && o.payment_intent === pi,
        ),
      ),
    disputesOfPaymentIntent: async (pi) =>
      copy(
        [...objects.values()]
          .filter((o) => o.object === 'dispute' && o.payment_intent === pi)
          .reverse(),
      ),
  };
}

/** Stripe's error body, thrown by the engine and sent as it is by the test server. */
export class StripeEngineError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: 'resource_missing' | 'parameter_missing' | 'parameter_invalid',
    message: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'StripeEngineError';
  }
  get type() {
    return 'invalid_request_error' as const;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function stripeId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}
