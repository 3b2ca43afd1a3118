import type { AuthContext, AuthGuard } from './modules/auth/auth.guard.js';
import type { RequestMeta } from './platform/audit/index.js';
import type { Services } from './services.js';
import type { CatalogRoute } from './http/route-catalog.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    guard: AuthGuard;
    /** Every registered route (http/route-catalog.ts). */
    routeCatalog: () => CatalogRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    meta: RequestMeta;
  }
  interface FastifyContextConfig {
    /** Set by the admin scope (modules/admin/admin-scope.ts) on each of its routes. */
    adminScope?: boolean;
  }
}

export {};
