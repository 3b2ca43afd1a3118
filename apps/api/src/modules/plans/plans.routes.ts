import { paths, plansQuery, plansResponse } from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['plans'];

export const planRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { plans } = app.services;

  app.get(
    paths.plan.getAllPlans,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      schema: {
        tags,
        summary: 'Active plans, paged and sorted; a token marks your plan as is_subscribed',
        security: [{}, { bearerAuth: [] }],
        querystring: plansQuery,
        response: { 200: plansResponse },
      },
    },
    (req) => plans.listPlans(req.query, req.auth?.userId ?? null),
  );
};
