import {
  deletionIdParams,
  deletionRequestsQuery,
  deletionRequestsResponse,
  deleteUserResponse,
  messageResponse,
  paths,
  userIdParams,
} from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';
import { callerOf } from './caller.js';

const tags = ['deletion'];
const security = [{ bearerAuth: [] }];

export const deletionAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deletion } = app.services;

  app.get(
    paths.deletion.viewRequests,
    {
      schema: {
        tags,
        summary: 'Admins: deletion requests filtered by status and email, paged',
        security,
        querystring: deletionRequestsQuery,
        response: { 200: deletionRequestsResponse },
      },
    },
    (req) => deletion.list(callerOf(req), req.query),
  );

  app.post(
    paths.deletion.rejectRequest,
    {
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
};
