import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { canonicalPageAddress, notFoundPageAddress } from '@partsmith/contract/page-addresses';
import { isClientRoute } from '@partsmith/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { logsEveryRequest } from '../lib/request-log';
import { sendPrepared } from '../lib/send-prepared-json';
import { earlyPageAnswer } from './early-page-answer';
import { loadPageRenderer } from './page-renderer';
import { pageTemplate } from './page-template';
import { renderedPages } from './rendered-pages';

const year = 31_536_000;

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    error: 'NOT_FOUND',
    message: `There is no ${request.method} ${request.url.split('?')[0]} here.`,
  });
}

/**
 * Serves the built web app: hashed assets cached for a year; the public pages (home, catalogue, part
 * pages, blogs, portfolio, 404) rendered on the server when the web app's server renderer is built, and
 * cached until the catalogue changes; the other client routes answered with the shell (revalidated on
 * every visit; status 404 for paths the app does not know).
 */
async function webPlugin(app: FastifyInstance) {
  const imagesDir = path.join(app.config.dataDir, 'images');
  fs.mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    decorateReply: false,
    immutable: true,
    maxAge: year * 1000,
  });

  const indexFile = path.join(app.config.webDist, 'index.html');
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  if (shell) {
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Ours below; left on, @fastify/static 9 writes send's `public, max-age=0` over what setHeaders set.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? `public, max-age=${year}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  const template = shell && pageTemplate(shell.toString());
  const renderPage = template ? await loadPageRenderer(app) : null;
  const rendered = template && renderPage ? renderedPages(renderPage, template) : null;
  // Rendered pages show parts, stock and reviews: they are stale when any of them changes.
  if (rendered) app.changes.on(['stock', 'parts', 'reviews'], () => rendered.invalidate());
  // A fresh cached page is answered before Fastify's router and hooks, the way the handler below
  // answers it (ADR 0023), unless each request is to be logged.
  if (rendered && !logsEveryRequest(app.log.level)) {
    // A page's canonical address is its key: most requests name it as it is; only the others pay for
    // working it out. The shared 404 page is left to Fastify: answered here, before the router, it
    // would stand for every static file and API route too.
    const fresh = (url: string) => {
      const page = rendered.fresh(url);
      if (page) return page;
      const address = canonicalPageAddress(url);
      if (address === null || address === url || address === notFoundPageAddress) return undefined;
      return rendered.fresh(address);
    };
    app.answerEarly(earlyPageAnswer(fresh, app.securityHeaders));
    // A closing server answers 503 through Fastify.
    app.addHook('preClose', (done) => {
      app.answerEarly(null);
      done();
    });
  }

  /** Counts a page this client makes the server render; past the limit the browser renders it. */
  const mayRender = async (request: FastifyRequest) => {
    const { count } = await app.counters.increment(`page-render:${request.ip}`, 60_000);
    return count <= app.config.pageRenderRateLimit;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    // To a browser (and a URL parser) a path starting `//` or `/\` names another host: it gets the
    // same path on ours, so no page is ever made for an address the request chose.
    if (wantsPage && /^\/[/\\]/.test(request.url)) {
      return reply.redirect(`/${request.url.replace(/^[/\\]+/, '')}`, 301);
    }
    if (!shell || !wantsPage) return apiNotFound(request, reply);
    const pathname = request.url.split('?')[0] ?? '/';
    // Rendered and cached under its canonical address: a query the page does not read, or an unknown
    // path, makes no new page; a client makes a bounded number of new ones (issue 31).
    const address = canonicalPageAddress(request.url);
    if (rendered && address && (rendered.holds(address) || (await mayRender(request)))) {
      try {
        const page = await rendered.get(address);
        if (page)
          return sendPrepared(request, reply.status(page.status), page.body, 'text/html; charset=utf-8');
      } catch (error) {
        // The browser can still render the page from the shell.
        request.log.error({ err: error }, 'rendering a page failed; answering with the shell');
      }
    }
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['app-context', 'security', 'rate-limit'] });
