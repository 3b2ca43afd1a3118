import {
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  paths,
  refreshBody,
  registerBody,
  resetPasswordBody,
  updatePasswordBody,
  verifyEmailBody,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readVisitorId } from '../../platform/visitors/index.js';
import { authOf } from './auth.guard.js';
import { readDevice, setDeviceCookie } from './known-device.js';

const tags = ['auth'];

/** Settles once the reply has been written out (or the connection is gone). */
const answered = (reply: FastifyReply) =>
  new Promise<void>((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });

export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = app.services;
  const security = [{ bearerAuth: [] }];
  const secureCookies = config.publicUrl.startsWith('https:');

  app.post(
    paths.auth.register,
    {
      schema: {
        tags,
        summary: "Create an account (a visitor's chats, by their cookie, move into it)",
        body: registerBody,
        response: { 200: messageResponse },
      },
    },
    (req) => auth.register(req.body, req.meta, readVisitorId(req)),
  );

  app.post(
    paths.auth.login,
    {
      schema: {
        tags,
        summary:
          "Sign in with email and password (203: account deactivated); a visitor's chats, by their cookie, move into the account",
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (req, reply) => {
      const { tokens, device } = await auth.login(
        req.body,
        req.meta,
        readDevice(req),
        readVisitorId(req),
      );
      setDeviceCookie(reply, device, secureCookies);
      return tokens;
    },
  );

  app.post(
    paths.auth.refresh,
    {
      schema: {
        tags,
        summary: 'Rotate the token pair',
        body: refreshBody,
        response: { 200: loginResponse },
      },
    },
    (req) => auth.refresh(req.body.refresh_token, req.meta),
  );

  app.post(
    paths.auth.logout,
    {
      // onRequest, not preHandler: authentication comes before body parsing and validation, so a
      // caller without a valid token gets 401/498, never a 422 about the body.
      onRequest: app.guard.requireAuth,
      schema: { tags, summary: 'End this session', security, response: { 200: messageResponse } },
    },
    (req) => {
      const { userId, sessionId } = authOf(req);
      return auth.logout(userId, sessionId, req.meta);
    },
  );

  app.post(
    paths.auth.forgotPassword,
    {
      schema: {
        tags,
        summary: 'Email a reset link (same answer for unknown emails)',
        body: forgotPasswordBody,
        response: { 200: messageResponse },
      },
    },
    (req, reply) => auth.forgotPassword(req.body.email, req.meta, answered(reply)),
  );

  app.post(
    paths.auth.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link (203: invalid or expired link)',
        body: resetPasswordBody,
        response: { 200: messageResponse },
      },
    },
    (req) => auth.resetPassword(req.body.token, req.body.password, req.meta),
  );

  app.post(
    paths.auth.verifyEmail,
    {
      schema: {
        tags,
        summary:
          'Prove the email with the emailed link (single use, expiring; 400 INVALID_LINK otherwise)',
        body: verifyEmailBody,
        response: { 200: messageResponse },
      },
    },
    (req) => auth.verifyEmail(req.body.token, req.meta),
  );

  app.post(
    paths.auth.resendVerification,
    {
      onRequest: app.guard.requireAuth,
      schema: {
        tags,
        summary: 'Email a new verification link (409 when already verified; a few per hour)',
        security,
        response: { 200: messageResponse },
      },
    },
    (req) => auth.resendVerification(authOf(req).userId, req.meta),
  );

  app.post(
    paths.auth.updatePassword,
    {
      // onRequest, not preHandler: authentication comes before body parsing and validation, so a
      // caller without a valid token gets 401/498, never a 422 about the body.
      onRequest: app.guard.requireAuth,
      schema: {
        tags,
        summary: 'Change the password (203: wrong current password); other sessions end',
        security,
        body: updatePasswordBody,
        response: { 200: messageResponse },
      },
    },
    (req) => auth.updatePassword(authOf(req), req.body, req.meta),
  );
};
