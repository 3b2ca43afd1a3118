import type { Deps } from '../deps.js';
import type { AuthContext, AuthGuard } from '../modules/auth/auth.guard.js';
import type { RequestMeta } from '../modules/security/audit.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    guard: AuthGuard;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    meta: RequestMeta;
  }
}

export {};
