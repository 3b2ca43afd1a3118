import { z } from './zod.js';
import { pageQuery, paged } from './common.js';

const YEAR_ONE = Date.parse('0001-01-02T00:00:00Z');
const dateFilter = z.iso
  .datetime({ offset: true, error: 'Use an ISO 8601 date-time.' })
  // PostgreSQL has no year 0: keep every accepted value storable and comparable.
  .refine((v) => !(Date.parse(v) < YEAR_ONE), 'Use a date-time after the year 1.')
  .optional();

/** `from` and `to` are inclusive; a range that ends before it starts is a mistake, not "no rows". */
const orderedRange = {
  check: (v: { from?: string | undefined; to?: string | undefined }) =>
    !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to),
  params: { path: ['to'], message: '`to` must not be before `from`.' },
};

export const auditLogQuery = z
  .object({
    ...pageQuery,
    event: z.string().trim().max(64).optional(),
    outcome: z.enum(['success', 'failure']).optional(),
    user_id: z.uuid({ error: 'user_id must be a user id.' }).optional(),
    /** Case-insensitive exact match on the row's email, or the user's current email. */
    email: z.string().trim().max(254).optional(),
    ip: z.string().trim().max(64).optional(),
    from: dateFilter,
    to: dateFilter,
  })
  .refine(orderedRange.check, orderedRange.params);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

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
export type AuditLogItem = z.infer<typeof auditLogItem>;
export const auditLogsResponse = paged(auditLogItem);
export type AuditLogsResponse = z.infer<typeof auditLogsResponse>;

export const incidentQuery = z
  .object({
    ...pageQuery,
    kind: z.string().trim().max(64).optional(),
    severity: z.enum(['low', 'medium', 'high']).optional(),
    status: z.enum(['open', 'resolved']).optional(),
    user_id: z.uuid({ error: 'user_id must be a user id.' }).optional(),
    from: dateFilter,
    to: dateFilter,
  })
  .refine(orderedRange.check, orderedRange.params);
export type IncidentQuery = z.infer<typeof incidentQuery>;

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
  /** Null while open. */
  resolved_at: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type IncidentItem = z.infer<typeof incidentItem>;
export const incidentsResponse = paged(incidentItem);
export type IncidentsResponse = z.infer<typeof incidentsResponse>;

export const terminateSessionQuery = z.object({
  user_id: z.uuid({ error: 'user_id must be a user id.' }),
});
export type TerminateSessionQuery = z.infer<typeof terminateSessionQuery>;

export const incidentIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const resolveIncidentBody = z.strictObject({
  resolution: z.string().trim().max(1000).optional(),
});
