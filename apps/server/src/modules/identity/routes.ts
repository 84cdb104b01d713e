import type { FastifyPluginAsync } from 'fastify';
import { accountSignInLimit } from './account-sign-in-limit';
import { clientIpHeader } from './auth';
import { checkIdentityRequest, withErrorField } from './request-guard';

/**
 * Hands /api/auth/* to better-auth as a Fetch request. The body is passed through untouched, and the
 * caller's address (as Fastify resolved it, honouring trustProxy) replaces any client-sent value so
 * better-auth's rate limits cannot be dodged by forging a header.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const signInLimit = accountSignInLimit(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === clientIpHeader) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      headers.set(clientIpHeader, request.ip);
      const url = new URL(request.url, app.config.publicUrl);
      const body = request.method === 'GET' ? undefined : (request.body as Buffer | undefined);
      checkIdentityRequest(url, body, app.config.trustedOrigins);
      const settle = await signInLimit.begin(url.pathname, body, request.headers['content-type']);
      const response = await app.auth
        .handler(new Request(url, { method: request.method, headers, body }))
        .catch(async (error: unknown) => {
          await settle?.(500);
          throw error;
        });
      await settle?.(response.status);

      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      if (!response.body) return reply.send(null);
      const bytes = Buffer.from(await response.arrayBuffer());
      return reply.send(withErrorField(bytes, response.status, response.headers.get('content-type')));
    },
  });
};
