import {
  confluenceShareBody,
  confluenceSpacesQuery,
  confluenceSpacesResponse,
  notionPagesQuery,
  notionPagesResponse,
  notionShareBody,
  paths,
  shareResponse,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';
import { requireVerifiedEmail } from './verified-email.js';

const tags = ['workspaces'];
const security = [{ bearerAuth: [] }];

/** Publishing a PRD to a connected workspace, and finding where it may go. */
export const shareRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { share } = app.services;
  const requireAuth = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAuth(req, reply);
  /** Reading and publishing need a proven email (403 EMAIL_NOT_VERIFIED). */
  const requireVerified = [requireAuth, requireVerifiedEmail(app.services.audit)];

  app.get(
    paths.workspaces.notionPages,
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary: 'Notion pages a PRD can go under, and the remembered one',
        security,
        querystring: notionPagesQuery,
        response: { 200: notionPagesResponse },
      },
    },
    (req) => share.notionPages(authOf(req).user.id, req.query.query, req.meta),
  );

  app.get(
    paths.share.confluenceSpaces,
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary: 'Confluence spaces of the connected site: results of {id, key, name}',
        security,
        querystring: confluenceSpacesQuery,
        response: { 200: confluenceSpacesResponse },
      },
    },
    (req) => share.confluenceSpaces(authOf(req).user.id, req.query.query, req.meta),
  );

  app.post(
    paths.share.sendToNotion,
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary:
          'Publish a PRD to Notion (chat_id: its Markdown with structure; again: updates the page)',
        security,
        body: notionShareBody,
        response: { 200: shareResponse },
      },
    },
    (req) => share.toNotion(authOf(req).user.id, req.body, req.meta),
  );

  app.post(
    paths.share.createConfluencePage,
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary:
          'Publish a PRD as a Confluence page in a space (again: a new version of that page)',
        security,
        body: confluenceShareBody,
        response: { 200: shareResponse },
      },
    },
    (req) => share.toConfluence(authOf(req).user.id, req.body, req.meta),
  );
};
