import type { FastifyPluginAsync } from 'fastify';

export const securityRoutes: FastifyPluginAsync = async () => {};
