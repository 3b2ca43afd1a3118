import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';

/** Said once at start while the built-in test checkout stands in for Stripe. */
export const TEST_CHECKOUT_WARNING =
  'Test checkout is on (no Stripe keys): anyone can take paid plans without paying. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.';

/** What the operator must know about this start; `npm start` calls it once, after listening. */
export function logStartNotices(
  config: Pick<Config, 'env' | 'payments' | 'apiDocs'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  if (config.payments.kind === 'sandbox') {
    log.warn({ payments: 'sandbox', env: config.env }, TEST_CHECKOUT_WARNING);
  }
}
