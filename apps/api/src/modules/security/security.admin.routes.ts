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
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';

const tags = ['security'];
const security = [{ bearerAuth: [] }];

/**
 * The audit trail, security incidents and ending a user's sessions, in the admin scope
 * (modules/admin/admin-scope.ts).
 */
export const securityAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.security;

  app.get(
    paths.security.auditLogs,
    {
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
