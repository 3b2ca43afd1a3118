import {
  addApiKeyBody,
  apiKeyByIdQuery,
  apiKeyItem,
  apiKeySavedResponse,
  apiKeyTestResponse,
  apiKeysQuery,
  apiKeysResponse,
  paths,
  updateApiKeyBody,
} from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';

const tags = ['api keys'];
const security = [{ bearerAuth: [] }];

/**
 * AI provider keys, in the admin scope (modules/admin/admin-scope.ts). Keys go in whole and only
 * ever come out masked.
 */
export const apiKeysAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.apiKeys;

  app.get(
    paths.apiKeys.getAll,
    {
      schema: {
        tags,
        summary: 'AI provider keys, newest first (filters: provider, is_active)',
        security,
        querystring: apiKeysQuery,
        response: { 200: apiKeysResponse },
      },
    },
    (req) => service.list(req.query),
  );

  app.get(
    paths.apiKeys.getById,
    {
      schema: {
        tags,
        summary: 'One AI provider key, masked (404: unknown key_id)',
        security,
        querystring: apiKeyByIdQuery,
        response: { 200: apiKeyItem },
      },
    },
    (req) => service.get(req.query.key_id),
  );

  app.post(
    paths.apiKeys.add,
    {
      schema: {
        tags,
        summary:
          'Add a key (stored encrypted). base_url is required for openai-compatible, whose api_key may be empty; activating it deactivates the others',
        security,
        body: addApiKeyBody,
        response: { 200: apiKeySavedResponse },
      },
    },
    (req) => service.add(authOf(req).userId, req.body, req.meta),
  );

  app.put(
    paths.apiKeys.update,
    {
      schema: {
        tags,
        summary:
          'Change any field of a key; without api_key the stored key is kept; activating it deactivates the others',
        security,
        body: updateApiKeyBody,
        response: { 200: apiKeySavedResponse },
      },
    },
    (req) => service.update(authOf(req).userId, req.body, req.meta),
  );

  app.post(
    paths.apiKeys.test,
    {
      schema: {
        tags,
        summary:
          "Test a key: one small call to its provider and model (ok and the provider's message; 404 unknown key_id; 10 a minute)",
        security,
        querystring: apiKeyByIdQuery,
        response: { 200: apiKeyTestResponse },
      },
    },
    (req) => service.test(authOf(req).userId, req.query.key_id, req.meta),
  );
};
