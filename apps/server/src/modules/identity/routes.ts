import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { accountSignInLimit } from './account-sign-in-limit';
import { clientIpHeader } from './auth';
import { checkIdentityRequest, checkParsedIdentityBody, withErrorField } from './request-guard';
import { inspectionHeader, registerInspection } from './request-inspection';

/**
 * Hands /api/auth/* to better-auth as a Fetch request. The body is passed through untouched, and the
 * caller's address (as Fastify resolved it, honouring trustProxy) replaces any client-sent value so
 * better-auth's rate limits cannot be dodged by forging a header.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const signInLimit = accountSignInLimit(app);
  app.removeAllContentTypeParsers();
  // Identity bodies are small (an email of 254 characters, a password of 128, a name, a link): 16 KB
  // leaves room and keeps made-up 60 KB emails from being read, parsed and copied at all (413).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === clientIpHeader || name === inspectionHeader) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      headers.set(clientIpHeader, request.ip);
      const url = new URL(request.url, app.config.publicUrl);
      const body = request.method === 'GET' ? undefined : (request.body as Buffer | undefined);
      checkIdentityRequest(url, body, app.config.trustedOrigins);
      // Body checks and the failed sign-in count run inside better-auth, once it has parsed the body.
      const attempt: { settle?: ((status: number) => Promise<void>) | null } = {};
      const inspection = registerInspection(async (path, parsed) => {
        checkParsedIdentityBody(path, parsed);
        attempt.settle = await signInLimit.begin(path, parsed);
      });
      headers.set(inspectionHeader, inspection.id);
      const response = await app.auth
        .handler(new Request(url, { method: request.method, headers, body }))
        .catch(async (error: unknown) => {
          await attempt.settle?.(error instanceof AppError ? error.statusCode : 500);
          throw error;
        })
        .finally(inspection.done);
      await attempt.settle?.(response.status);

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
