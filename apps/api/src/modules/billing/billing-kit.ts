import { messages, type BillingDetail } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { PaymentGateway } from '../../platform/payments/types.js';
import { createBillingRepository } from './billing.repository.js';
import { createFulfilment } from './fulfilment.js';
import { createThrottle } from '../../platform/throttle/index.js';

export type BillingDeps = Pick<Platform, 'db' | 'config' | 'audit' | 'log' | 'clock' | 'limiter'>;

/**
 * A person's billing address: checkout saves the one it collected, the test checkout reads it.
 * The users module keeps it; the composition root hands it in, so billing does not import users.
 */
export interface BillingAddresses {
  get(userId: string): Promise<BillingDetail>;
  save(userId: string, input: unknown): Promise<BillingDetail>;
}

export const iso = (d: Date) => d.toISOString();
export const money = (cents: number) => Math.round(cents) / 100;

/** Calls that reach Stripe, per user and minute: a hostile client cannot spend our API quota. */
export const CHECKOUTS_PER_MINUTE = { max: 10, windowSeconds: 60 };
export const STRIPE_READS_PER_MINUTE = { max: 60, windowSeconds: 60 };

/** Stripe (or the test checkout) failed: the caller may try again; nothing was changed. */
export async function upstream<T>(work: Promise<T>, log: Platform['log']): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError) throw err;
    log.error({ err }, 'payment provider call failed');
    throw new AppError('UPSTREAM_FAILED', messages.billing.paymentsUnavailable);
  }
}

/** What every use case of the billing service shares. */
export function createBillingKit(
  deps: BillingDeps,
  gateway: PaymentGateway,
  billingAddress: Pick<BillingAddresses, 'save'>,
) {
  const repo = createBillingRepository(deps.db);
  const now = () => deps.clock.now();
  const fulfilment = createFulfilment({
    db: deps.db,
    gateway,
    repo,
    now,
    audit: deps.audit,
    saveAddress: async (userId, a) => {
      await billingAddress
        .save(userId, {
          address_line1: a.line1,
          address_line2: a.line2,
          city: a.city,
          state: a.state,
          zip: a.postalCode,
          country: a.country,
        })
        .catch((err: unknown) => deps.log.warn({ err }, 'billing address from checkout not saved'));
    },
  });
  return {
    deps,
    gateway,
    repo,
    now,
    fulfilment,
    throttle: createThrottle(deps.limiter, deps.audit),
  };
}
export type BillingKit = ReturnType<typeof createBillingKit>;
