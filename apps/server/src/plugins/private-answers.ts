import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A request to the API that carries credentials: a bearer token, or cookies (the identity session). */
const carriesCredentials = (request: FastifyRequest) =>
  request.url.startsWith('/api/') &&
  (request.headers.authorization !== undefined || request.headers.cookie !== undefined);

/**
 * What an answer to `cacheControl` becomes when the request carried credentials: kept by no shared or
 * browser cache (`private, no-store`), whatever the route said, except that a route's own `no-store`
 * (with whatever else it adds) stays, `private` put in front when it lacks it.
 */
export function privateCacheControl(cacheControl: string | undefined): string {
  const directives = (cacheControl ?? '').toLowerCase();
  if (!/\bno-store\b/.test(directives)) return 'private, no-store';
  return /\bprivate\b/.test(directives) ? cacheControl! : `private, ${cacheControl}`;
}

/**
 * Answers to authenticated API requests (orders, profiles, the user list, statistics, exports, and every
 * other) carry personal data or depend on who asks: one hook marks all of them `Cache-Control: private,
 * no-store`, so no route can forget it (issue 31).
 */
async function privateAnswersPlugin(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (carriesCredentials(request)) {
      const current = reply.getHeader('cache-control');
      reply.header('cache-control', privateCacheControl(current === undefined ? undefined : String(current)));
    }
    done(null, payload);
  });
}

export default fp(privateAnswersPlugin, { name: 'private-answers' });
