import { paths, sessionIdQuery, testCheckout, testCheckoutResult } from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];

/** The built-in test checkout: only without a Stripe key (otherwise 404, as if absent). */
export const testCheckoutRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sandbox = app.services.testCheckout;
  const onRequest = (req: FastifyRequest, reply: FastifyReply) => app.guard.requireAuth(req, reply);

  app.get(
    paths.billing.testCheckout,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Test mode only: what your test checkout sells',
        security,
        querystring: sessionIdQuery,
        response: { 200: testCheckout },
      },
    },
    (req) => sandbox.summary(authOf(req).userId, req.query.session_id),
  );

  for (const [path, outcome] of [
    [paths.billing.testCheckoutComplete, 'complete'],
    [paths.billing.testCheckoutCancel, 'cancel'],
  ] as const) {
    app.post(
      path,
      {
        onRequest,
        schema: {
          tags,
          summary: `Test mode only: ${outcome} your test checkout (no real payment)`,
          security,
          querystring: sessionIdQuery,
          response: { 200: testCheckoutResult },
        },
      },
      (req) => sandbox.finish(authOf(req).userId, req.query.session_id, outcome),
    );
  }
};
