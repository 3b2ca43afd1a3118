import type { AdminPlan, UpdatePlanBody } from '@prd/contract';
import { FREE_PLAN_CODE } from '../../db/seed.js';
import { fieldError } from '../../platform/errors/app-error.js';
import type { PlanRow } from './plans.repository.js';

export const toAdminPlan = (row: PlanRow): AdminPlan => ({
  id: row.id,
  code: row.code,
  plan_name: row.planName,
  price_cents: row.priceCents,
  currency: row.currency,
  duration: row.durationDays,
  features: row.features,
  uploads_limit: row.uploadsLimit,
  is_active: row.isActive,
});

/**
 * The columns an admin's edit changes, and which of them changed. The Free plan stays free and
 * offered (every account without a purchase holds it). A new price drops the plan's Stripe price
 * ids: Checkout then charges the new amount inline instead of the old price's.
 */
export function planPatch(current: PlanRow, body: UpdatePlanBody) {
  const free = current.code === FREE_PLAN_CODE;
  if (free && body.price_cents !== undefined && body.price_cents !== 0) {
    throw fieldError('price_cents', "The Free plan's price stays 0.");
  }
  if (free && body.is_active === false) {
    throw fieldError(
      'is_active',
      'The Free plan cannot be withdrawn: accounts without a plan hold it.',
    );
  }
  const patch: Partial<PlanRow> = {};
  if (body.plan_name !== undefined && body.plan_name !== current.planName) {
    patch.planName = body.plan_name;
  }
  if (body.price_cents !== undefined && body.price_cents !== current.priceCents) {
    patch.priceCents = body.price_cents;
    patch.stripePriceIdOneTime = null;
    patch.stripePriceIdRecurring = null;
  }
  if (body.duration !== undefined && body.duration !== current.durationDays) {
    patch.durationDays = body.duration;
  }
  if (
    body.features !== undefined &&
    JSON.stringify(body.features) !== JSON.stringify(current.features)
  ) {
    patch.features = body.features;
  }
  if (body.uploads_limit !== undefined && body.uploads_limit !== current.uploadsLimit) {
    patch.uploadsLimit = body.uploads_limit;
  }
  if (body.is_active !== undefined && body.is_active !== current.isActive) {
    patch.isActive = body.is_active;
  }
  return patch;
}
