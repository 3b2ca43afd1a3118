import { messages, type TestCheckout } from '@prd/contract';
import type Stripe from 'stripe';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { SandboxGateway } from '../../platform/payments/sandbox/gateway.js';
import type { BillingAddresses } from './billing-kit.js';
import { createBillingRepository } from './billing.repository.js';
import type { BillingService } from './billing.service.js';

/** What the test card "collects" when the user has no billing address yet. */
const TEST_ADDRESS = {
  line1: '1 Test Street',
  line2: null,
  city: 'Testville',
  state: 'CA',
  postal_code: '94000',
  country: 'US',
};

/**
 * The built-in test checkout (no Stripe key): the page shows what is sold; completing it makes
 * the sandbox do what Stripe does and delivers the same signed events to the same webhook code.
 * With real Stripe configured every call answers 404, as if it did not exist.
 */
export function createTestCheckoutService(
  deps: Pick<Platform, 'db' | 'log'>,
  sandbox: SandboxGateway | null,
  billing: Pick<BillingService, 'handleWebhook' | 'returnUrlFor'>,
  billingAddress: Pick<BillingAddresses, 'get'>,
) {
  const repo = createBillingRepository(deps.db);
  // Two clicks on one session run one after the other (the second finds it closed).
  const running = new Map<string, Promise<unknown>>();

  async function owned(userId: string, sessionId: string) {
    if (!sandbox) throw new AppError('NOT_FOUND');
    const ours = await repo.checkout(sessionId, userId);
    if (!ours) throw new AppError('NOT_FOUND', messages.billing.checkoutNotFound);
    const session = await sandbox.engine.retrieveCheckoutSession(sessionId);
    return { sandbox, ours, session };
  }

  async function addressOf(userId: string) {
    const saved = await billingAddress.get(userId).catch(() => null);
    if (!saved) return TEST_ADDRESS;
    return {
      line1: saved.address_line1,
      line2: saved.address_line2 ?? null,
      city: saved.city,
      state: saved.state ?? null,
      postal_code: saved.zip,
      country: saved.country,
    };
  }

  async function finish(userId: string, sessionId: string, outcome: 'complete' | 'cancel') {
    const { sandbox: box, session } = await owned(userId, sessionId);
    if (session.status !== 'open') throw new AppError('CONFLICT', messages.billing.checkoutClosed);
    const events =
      outcome === 'complete'
        ? await box.engine.completeCheckout(sessionId, 'paid', await addressOf(userId))
        : await box.engine.expireCheckout(sessionId);
    await deliver(box, events);
    return {
      redirect_url: billing.returnUrlFor(
        outcome === 'complete' ? 'success' : 'cancelled',
        sessionId,
      ),
    };
  }

  async function deliver(box: SandboxGateway, events: Stripe.Event[]) {
    for (const event of events) {
      const { payload, header } = box.sign(event);
      await billing.handleWebhook(Buffer.from(payload), header);
    }
  }

  return {
    /** Renews (or ends) the test subscriptions whose period is over, as Stripe would. */
    async renewDue(): Promise<number> {
      if (!sandbox) return 0;
      const events = await sandbox.engine.advanceDue();
      await deliver(sandbox, events);
      return events.length;
    },

    async summary(userId: string, sessionId: string): Promise<TestCheckout> {
      const { ours, session } = await owned(userId, sessionId);
      const plan = await repo.plan(deps.db, ours.planId);
      return {
        session_id: session.id,
        plan_name: plan?.planName ?? '',
        amount: (session.amount_total ?? 0) / 100,
        currency: session.currency ?? 'usd',
        mode: ours.mode,
        duration: plan?.durationDays ?? 0,
        status:
          session.status === 'complete'
            ? 'complete'
            : session.status === 'expired'
              ? 'expired'
              : 'open',
        customer_email: session.customer_details?.email ?? (await repo.userEmail(userId)) ?? '',
      };
    },

    async finish(userId: string, sessionId: string, outcome: 'complete' | 'cancel') {
      const before = running.get(sessionId) ?? Promise.resolve();
      const next = before.catch(() => {}).then(() => finish(userId, sessionId, outcome));
      running.set(sessionId, next);
      try {
        return await next;
      } finally {
        if (running.get(sessionId) === next) running.delete(sessionId);
      }
    },
  };
}
export type TestCheckoutService = ReturnType<typeof createTestCheckoutService>;
