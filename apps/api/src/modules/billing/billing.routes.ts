import {
  checkoutRequest,
  checkoutResponse,
  messageResponse,
  paths,
  paymentDetails,
  paymentsQuery,
  paymentsResponse,
  sessionIdQuery,
  subscription,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.js';
import { authOf } from '../auth/index.js';
import { testCheckoutRoutes } from './test-checkout.routes.js';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];

export const billingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { billing } = app.services;
  const requireAuth = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAuth(req, reply);

  /** The spec's plans page reads a 403 on checkout as "session expired" (section 8). */
  async function requireAuthForCheckout(req: FastifyRequest, reply: FastifyReply) {
    try {
      await requireAuth(req, reply);
    } catch (err) {
      if (
        err instanceof AppError &&
        (err.code === 'INVALID_TOKEN' || err.code === 'TOKEN_EXPIRED')
      ) {
        throw new AppError('SESSION_EXPIRED', err.message);
      }
      throw err;
    }
  }

  app.post(
    paths.billing.createCheckoutSession,
    {
      onRequest: requireAuthForCheckout,
      schema: {
        tags,
        summary: 'A Stripe Checkout Session for a paid plan (mode payment or subscription)',
        security,
        body: checkoutRequest,
        response: { 200: checkoutResponse },
      },
    },
    (req) => billing.createCheckout(authOf(req).user, req.body, req.meta),
  );

  app.post(
    paths.billing.getPaymentDetails,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Your checkout’s status (the return page); fulfils it when Stripe says it is paid',
        security,
        querystring: sessionIdQuery,
        response: { 200: paymentDetails },
      },
    },
    (req) => billing.paymentDetails(authOf(req).userId, req.query.session_id, req.meta),
  );

  app.post(
    paths.billing.cancelAutoPayment,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Stop auto-pay at the end of the paid period',
        security,
        response: { 200: messageResponse },
      },
    },
    (req) => billing.cancelAutoPay(authOf(req).userId, req.meta),
  );

  app.post(
    paths.billing.resumeAutoPayment,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Turn cancelled auto-pay back on while the paid period runs (your own plan)',
        security,
        response: { 200: messageResponse },
      },
    },
    (req) => billing.resumeAutoPay(authOf(req).userId, req.meta),
  );

  app.get(
    paths.billing.getAllPayments,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Payments: your own, or everyone’s for admins (filters: status, user_id, email)',
        security,
        querystring: paymentsQuery,
        response: { 200: paymentsResponse },
      },
    },
    (req) => {
      const { user } = authOf(req);
      const { user_id: userId, ...rest } = req.query;
      return billing.listPayments(user, { ...rest, userId });
    },
  );

  app.get(
    paths.billing.getUserSubscription,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'The paid plan you hold now, or 404 "Subscription not found"',
        security,
        response: { 200: subscription },
      },
    },
    (req) => billing.userSubscription(authOf(req).userId),
  );

  await fastify.register(testCheckoutRoutes);
};
