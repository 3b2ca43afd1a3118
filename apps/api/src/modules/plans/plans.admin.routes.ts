import {
  adminPlansResponse,
  paths,
  planIdParams,
  planSavedResponse,
  updatePlanBody,
} from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';

const tags = ['plans'];
const security = [{ bearerAuth: [] }];

export const plansAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { plans } = app.services;

  app.get(
    paths.plan.adminPlans,
    {
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
