import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditLogs, securityIncidents } from '../../db/schema.js';

/** Who asked: taken from the request by the route, passed down to services. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export interface AuditEvent {
  event: string;
  outcome: 'success' | 'failure';
  userId?: string | null;
  email?: string | null;
  details?: Record<string, unknown>;
}

export interface IncidentInput {
  kind: string;
  severity: 'low' | 'medium' | 'high';
  description: string;
  userId?: string | null;
  email?: string | null;
  details?: Record<string, unknown>;
}

/** The audit trail and security incidents. Writing never fails the caller's request. */
export function createAuditService(db: Db, log: FastifyBaseLogger) {
  return {
    async record(meta: RequestMeta, e: AuditEvent): Promise<void> {
      try {
        await db.insert(auditLogs).values({
          event: e.event,
          outcome: e.outcome,
          userId: e.userId ?? null,
          email: e.email ?? null,
          ip: meta.ip,
          userAgent: meta.userAgent?.slice(0, 512) ?? null,
          details: e.details ?? {},
        });
      } catch (err) {
        log.error({ err, event: e.event }, 'audit log write failed');
      }
    },

    async incident(meta: RequestMeta, i: IncidentInput): Promise<void> {
      try {
        await db.insert(securityIncidents).values({
          kind: i.kind,
          severity: i.severity,
          description: i.description,
          userId: i.userId ?? null,
          email: i.email ?? null,
          ip: meta.ip,
          details: i.details ?? {},
        });
        log.warn({ kind: i.kind, userId: i.userId, ip: meta.ip }, 'security incident');
      } catch (err) {
        log.error({ err, kind: i.kind }, 'security incident write failed');
      }
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
