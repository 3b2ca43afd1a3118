import { z } from './zod.js';
import { pageQuery, paged } from './common.js';
import { messages } from '../messages.js';

export const DELETION_STATUSES = ['pending', 'processing', 'approved', 'rejected'] as const;

export const deletionRequestQuery = z.object({
  reason: z
    .string({ error: messages.deleteRequest.reasonRequired })
    .trim()
    .min(1, messages.deleteRequest.reasonRequired)
    .max(500, 'The reason is too long (500 characters at most).'),
});

export const deletionRequest = z.object({
  id: z.number(),
  user_id: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  reason: z.string(),
  status: z.enum(DELETION_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequest>;

export const deletionRequestsQuery = z.object({
  ...pageQuery,
  status: z.enum(DELETION_STATUSES).optional(),
  email: z.string().trim().max(254).optional(),
});
export const deletionRequestsResponse = paged(deletionRequest);
export const deletionIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** DELETE /deletion/delete_user/{user id}: accepted; a job deletes the person and their data. */
export const deleteUserResponse = z.object({
  message: z.string(),
  request_id: z.number().int(),
  status: z.enum(DELETION_STATUSES),
});
