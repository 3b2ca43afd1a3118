import { adminOverview, paths } from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The console's own calls (the rest live with the module they are about). */
export const overviewAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { overview } = app.services;

  app.get(
    paths.admin.overview,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Admins: users, new this month, active subscriptions, revenue this month per currency, open incidents, pending deletions, PRDs per day (30 days, UTC)',
        security: [{ bearerAuth: [] }],
        response: { 200: adminOverview },
      },
    },
    () => overview.overview(),
  );
};
