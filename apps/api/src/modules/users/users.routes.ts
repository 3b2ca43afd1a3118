import type { FastifyPluginAsync } from 'fastify';

export const userRoutes: FastifyPluginAsync = async () => {};
