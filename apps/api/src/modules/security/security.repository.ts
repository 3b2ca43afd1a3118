import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLogs, securityIncidents, users } from '../../db/schema.js';

interface PageRequest {
  page: number;
  pageSize: number;
}

/** Inclusive bounds, compared at millisecond precision (the precision of `created_at` we send). */
interface TimeRange {
  from?: Date;
  to?: Date;
}

interface AuditLogFilter extends TimeRange {
  event?: string;
  outcome?: 'success' | 'failure';
  userId?: string;
  email?: string;
  ip?: string;
}

interface IncidentFilter extends TimeRange {
  kind?: string;
  severity?: 'low' | 'medium' | 'high';
  status?: 'open' | 'resolved';
  userId?: string;
}

type CreatedAt = typeof auditLogs.createdAt | typeof securityIncidents.createdAt;

function inRange(column: CreatedAt, range: TimeRange): SQL[] {
  const where: SQL[] = [];
  if (range.from) where.push(gte(column, range.from));
  // Stored times carry microseconds; `to` is inclusive for the whole millisecond it names.
  if (range.to) where.push(lt(column, new Date(range.to.getTime() + 1)));
  return where;
}

/** Admin reads of the audit trail and incidents. Writes stay in platform/audit. */
export function createSecurityRepository(db: Db) {
  // A row may hold only user_id (e.g. token refresh): show the user's current email then.
  const auditEmail = sql<string | null>`coalesce(${auditLogs.email}, ${users.email})`;
  const incidentEmail = sql<string | null>`coalesce(${securityIncidents.email}, ${users.email})`;

  return {
    async listAuditLogs(filter: AuditLogFilter, { page, pageSize }: PageRequest) {
      const conditions: SQL[] = [...inRange(auditLogs.createdAt, filter)];
      if (filter.event) conditions.push(eq(auditLogs.event, filter.event));
      if (filter.outcome) conditions.push(eq(auditLogs.outcome, filter.outcome));
      if (filter.userId) conditions.push(eq(auditLogs.userId, filter.userId));
      if (filter.ip) conditions.push(eq(auditLogs.ip, filter.ip));
      if (filter.email) conditions.push(sql`lower(${auditEmail}) = ${filter.email.toLowerCase()}`);
      const where = and(...conditions);

      const rows = await db
        .select({
          id: auditLogs.id,
          userId: auditLogs.userId,
          email: auditEmail,
          event: auditLogs.event,
          outcome: auditLogs.outcome,
          ip: auditLogs.ip,
          userAgent: auditLogs.userAgent,
          details: auditLogs.details,
          createdAt: auditLogs.createdAt,
        })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.userId))
        .where(where)
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [counted] = await db
        .select({ total: count() })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.userId))
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async listIncidents(filter: IncidentFilter, { page, pageSize }: PageRequest) {
      const conditions: SQL[] = [...inRange(securityIncidents.createdAt, filter)];
      if (filter.kind) conditions.push(eq(securityIncidents.kind, filter.kind));
      if (filter.severity) conditions.push(eq(securityIncidents.severity, filter.severity));
      if (filter.userId) conditions.push(eq(securityIncidents.userId, filter.userId));
      if (filter.status === 'open') conditions.push(isNull(securityIncidents.resolvedAt));
      if (filter.status === 'resolved') conditions.push(isNotNull(securityIncidents.resolvedAt));
      const where = and(...conditions);

      const rows = await db
        .select({
          id: securityIncidents.id,
          userId: securityIncidents.userId,
          email: incidentEmail,
          kind: securityIncidents.kind,
          severity: securityIncidents.severity,
          description: securityIncidents.description,
          ip: securityIncidents.ip,
          details: securityIncidents.details,
          createdAt: securityIncidents.createdAt,
          resolvedAt: securityIncidents.resolvedAt,
          resolution: securityIncidents.resolution,
        })
        .from(securityIncidents)
        .leftJoin(users, eq(users.id, securityIncidents.userId))
        .where(where)
        .orderBy(desc(securityIncidents.createdAt), desc(securityIncidents.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [counted] = await db.select({ total: count() }).from(securityIncidents).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Marks an open incident resolved; false when it is unknown or was resolved already. */
    async resolveIncident(id: number, adminId: string, resolution: string | null) {
      const done = await db
        .update(securityIncidents)
        .set({ resolvedAt: new Date(), resolvedBy: adminId, resolution })
        .where(and(eq(securityIncidents.id, id), isNull(securityIncidents.resolvedAt)))
        .returning({ id: securityIncidents.id });
      if (done.length > 0) return 'resolved' as const;
      const [known] = await db
        .select({ id: securityIncidents.id })
        .from(securityIncidents)
        .where(eq(securityIncidents.id, id));
      return known ? ('already' as const) : ('unknown' as const);
    },

    async openIncidents() {
      const [row] = await db
        .select({ n: count() })
        .from(securityIncidents)
        .where(isNull(securityIncidents.resolvedAt));
      return row?.n ?? 0;
    },
  };
}
