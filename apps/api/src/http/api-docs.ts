import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 from the zod schemas; interactive page at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance) {
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its default policy upgrades requests to https and allows any https: style, which would
    // break the page on a plain-HTTP host and loosen the policy; keep it same-origin.
    transformStaticCSP: (header) =>
      header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/ https:/g, ''),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
