import { paths, subscriptionsQuery, subscriptionsResponse } from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];

export const billingAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { billing } = app.services;

  app.get(
    paths.billing.getAllSubscriptions,
    {
      schema: {
        tags,
        summary: 'Every subscription (admins; filters: status, user_id, email)',
        security,
        querystring: subscriptionsQuery,
        response: { 200: subscriptionsResponse },
      },
    },
    (req) => {
      const { user_id: userId, ...rest } = req.query;
      return billing.listSubscriptions({ ...rest, userId });
    },
  );
};
