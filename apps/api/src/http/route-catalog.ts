import type { FastifyInstance, RouteOptions } from 'fastify';

export interface CatalogRoute {
  method: string;
  url: string;
  /** Registered inside the admin scope (modules/admin/admin-scope.ts). */
  adminScope: boolean;
}

/**
 * Records every route the app registers, so tests can check them all (the role matrix) rather
 * than a list kept by hand. Read after the app is built: a scope's own onRoute hook runs after
 * this one and may still change a route's config.
 */
export function registerRouteCatalog(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeCatalog', (): CatalogRoute[] =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        adminScope: route.config?.adminScope === true,
      })),
    ),
  );
}
