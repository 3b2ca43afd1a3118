import {
  deletionIdParams,
  deletionRequestQuery,
  deletionRequestsQuery,
  deletionRequestsResponse,
  messageResponse,
  paths,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/auth.guard.js';

const tags = ['deletion'];
const security = [{ bearerAuth: [] }];

export const deletionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deletion } = app.services;
  const requireAuth = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAuth(req, reply);
  const requireAdmin = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAdmin(req, reply);
  const caller = (req: FastifyRequest) => {
    const { user } = authOf(req);
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  };

  app.post(
    paths.deletion.requestDelete,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary:
          'Ask for your account to be deleted (?reason=); asking again updates the open request',
        security,
        querystring: deletionRequestQuery,
        response: { 200: messageResponse.extend({ id: z.number() }) },
      },
    },
    (req) => deletion.request(caller(req), req.query.reason, req.meta),
  );

  app.get(
    paths.deletion.getAllRequests,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Deletion requests: every one for admins, your own otherwise',
        security,
        querystring: deletionRequestsQuery,
        response: { 200: deletionRequestsResponse },
      },
    },
    (req) => deletion.list(caller(req), req.query),
  );

  app.get(
    paths.deletion.viewRequests,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admins: deletion requests filtered by status and email, paged',
        security,
        querystring: deletionRequestsQuery,
        response: { 200: deletionRequestsResponse },
      },
    },
    (req) => deletion.list(caller(req), req.query),
  );

  app.post(
    paths.deletion.rejectRequest,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admins: reject a pending deletion request',
        security,
        params: deletionIdParams,
        response: { 200: messageResponse },
      },
    },
    (req) => deletion.reject(authOf(req).userId, req.params.id, req.meta),
  );
};
