import type { AuthContext, AuthGuard } from '../modules/auth/auth.guard.js';
import type { RequestMeta } from '../platform/audit/index.js';
import type { Services } from '../services.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    guard: AuthGuard;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    meta: RequestMeta;
  }
}

export {};
