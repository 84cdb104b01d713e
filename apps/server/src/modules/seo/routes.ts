import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi';
import { sendPrepared } from '../../lib/send-prepared-json';
import { robotsTxt } from './sitemap';

const xml = 'application/xml; charset=utf-8';

/** For search engines: robots.txt, and the sitemap index with its pages (built from the catalogue). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const sitemap = app.caches.sitemap;
  const robots = robotsTxt(app.config.publicUrl);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendPrepared(request, reply, await sitemap.index(), xml),
  );

  app.get('/sitemap/pages.xml', { schema: { hide: true } }, (request, reply) =>
    sendPrepared(request, reply, sitemap.sitePages(), xml),
  );

  app.get(
    '/sitemap/parts-:page.xml',
    {
      schema: {
        hide: true,
        params: z.object({ page: z.coerce.number().int().min(1).max(1_000_000) }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => sendPrepared(request, reply, await sitemap.parts(request.params.page), xml),
  );

  app.get(
    '/sitemap/vehicles-:page.xml',
    {
      schema: {
        hide: true,
        params: z.object({ page: z.coerce.number().int().min(1).max(1_000_000) }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => sendPrepared(request, reply, await sitemap.vehicles(request.params.page), xml),
  );
};
