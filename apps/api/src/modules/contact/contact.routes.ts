import { contactRequest, contactResponse, paths } from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const contactRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contact } = app.services;

  app.post(
    paths.contact.sendMessage,
    {
      onRequest: (req, reply) => app.guard.optionalAuth(req, reply),
      schema: {
        tags: ['contact'],
        summary: 'A message to the team (Contact Us); 5 an hour per address and per account',
        security: [{}, { bearerAuth: [] }],
        body: contactRequest,
        response: { 200: contactResponse },
      },
    },
    (req) => contact.sendMessage(req.auth?.user ?? null, req.body, req.meta),
  );
};
