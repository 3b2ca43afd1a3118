import { contentPage, contentPageQuery, paths, slugsResponse } from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['content'];
const anyone: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const contentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { content } = app.services;
  const optionalAuth = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.optionalAuth(req, reply);

  app.get(
    paths.content.getAllSlugs,
    {
      onRequest: optionalAuth,
      schema: {
        tags,
        summary: "The published pages' slugs (the Help list)",
        security: anyone,
        response: { 200: slugsResponse },
      },
    },
    () => content.slugs(),
  );

  app.get(
    paths.content.getPage,
    {
      onRequest: optionalAuth,
      schema: {
        tags,
        summary:
          'One page by topic (the slug lowercased, spaces as hyphens) or id; admins also see unpublished ones',
        security: anyone,
        querystring: contentPageQuery,
        response: { 200: contentPage },
      },
    },
    (req) => content.page(req.query, req.auth?.role === 'admin'),
  );
};
