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
