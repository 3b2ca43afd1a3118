import type { PaymentsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { databaseStore } from './sandbox/db-store.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox/gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import type { PaymentGateway } from './types.js';

export type { PaymentGateway } from './types.js';

interface Payments {
  gateway: PaymentGateway;
  /** The built-in test checkout, when no Stripe key is configured. */
  sandbox: SandboxGateway | null;
}

/** Real Stripe with keys; otherwise the test checkout (config refuses that in production). */
export function createPayments(
  config: PaymentsConfig,
  opts: { db: Db; now: () => Date; publicUrl: string },
): Payments {
  if (config.kind === 'stripe') {
    return {
      gateway: createStripeGateway({
        secretKey: config.secretKey,
        webhookSecret: config.webhookSecret,
        api: config.api,
        now: opts.now,
      }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxGateway({
    store: databaseStore(opts.db),
    now: opts.now,
    webhookSecret: config.webhookSecret,
    checkoutPageUrl: `${opts.publicUrl}/checkout/test`,
  });
  return { gateway: sandbox.gateway, sandbox };
}
