import {
  deletionRequestQuery,
  deletionRequestsQuery,
  deletionRequestsResponse,
  messageResponse,
  paths,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from './caller.js';

const tags = ['deletion'];
const security = [{ bearerAuth: [] }];

export const deletionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deletion } = app.services;
  const requireAuth = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAuth(req, reply);

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
    (req) => deletion.request(callerOf(req), req.query.reason, req.meta),
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
    (req) => deletion.list(callerOf(req), req.query),
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
      const data = await deletion.exportMine(callerOf(req), req.meta);
      return reply
        .header('content-disposition', 'attachment; filename="prd-studio-my-data.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
