import {
  confluenceOauthResponse,
  connectionsResponse,
  disconnectQuery,
  messageResponse,
  notionOauthResponse,
  paths,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindBrowser, readBrowserBinding } from '../../platform/oauth/index.js';
import { authOf } from '../auth/index.js';
import type { WorkspaceProvider } from './connections.repository.js';
import { shareRoutes } from './share.routes.js';
import { requireVerifiedEmail } from './verified-email.js';

const tags = ['workspaces'];
const security = [{ bearerAuth: [] }];
const param = z.string().max(4096).optional();
/** The spec sends a JSON body of unknown shape to the connect calls: any small object is fine. */
const anyBody = z.looseObject({}).optional();

/** Connecting Notion and Confluence, and the caller's connections; then publishing to them. */
export const workspacesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { connections, config } = app.services;
  const secure = config.publicUrl.startsWith('https:');
  const requireAuth = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAuth(req, reply);
  /** Connecting needs a proven email (403 EMAIL_NOT_VERIFIED), as publishing does. */
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

  await fastify.register(shareRoutes);
};
