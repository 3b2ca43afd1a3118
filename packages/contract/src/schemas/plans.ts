import { z } from './zod.js';
import { pageQuery, paged, strictBody } from './common.js';

export const CUSTOM_PRICE = 'Custom';

export const plan = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  price: z.union([z.number(), z.literal(CUSTOM_PRICE)]),
  duration: z.number().int(),
  features: z.array(z.string()),
  is_subscribed: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const plansQuery = z.object({
  ...pageQuery,
  sort_by: z.enum(['name', 'price', 'duration']).default('name'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
});
export const plansResponse = paged(plan);

/** What admins see of a plan (every field they may edit, inactive plans too). */
export const adminPlan = z.object({
  id: z.number().int(),
  code: z.string(),
  plan_name: z.string(),
  /** Cents; null is "Custom" (priced by arrangement). */
  price_cents: z.number().int().nullable(),
  currency: z.string(),
  duration: z.number().int(),
  features: z.array(z.string()),
  uploads_limit: z.number().int(),
  is_active: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlan>;
export const adminPlansResponse = z.object({ items: z.array(adminPlan) });

export const planIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** PUT /plan/update_plan/{id}: every field optional; what is sent changes. */
export const updatePlanBody = strictBody({
  plan_name: z.string().trim().min(1, 'Plan name is required').max(60).optional(),
  price_cents: z.number().int().min(0).max(100_000_000).nullable().optional(),
  duration: z.number().int().min(1, 'Duration is at least 1 day').max(3660).optional(),
  features: z.array(z.string().trim().min(1).max(200)).max(30).optional(),
  uploads_limit: z.number().int().min(0).max(1_000_000).optional(),
  is_active: z.boolean().optional(),
});
export type UpdatePlanBody = z.infer<typeof updatePlanBody>;
export const planSavedResponse = z.object({ message: z.string(), data: adminPlan });
