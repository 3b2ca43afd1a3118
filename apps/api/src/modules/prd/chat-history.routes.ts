import {
  chatDataQuery,
  chatDataResponse,
  chatHistoryQuery,
  chatHistoryResponse,
  paths,
  visitorChatResponse,
} from '@prd/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readVisitorId } from '../../platform/visitors/index.js';
import { authOf } from '../auth/index.js';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];

const readerOf = (req: FastifyRequest) => {
  const auth = authOf(req);
  return { userId: auth.userId, admin: auth.role === 'admin' };
};

/** Past chats of the signed-in user; admins may read anyone's (user_id, any session). */
export const chatHistoryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.chatHistory;
  const { requireAuth } = app.guard;

  app.get(
    paths.prd.getChatHistory,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary:
          'Your chats, newest first: messages[0] is the title. page_size is capped (users 200, ' +
          'admins 1000); admins may pass user_id',
        security,
        querystring: chatHistoryQuery,
        response: { 200: chatHistoryResponse },
      },
    },
    (req) => service.list(readerOf(req), req.query, req.meta),
  );

  app.get(
    paths.prd.getChatData,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary:
          "One chat's messages in order (404 unless it is yours; admins read any). Answers replaced " +
          'by a regenerate or an edit are left out; the last answer lists its regenerated `variants` ' +
          '(select_answer shows another), and each answer that stored a PRD version has `reply.document`.',
        security,
        querystring: chatDataQuery,
        response: { 200: chatDataResponse },
      },
    },
    (req) => service.get(readerOf(req), req.query.session_id, req.meta),
  );

  app.get(
    paths.prd.visitorChat,
    {
      schema: {
        tags,
        summary:
          "A visitor's latest chat by their signed cookie (`prd_visitor`), with its messages, and " +
          'the free PRDs left (`free_left` of `free_limit`). No token; without a valid cookie ' +
          '`session_id` is null and there are no messages. Throttled per IP (429).',
        security: [],
        response: { 200: visitorChatResponse },
      },
    },
    (req) => service.visitorChat(readVisitorId(req), req.meta),
  );
};
