import type { FastifyPluginAsync } from 'fastify';

export const planRoutes: FastifyPluginAsync = async () => {};
