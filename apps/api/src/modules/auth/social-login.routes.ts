import {
  loginResponse,
  oauthExchangeBody,
  paths,
  SOCIAL_PROVIDERS,
  socialLoginResponse,
  socialProvidersResponse,
} from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindBrowser, readBrowserBinding } from '../../platform/oauth/index.js';
import { readVisitorId } from '../../platform/visitors/index.js';

const tags = ['auth'];
const param = z.string().max(4096).optional();

export const socialLoginRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { socialLogin, config } = app.services;
  const secure = config.publicUrl.startsWith('https:');

  app.get(
    paths.oauth.providers,
    {
      schema: {
        tags,
        summary: 'Which social sign-ins this server offers',
        response: { 200: socialProvidersResponse },
      },
    },
    () => ({
      github: Boolean(app.services.oauth.apps.github),
      google: Boolean(app.services.oauth.apps.google),
    }),
  );

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      provider === 'github' ? paths.oauth.githubLogin : paths.oauth.googleLogin,
      {
        schema: {
          tags,
          summary: `Where to send the browser to sign in with ${provider === 'github' ? 'GitHub' : 'Google'} (501 when this server has no app for it)`,
          response: { 200: socialLoginResponse },
        },
      },
      (req, reply) => socialLogin.start(provider, req.meta, bindBrowser(reply, secure)),
    );
  }

  app.get(
    paths.oauth.callback,
    {
      schema: {
        tags,
        summary:
          'The provider sends the browser back here; it goes on to the app with a one-time code, or to / with login_error',
        params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
        // Providers add their own parameters (scope, authuser, prompt…): only ours are read.
        querystring: z.looseObject({ code: param, state: param, error: param }),
      },
    },
    async (req, reply) => {
      const { code, state, error } = req.query;
      const next = await socialLogin.callback(
        req.params.provider,
        { code, state, error },
        readBrowserBinding(req),
        req.meta,
      );
      return reply.header('cache-control', 'no-store').redirect(next, 303);
    },
  );

  app.post(
    paths.oauth.exchange,
    {
      schema: {
        tags,
        summary:
          'The one-time code of a social sign-in for the token pair (same browser, once, within a minute)',
        body: oauthExchangeBody,
        response: { 200: loginResponse },
      },
    },
    (req) =>
      socialLogin.exchange(req.body.code, readBrowserBinding(req), req.meta, readVisitorId(req)),
  );
};
