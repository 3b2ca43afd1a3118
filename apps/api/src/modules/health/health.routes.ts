import { errorBody, messages, paths } from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['health'];

export const healthRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.services;

  app.get(
    paths.health,
    {
      schema: {
        tags,
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    paths.healthReady,
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
          503: errorBody,
        },
      },
    },
    async (req, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch (err) {
        req.log.error({ err }, 'readiness check failed');
        return reply
          .status(503)
          .send({ message: messages.health.notReady, code: 'UNAVAILABLE' as const });
      }
    },
  );
};
