import {
  auditLogQuery,
  auditLogsResponse,
  incidentIdParams,
  incidentQuery,
  incidentsResponse,
  resolveIncidentBody,
  messageResponse,
  paths,
  terminateSessionQuery,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/auth.guard.js';

const tags = ['security'];
const security = [{ bearerAuth: [] }];

/**
 * Admin-only: the audit trail, security incidents and ending a user's sessions. The guard runs
 * on request, before validation: without an admin token the answer is 401/403, never a 422.
 */
export const securityRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.security;
  const adminOnly = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAdmin(req, reply);

  app.get(
    paths.security.auditLogs,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Audit log of auth events and admin actions, newest first',
        security,
        querystring: auditLogQuery,
        response: { 200: auditLogsResponse },
      },
    },
    (req) => service.auditLogs(req.query),
  );

  app.get(
    paths.security.securityIncidents,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Security incidents (repeated failures, refresh-token reuse), newest first',
        security,
        querystring: incidentQuery,
        response: { 200: incidentsResponse },
      },
    },
    (req) => service.incidents(req.query),
  );

  app.get(
    paths.security.terminateUserSession,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "End all of a user's sessions at once (404: unknown user)",
        security,
        querystring: terminateSessionQuery,
        response: { 200: messageResponse },
      },
    },
    (req) => service.terminateUserSessions(authOf(req).userId, req.query.user_id, req.meta),
  );

  app.post(
    paths.security.resolveIncident,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary:
          'Mark an incident resolved, with an optional note (404 unknown, 409 resolved already)',
        security,
        params: incidentIdParams,
        body: resolveIncidentBody.optional(),
        response: { 200: messageResponse },
      },
    },
    (req) =>
      service.resolveIncident(authOf(req).userId, req.params.id, req.body?.resolution, req.meta),
  );
};
