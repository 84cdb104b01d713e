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
  }): (url: string) => Promise<RenderedPage | null>;
}

/** Statuses whose answers have no body (a Response refuses one). */
const bodiless = new Set([204, 304]);

/** One API call a render made, and the answer it got (status -1: not a read, it cannot be asked again). */
export interface ApiRead {
  url: string;
  headers: Record<string, string>;
  status: number;
  body: Buffer;
}

/**
 * The API calls of the render under way. Renders run one at a time (they take the event loop anyway), so
 * the calls need no context of their own: an AsyncLocalStorage would turn on promise hooks for the whole
 * process on Node 20, a cost every request pays (ADR 0014).
 */
const renderReads: { current: ApiRead[] | null } = { current: null };

const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const inject = (app: FastifyInstance, method: string, url: string, headers: Record<string, string>) =>
  app.inject({ method: method as 'GET', url, headers });

/**
 * The app's API calls made while rendering go into this server in-process (`app.inject`: the same routes,
 * validation and caches as over HTTP, without a socket).
 */
function injectTransport(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    const sent = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await inject(app, method, url, sent);
    const status = method === 'GET' ? answer.statusCode : -1;
    renderReads.current?.push({ url, headers: sent, status, body: answer.rawPayload });
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

export interface PageRenderer {
  /** The page at this URL (null: the browser renders it), and the API answers it was made from. */
  render(url: string): Promise<{ page: RenderedPage | null; reads: ApiRead[] }>;
  /** Whether the API answers the same to every read now: then the page made from them is the same. */
  unchanged(reads: ApiRead[]): Promise<boolean>;
}

/** The page renderer of the built web app, or null when it was not built (every page gets the shell). */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  const file = app.config.webSsrEntry;
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const render = entry.createPageRenderer({
    fetchApi: injectTransport(app),
    origin: app.config.publicUrl,
  });
  let previous: Promise<unknown> = Promise.resolve();
  const renderAlone = async (url: string) => {
    const reads: ApiRead[] = [];
    renderReads.current = reads;
    try {
      return { page: await render(url), reads };
    } finally {
      renderReads.current = null;
    }
  };
  return {
    render(url) {
      // Each render after the event loop has gone round: on SQLite a render and its API reads finish
      // without waiting on I/O, so renders chained on promises alone ran back to back in one turn of the
      // loop, and under load no request was read nor timer run for seconds.
      const rendering = previous.then(loopTurn).then(() => renderAlone(url));
      previous = rendering.catch(() => undefined);
      return rendering;
    },
    async unchanged(reads) {
      for (const read of reads) {
        if (read.status === -1) return false;
        const answer = await inject(app, 'GET', read.url, read.headers);
        if (answer.statusCode !== read.status || !answer.rawPayload.equals(read.body)) return false;
      }
      return true;
    },
  };
}
