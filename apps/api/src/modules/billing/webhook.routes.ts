import { paths } from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';

/** Stripe's events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's webhook. Its own plugin so the body stays the raw bytes the signature covers (no JSON
 * parser in this scope); no bearer token: the signature is the authentication.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { billing } = app.services;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.post(
    paths.billing.webhook,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['billing'],
        summary: 'Stripe events (signed with the Stripe-Signature header)',
        security: [],
      },
    },
    async (req) => {
      const signature = req.headers['stripe-signature'];
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return billing.handleWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
        req.meta,
      );
    },
  );
};
