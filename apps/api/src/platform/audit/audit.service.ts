import type { FastifyBaseLogger } from 'fastify';
import type { RateRule } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Limiter } from '../limits/index.js';
import { auditLogs, securityIncidents } from '../../db/schema.js';

/** Who asked: taken from the request by the route, passed down to services. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

interface AuditEvent {
  event: string;
  outcome: 'success' | 'failure';
  userId?: string | null;
  email?: string | null;
  details?: Record<string, unknown>;
}

interface IncidentInput {
  kind: string;
  severity: 'low' | 'medium' | 'high';
  description: string;
  userId?: string | null;
  email?: string | null;
  details?: Record<string, unknown>;
}

/** How many rows one IP's unauthenticated failures may write (see recordAnonymous). */
interface AnonymousAuditGate {
  limiter: Limiter;
  anonymous: RateRule;
}

/** 2×, 4×, 8×… the limit: where a flood past the limit writes a summary row. */
const isSummaryPoint = (count: number, max: number) => {
  const multiple = count / max;
  return Number.isInteger(multiple) && (multiple & (multiple - 1)) === 0;
};

/** The audit trail and security incidents. Writing never fails the caller's request. */
export function createAuditService(db: Db, log: FastifyBaseLogger, gate?: AnonymousAuditGate) {
  async function record(meta: RequestMeta, e: AuditEvent): Promise<void> {
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
  }

  return {
    record,

    /**
     * An event anyone can cause without signing in (a rejected token, a rate-limit trip), counted
     * per event and IP: the first `max` of a window are written as they come, then only summary
     * rows at 2×, 4×, 8×… `max` carrying the count so far. A flood of n requests writes
     * max + log2(n / max) rows, not n.
     */
    async recordAnonymous(meta: RequestMeta, e: AuditEvent): Promise<void> {
      if (!gate) return record(meta, e);
      const { max, windowSeconds } = gate.anonymous;
      let count: number;
      try {
        ({ count } = await gate.limiter.hit(`audit:${e.event}:${meta.ip}`, windowSeconds));
      } catch (err) {
        log.error({ err, event: e.event }, 'audit flood counter failed; row not written');
        return;
      }
      if (count <= max) return record(meta, e);
      if (!isSummaryPoint(count, max)) return;
      await record(meta, {
        ...e,
        details: { ...e.details, events_in_window: count, window_seconds: windowSeconds },
      });
    },

    /** `q`: a transaction the incident belongs to (it is written only if that commits). */
    async incident(meta: RequestMeta, i: IncidentInput, q: Pick<Db, 'insert'> = db): Promise<void> {
      try {
        await q.insert(securityIncidents).values({
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
