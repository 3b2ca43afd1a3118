import {
  adminUsersQuery,
  adminUsersResponse,
  messageResponse,
  paths,
  userIdParams,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/auth.guard.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const adminUsersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { adminUsers, auth } = app.services;
  const requireAdmin = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAdmin(req, reply);

  app.get(
    paths.adminUsers.list,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admins: users, newest first (q matches name or email; status active or inactive)',
        security,
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse },
      },
    },
    (req) => adminUsers.list(req.query),
  );

  for (const [url, active] of [
    [paths.adminUsers.deactivate, false],
    [paths.adminUsers.reactivate, true],
  ] as const) {
    app.post(
      url,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          summary: active
            ? 'Admins: reactivate a user'
            : 'Admins: deactivate a user (sessions end at once; sign-in answers 203)',
          security,
          params: userIdParams,
          response: { 200: messageResponse },
        },
      },
      (req) => auth.setActive(authOf(req).userId, req.params.id, active, req.meta),
    );
  }
};
