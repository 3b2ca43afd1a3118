import { billingDetailInput, messages, type BillingDetail } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import { AppError, type FieldIssue } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createBillingAddressRepository } from './billing-address.repository.js';

/**
 * A user's billing details. `save` is what checkout calls with the address it collected; the
 * input is checked with the contract's schema, so callers can pass what they received.
 */
export function createBillingAddressService(deps: Pick<Platform, 'db' | 'audit'>) {
  const repo = createBillingAddressRepository(deps.db);

  return {
    async get(userId: string): Promise<BillingDetail> {
      const detail = await repo.find(userId);
      if (!detail) throw new AppError('NOT_FOUND', messages.billing.notFound);
      return detail;
    },

    async remove(userId: string, meta: RequestMeta) {
      if (!(await repo.remove(userId))) throw new AppError('NOT_FOUND', messages.billing.notFound);
      await deps.audit.record(meta, { event: 'billing_delete', outcome: 'success', userId });
      return { message: messages.billing.deleted };
    },

    /** Creates or replaces the user's billing details; 422 (AppError VALIDATION) when invalid. */
    async save(userId: string, input: unknown): Promise<BillingDetail> {
      const parsed = billingDetailInput.safeParse(input);
      if (!parsed.success) {
        const detail: FieldIssue[] = parsed.error.issues.map((i) => ({
          loc: ['body', ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))],
          msg: i.message,
          type: i.code,
        }));
        throw new AppError('VALIDATION', detail[0]!.msg, { detail });
      }
      return repo.upsert(userId, parsed.data);
    },
  };
}
export type BillingAddressService = ReturnType<typeof createBillingAddressService>;
