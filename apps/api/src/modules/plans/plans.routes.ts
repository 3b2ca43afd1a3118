import {
  adminPlansResponse,
  paths,
  planIdParams,
  planSavedResponse,
  plansQuery,
  plansResponse,
  updatePlanBody,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/auth.guard.js';

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

  const adminOnly = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAdmin(req, reply);
  const security = [{ bearerAuth: [] }];

  app.get(
    paths.plan.adminPlans,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Admins: every plan (inactive too) with price in cents, uploads and features',
        security,
        response: { 200: adminPlansResponse },
      },
    },
    () => plans.adminPlans(),
  );

  app.put(
    paths.plan.updatePlan,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary:
          'Admins: change a plan (name, price_cents or null for Custom, duration days, features, uploads_limit, is_active); the Free plan stays free and active',
        security,
        params: planIdParams,
        body: updatePlanBody,
        response: { 200: planSavedResponse },
      },
    },
    (req) => plans.updatePlan(authOf(req).userId, req.params.id, req.body, req.meta),
  );
};
