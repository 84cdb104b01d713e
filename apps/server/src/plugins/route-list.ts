import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: HTTPMethods;
  /** The path as Fastify registers it, prefix included: `/api/order/:id`. */
  url: string;
  /** It declares a querystring schema: it reads input from the query. */
  hasQuery: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, one entry per method. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Keeps the list of routes, so the access-matrix test can hold every route to a row of its table. */
async function routeListPlugin(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const hasQuery = Boolean(route.schema?.querystring);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, hasQuery });
  });
}

export default fp(routeListPlugin, { name: 'route-list' });
