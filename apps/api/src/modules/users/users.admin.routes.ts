import {
  adminUserDetail,
  adminUsersQuery,
  assignPlanBody,
  adminUsersResponse,
  messageResponse,
  paths,
  userIdParams,
} from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const usersAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { adminUsers, auth } = app.services;

  app.get(
    paths.adminUsers.list,
    {
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

  app.get(
    paths.adminUsers.get,
    {
      schema: {
        tags,
        summary:
          'Admins: one user with plan, uploads left, counts and sign-in methods (404 unknown)',
        security,
        params: userIdParams,
        response: { 200: adminUserDetail },
      },
    },
    (req) => adminUsers.get(req.params.id),
  );

  app.put(
    paths.adminUsers.plan,
    {
      schema: {
        tags,
        summary:
          'Admins: the plan a user has without a purchase (a Custom deal); null puts them back on Free. A paid subscription still takes precedence while it runs',
        security,
        params: userIdParams,
        body: assignPlanBody,
        response: { 200: messageResponse },
      },
    },
    (req) => adminUsers.assignPlan(authOf(req).userId, req.params.id, req.body.plan_id, req.meta),
  );

  app.get(
    paths.adminUsers.export,
    {
      schema: {
        tags,
        summary: 'Admins: everything kept about a user, as a JSON download (never secrets)',
        security,
        params: userIdParams,
      },
    },
    async (req, reply) => {
      const data = await adminUsers.export(authOf(req).userId, req.params.id, req.meta);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="prd-studio-data-${req.params.id}.json"`,
        )
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  for (const [url, active] of [
    [paths.adminUsers.deactivate, false],
    [paths.adminUsers.reactivate, true],
  ] as const) {
    app.post(
      url,
      {
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
      async (req) => {
        if (active) await app.services.deletion.assertNotBeingDeleted(req.params.id);
        return auth.setActive(authOf(req).userId, req.params.id, active, req.meta);
      },
    );
  }
};
