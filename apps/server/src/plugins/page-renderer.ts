import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from './page-template';

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The web app's server entry (apps/web/src/ssr/entry-server.tsx), as this server uses it. */
interface ServerEntry {
  createPageRenderer(options: {
    fetchApi: ApiTransport;
    origin: string;
    onError?: (error: unknown) => void;
  }): (url: string) => Promise<RenderedPage | null>;
}

/** Statuses whose answers have no body (a Response refuses one). */
const bodiless = new Set([204, 304]);

/**
 * The app's API calls made while rendering go into this server in-process (`app.inject`: the same routes,
 * validation and caches as over HTTP, without a socket).
 */
function injectTransport(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(bodiless.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}

/** The page renderer of the built web app, or null when it was not built (every page gets the shell). */
export async function loadPageRenderer(app: FastifyInstance) {
  const file = app.config.webSsrEntry;
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  return entry.createPageRenderer({
    fetchApi: injectTransport(app),
    origin: app.config.publicUrl,
    onError: (error) => app.log.error({ err: error }, 'rendering a page failed'),
  });
}
