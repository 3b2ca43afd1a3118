import { CUSTOM_PRICE, type Plan, type plansQuery } from '@prd/contract';
import type { z } from 'zod';
import type { Platform } from '../../platform/platform.js';
import { createEntitlements, type Entitlements } from '../billing/entitlements.service.js';
import { createPlansRepository, type PlanRow } from './plans.repository.js';

export type PlansQuery = z.output<typeof plansQuery>;

const toPlan = (row: PlanRow, subscribedPlanId: number | null): Plan => ({
  id: row.id,
  plan_name: row.planName,
  price: row.priceCents === null ? CUSTOM_PRICE : row.priceCents / 100,
  duration: row.durationDays,
  features: row.features,
  is_subscribed: row.id === subscribedPlanId,
});

export function createPlansService(
  deps: Pick<Platform, 'db' | 'clock'>,
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
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
