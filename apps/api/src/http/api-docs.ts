import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';

const API_DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3 from the zod schemas, as `mode` allows (API_DOCS): `public`, the interactive page at
 * /api/docs and the JSON at /api/docs/json for anyone; `admins`, only the JSON, with an admin's
 * bearer token (the page loads the JSON without one, so it is not served); `off`, neither.
 */
export async function registerApiDocs(app: FastifyInstance, mode: Config['apiDocs']) {
  if (mode === 'off') return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'PRD Studio API',
        description:
          'Accounts, plans, chat and PRD generation. Error bodies are `{ message, code, detail? }`: `message` is for people, `code` for programs (VALIDATION, BAD_REQUEST, NOT_AUTHENTICATED, INVALID_TOKEN, TOKEN_EXPIRED, FORBIDDEN, NOT_FOUND, RATE_LIMITED, FREE_LIMIT_EXCEEDED, PAYLOAD_TOO_LARGE, INTERNAL…; see packages/contract/src/errors.ts). Statuses: 401 no token, 498 invalid or expired token, 403 wrong role, 422 validation, 429 rate limited, 203 where the spec says a call failed.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (mode === 'admins') {
    app.get(
      `${API_DOCS_PREFIX}/json`,
      {
        onRequest: (req, reply) => app.guard.requireAdmin(req, reply),
        schema: { hide: true },
      },
      async (_req, reply) => {
        void reply.header('cache-control', 'no-store');
        return app.swagger();
      },
    );
    return;
  }
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: true,
    // Its default policy upgrades requests to https and allows any https: style, which would
    // break the page on a plain-HTTP host and loosen the policy; keep it same-origin.
    transformStaticCSP: (header) =>
      header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/ https:/g, ''),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
