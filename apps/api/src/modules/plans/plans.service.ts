import { CUSTOM_PRICE, type Plan, type plansQuery, type UpdatePlanBody } from '@prd/contract';
import type { z } from 'zod';
import type { Platform } from '../../platform/platform.js';
import { createEntitlements, type Entitlements } from '../billing/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createPlansRepository, type PlanRow } from './plans.repository.js';
import { planPatch, toAdminPlan } from './plan-admin.js';

type PlansQuery = z.output<typeof plansQuery>;

const toPlan = (row: PlanRow, subscribedPlanId: number | null): Plan => ({
  id: row.id,
  plan_name: row.planName,
  price: row.priceCents === null ? CUSTOM_PRICE : row.priceCents / 100,
  duration: row.durationDays,
  features: row.features,
  is_subscribed: row.id === subscribedPlanId,
});

export function createPlansService(
  deps: Pick<Platform, 'db' | 'clock' | 'audit'>,
  entitlements: Entitlements = createEntitlements(deps.db, () => deps.clock.now()),
) {
  const repo = createPlansRepository(deps.db);

  return {
    /** One page of the active plans; is_subscribed marks the plan the caller holds now. */
    async listPlans(query: PlansQuery, userId: string | null) {
      const [rows, count, held] = await Promise.all([
        repo.listActive({
          sortBy: query.sort_by,
          order: query.sort_order,
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        }),
        repo.countActive(),
        userId === null ? null : entitlements.of(userId),
      ]);
      const subscribedPlanId = held?.planId ?? null;
      return {
        items: rows.map((row) => toPlan(row, subscribedPlanId)),
        total_pages: Math.max(1, Math.ceil(count / query.page_size)),
      };
    },

    /** Admins: every plan with the fields they edit. */
    adminPlans: async () => ({ items: (await repo.listAll()).map(toAdminPlan) }),

    /** Admins change a plan; what changed is audited. Held subscriptions keep their terms. */
    async updatePlan(adminId: string, id: number, body: UpdatePlanBody, meta: RequestMeta) {
      const current = await repo.find(id);
      if (!current) throw new AppError('NOT_FOUND', 'Plan not found.');
      const patch = planPatch(current, body);
      const changed = Object.keys(patch).filter((k) => !k.startsWith('stripe'));
      const row = changed.length > 0 ? await repo.update(id, patch) : current;
      if (!row) throw new AppError('NOT_FOUND', 'Plan not found.');
      await deps.audit.record(meta, {
        event: 'admin_plan_updated',
        outcome: 'success',
        userId: adminId,
        details: {
          plan_id: id,
          changed,
          ...(patch.priceCents !== undefined
            ? { price_from: current.priceCents, price_to: row.priceCents }
            : {}),
        },
      });
      return {
        message: changed.length > 0 ? 'Plan updated.' : 'Nothing changed.',
        data: toAdminPlan(row),
      };
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
