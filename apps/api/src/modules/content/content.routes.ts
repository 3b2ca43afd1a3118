import {
  contentIdQuery,
  contentPage,
  contentPageBody,
  contentPageQuery,
  contentPagesQuery,
  contentPagesResponse,
  contentPageUpdate,
  messageResponse,
  paths,
  slugsResponse,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/auth.guard.js';

const tags = ['content'];
const admin = [{ bearerAuth: [] }];
const anyone: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const contentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { content } = app.services;
  const requireAdmin = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAdmin(req, reply);
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

  app.get(
    paths.content.pages,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admins: every page, paged (q matches slug or title)',
        security: admin,
        querystring: contentPagesQuery,
        response: { 200: contentPagesResponse },
      },
    },
    (req) => content.list(req.query.page, req.query.page_size, req.query.q),
  );

  app.post(
    paths.content.pages,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admins: create a page',
        security: admin,
        body: contentPageBody,
        response: { 200: contentPage },
      },
    },
    (req) => content.create(authOf(req).userId, req.body, req.meta),
  );

  app.put(
    paths.content.pages,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admins: update a page',
        security: admin,
        body: contentPageUpdate,
        response: { 200: contentPage },
      },
    },
    (req) => content.update(authOf(req).userId, req.body, req.meta),
  );

  app.delete(
    paths.content.pages,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Admins: delete a page (?id=)',
        security: admin,
        querystring: contentIdQuery,
        response: { 200: messageResponse },
      },
    },
    (req) => content.remove(authOf(req).userId, req.query.id, req.meta),
  );
};
