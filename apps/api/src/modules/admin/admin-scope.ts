import type { FastifyPluginAsync } from 'fastify';

interface AdminScopeOptions {
  /** Every module's admin routes (`*.admin.routes.ts`), in the order they are registered. */
  routes: FastifyPluginAsync[];
}

/**
 * The one admin scope: every route registered in it is refused to visitors (401, or 498 for a
 * bad token) and to signed-in people who are not admins (403), on request, before validation, so
 * without an admin token the answer is never a 422. Its routes carry `config.adminScope`, which
 * the role-matrix test reads to check every one of them.
 */
export const adminScope: FastifyPluginAsync<AdminScopeOptions> = async (scope, { routes }) => {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, adminScope: true };
  });
  scope.addHook('onRequest', (req, reply) => scope.guard.requireAdmin(req, reply));
  for (const plugin of routes) await scope.register(plugin);
};
