import type {
  AuditLogQuery,
  AuditLogsResponse,
  IncidentQuery,
  IncidentsResponse,
} from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AuthService } from '../auth/index.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createSecurityRepository } from './security.repository.js';

const date = (iso: string | undefined) => (iso ? new Date(iso) : undefined);
const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** What admins see of the audit trail and incidents. Reads are not audited themselves. */
export function createSecurityService(
  deps: Pick<Platform, 'db' | 'audit'> & { auth: AuthService },
) {
  const repo = createSecurityRepository(deps.db);
  const { auth, audit } = deps;

  return {
    async auditLogs(q: AuditLogQuery): Promise<AuditLogsResponse> {
      const { rows, total } = await repo.listAuditLogs(
        {
          event: q.event,
          outcome: q.outcome,
          userId: q.user_id,
          email: q.email,
          ip: q.ip,
          from: date(q.from),
          to: date(q.to),
        },
        { page: q.page, pageSize: q.page_size },
      );
      return {
        items: rows.map((r) => ({
          id: String(r.id),
          user_id: r.userId,
          email: r.email,
          event: r.event,
          outcome: r.outcome,
          ip: r.ip,
          user_agent: r.userAgent,
          details: r.details,
          created_at: r.createdAt.toISOString(),
        })),
        total_pages: totalPages(total, q.page_size),
      };
    },

    async incidents(q: IncidentQuery): Promise<IncidentsResponse> {
      const { rows, total } = await repo.listIncidents(
        {
          kind: q.kind,
          severity: q.severity,
          status: q.status,
          userId: q.user_id,
          from: date(q.from),
          to: date(q.to),
        },
        { page: q.page, pageSize: q.page_size },
      );
      return {
        items: rows.map((r) => ({
          id: String(r.id),
          user_id: r.userId,
          email: r.email,
          kind: r.kind,
          severity: r.severity,
          description: r.description,
          ip: r.ip,
          details: r.details,
          created_at: r.createdAt.toISOString(),
          resolved_at: r.resolvedAt?.toISOString() ?? null,
          resolution: r.resolution,
        })),
        total_pages: totalPages(total, q.page_size),
      };
    },

    /** An admin marks an incident dealt with (once: 409 after), audited. */
    async resolveIncident(
      adminId: string,
      id: number,
      resolution: string | undefined,
      meta: RequestMeta,
    ) {
      const outcome = await repo.resolveIncident(id, adminId, resolution || null);
      if (outcome === 'unknown') throw new AppError('NOT_FOUND', 'Incident not found.');
      if (outcome === 'already')
        throw new AppError('CONFLICT', 'This incident is already resolved.');
      await audit.record(meta, {
        event: 'admin_incident_resolved',
        outcome: 'success',
        userId: adminId,
        details: { incident_id: id },
      });
      return { message: 'Incident resolved.' };
    },

    openIncidents: () => repo.openIncidents(),

    /** Ends every session of a user at once; the auth service audits the admin action. */
    terminateUserSessions: (adminId: string, userId: string, meta: RequestMeta) =>
      auth.terminateSessions(adminId, userId, meta),
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
