import {
  deletionIdParams,
  deletionRequestQuery,
  deletionRequestsQuery,
  deletionRequestsResponse,
  deleteUserResponse,
  messageResponse,
  paths,
  userIdParams,
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

  app.delete(
    paths.deletion.deleteUser,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Admins: delete a user and all their data (their pending request is approved). The account stops at once; a job removes files and rows (202, status processing, then approved). Payments stay, detached',
        security,
        params: userIdParams,
        response: { 202: deleteUserResponse },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await deletion.deleteUser(authOf(req).userId, req.params.id, req.meta)),
  );

  app.get(
    paths.deletion.exportMine,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary:
          'Your own data (profile, chats, payments, connections, activity) as a JSON download, before asking for deletion; 10 an hour',
        security,
      },
    },
    async (req, reply) => {
      const data = await deletion.exportMine(caller(req), req.meta);
      return reply
        .header('content-disposition', 'attachment; filename="prd-studio-my-data.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
