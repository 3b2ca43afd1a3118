import {
  contentIdQuery,
  contentPage,
  contentPageBody,
  contentPagesQuery,
  contentPagesResponse,
  contentPageUpdate,
  messageResponse,
  paths,
} from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';

const tags = ['content'];
const admin = [{ bearerAuth: [] }];

export const contentAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { content } = app.services;

  app.get(
    paths.content.pages,
    {
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
