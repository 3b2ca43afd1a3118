import { z } from './zod.js';
import { pageQuery, paged } from './common.js';

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
