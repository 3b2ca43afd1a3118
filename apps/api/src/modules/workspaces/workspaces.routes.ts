import {
  confluenceOauthResponse,
  confluenceShareBody,
  confluenceSpacesQuery,
  confluenceSpacesResponse,
  connectionsResponse,
  disconnectQuery,
  messageResponse,
  notionOauthResponse,
  notionPagesQuery,
  notionPagesResponse,
  notionShareBody,
  paths,
  shareResponse,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindBrowser, readBrowserBinding } from '../../platform/oauth/index.js';
import { authOf } from '../auth/auth.guard.js';
import type { WorkspaceProvider } from './connections.repository.js';
import { requireVerifiedEmail } from './verified-email.js';

const tags = ['workspaces'];
const security = [{ bearerAuth: [] }];
const param = z.string().max(4096).optional();
/** The spec sends a JSON body of unknown shape to the connect calls: any small object is fine. */
const anyBody = z.looseObject({}).optional();

export const workspacesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { connections, share, config } = app.services;
  const secure = config.publicUrl.startsWith('https:');
  const requireAuth = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAuth(req, reply);
  /** Connecting, reading and publishing need a proven email (403 EMAIL_NOT_VERIFIED). */
  const requireVerified = [requireAuth, requireVerifiedEmail(app.services.audit)];

  const connect = (provider: WorkspaceProvider) => (req: FastifyRequest, reply: FastifyReply) =>
    connections.start(provider, authOf(req).user.id, bindBrowser(reply, secure), req.meta);

  app.post(
    paths.workspaces.notionOauth,
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary:
          'Where to send the browser to connect Notion (501 when this server has no Notion app)',
        security,
        body: anyBody,
        response: { 200: notionOauthResponse },
      },
    },
    async (req, reply) => ({ auth_url: await connect('notion')(req, reply) }),
  );

  app.post(
    paths.workspaces.confluenceOauth,
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary:
          'Where to send the browser to connect Confluence (Atlassian 3LO with offline_access)',
        security,
        body: anyBody,
        response: { 200: confluenceOauthResponse },
      },
    },
    async (req, reply) => ({ url: await connect('confluence')(req, reply) }),
  );

  for (const [provider, url] of [
    ['notion', paths.workspaces.notionCallback],
    ['confluence', paths.workspaces.confluenceCallback],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: `The provider sends the browser back here; it goes on to the dashboard's Connecting tab`,
          querystring: z.looseObject({ code: param, state: param, error: param }),
        },
      },
      async (req, reply) => {
        const { code, state, error } = req.query;
        const next = await connections.callback(
          provider,
          { code, state, error },
          readBrowserBinding(req),
          req.meta,
        );
        return reply.header('cache-control', 'no-store').redirect(next, 303);
      },
    );
  }

  app.get(
    paths.workspaces.connections,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "The caller's connected workspaces",
        security,
        response: { 200: connectionsResponse },
      },
    },
    (req) => connections.list(authOf(req).user.id),
  );

  app.delete(
    paths.workspaces.connections,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Disconnect a workspace (its tokens are deleted)',
        security,
        querystring: disconnectQuery,
        response: { 200: messageResponse },
      },
    },
    (req) => connections.disconnect(authOf(req).user.id, req.query.provider, req.meta),
  );

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
