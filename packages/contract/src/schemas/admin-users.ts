import { z } from './zod.js';
import { pageQuery, paged } from './common.js';

export const adminUsersQuery = z.object({
  ...pageQuery,
  /** Matches name or email. */
  q: z.string().trim().max(254).optional(),
  status: z.enum(['active', 'inactive']).optional(),
});

export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersResponse = paged(adminUser);
export const userIdParams = z.object({ id: z.uuid({ error: 'Not a user id.' }) });

/** GET /admin/users/{id}: one person as the console shows them. */
export const adminUserDetail = adminUser.extend({
  updated_at: z.string(),
  /** The plan in force now (a paid subscription, else the arranged or Free plan). */
  plan_name: z.string(),
  /** The plan arranged by an admin (null: Free), used when no subscription covers now. */
  assigned_plan_id: z.number().int().nullable(),
  remaining_uploads: z.number().int(),
  chats: z.number().int(),
  payments: z.number().int(),
  open_sessions: z.number().int(),
  sign_in_methods: z.array(z.string()),
  pending_deletion_request: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const assignPlanBody = z.strictObject({
  plan_id: z.number().int().positive().max(2_147_483_647).nullable(),
});

/** GET /admin/overview */
export const adminOverview = z.object({
  users: z.number().int(),
  new_users_this_month: z.number().int(),
  active_subscriptions: z.number().int(),
  /** Succeeded payments since the first of this month (UTC), less refunds, per currency. */
  revenue_this_month: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })),
  open_incidents: z.number().int(),
  pending_deletion_requests: z.number().int(),
  /** The last 30 days (UTC), oldest first, every day present. */
  prds_per_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverview>;
