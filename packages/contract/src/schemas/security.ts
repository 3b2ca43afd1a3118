import { z } from 'zod';
import { pageQuery, paged } from './common.js';

const dateFilter = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date-time.' }).optional();

export const auditLogQuery = z.object({
  ...pageQuery,
  event: z.string().max(64).optional(),
  outcome: z.enum(['success', 'failure']).optional(),
  user_id: z.uuid().optional(),
  email: z.string().max(254).optional(),
  ip: z.string().max(64).optional(),
  from: dateFilter,
  to: dateFilter,
});

export const auditLogItem = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  email: z.string().nullable(),
  event: z.string(),
  outcome: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const auditLogsResponse = paged(auditLogItem);

export const incidentQuery = z.object({
  ...pageQuery,
  kind: z.string().max(64).optional(),
  severity: z.enum(['low', 'medium', 'high']).optional(),
  user_id: z.uuid().optional(),
  from: dateFilter,
  to: dateFilter,
});

export const incidentItem = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  email: z.string().nullable(),
  kind: z.string(),
  severity: z.string(),
  description: z.string(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const incidentsResponse = paged(incidentItem);

export const terminateSessionQuery = z.object({ user_id: z.uuid({ error: 'user_id must be a user id.' }) });
