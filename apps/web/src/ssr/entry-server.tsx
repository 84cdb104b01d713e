import { StrictMode } from 'react';
// The browser build, on purpose: React's Node build keeps each render in an AsyncLocalStorage, and on
// Node 20 the first `run` of one turns on promise hooks for the whole process, so every promise of every
// later request (API calls included) paid for them. This one has no request storage; it renders the same.
// To a string: the loaders have waited for the page's data and the router has loaded the page's code, so
// nothing suspends; a stream would encode every chunk only for the server to read it back (ADR 0045).
import { renderToString } from 'react-dom/server.browser';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isServerRenderedPage } from '@partsmith/contract/routes';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/router';
import { setApiTransport, type ApiTransport } from '../lib/api-client';
import { dehydrateQueries, serialisePageState } from './page-state';
import { headFor } from './head-for';
import { headHtml } from './page-head';

export { isServerRenderedPage };

/** A server-rendered page, in the pieces the server puts into the app's index.html. */
export interface RenderedPage {
  /** 200, or 404 for an unknown path or part. */
  status: number;
  /** The `<head>` tags: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The app's HTML for `#root`. */
  html: string;
  /** The JSON the browser hydrates from (see page-state.ts). */
  state: string;
}

export interface PageRendererOptions {
  /** Answers the app's API calls (`/api/...`) inside the server process. */
  fetchApi: ApiTransport;
  /** The public origin, for canonical and absolute URLs: `https://shop.example`. */
  origin: string;
}

function serverQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const { queries } = queryClient.getDefaultOptions();
  // A failed call renders its error state at once; the browser retries when it hydrates.
  queryClient.setDefaultOptions({ queries: { ...queries, retry: false } });
  return queryClient;
}

/** A query client and the router's handler over routes whose loaders fill that client. */
interface RenderKit {
  queryClient: QueryClient;
  handler: StaticHandler;
}

function renderKit(): RenderKit {
  const queryClient = serverQueryClient();
  return { queryClient, handler: createStaticHandler(appRoutes(queryClient, { waitForData: true })) };
}

/**
 * Renders the app's public pages on the server from the same routes the browser uses: the static
 * handler runs the loaders (which wait for their queries here), React renders the whole page, and the
 * query cache goes along for the browser to hydrate from. `null` for pages the browser renders.
 */
export function createPageRenderer({ fetchApi, origin }: PageRendererOptions) {
  setApiTransport(fetchApi);
  const publicOrigin = new URL(origin).origin;
  // One kit kept between renders: building the router's route tree took about a millisecond a page, and
  // its lazily loaded pages stay loaded. A render that starts while another runs gets a kit of its own.
  let idleKit: RenderKit | null = null;
  return async function renderPage(url: string): Promise<RenderedPage | null> {
    const address = new URL(url, publicOrigin);
    // A path starting `//` or `/\` is another host's address to the URL parser: never a page of ours
    // (the server redirects those before they get here).
    if (address.origin !== publicOrigin) return null;
    if (!isServerRenderedPage(address.pathname)) return null;
    const kit = idleKit ?? renderKit();
    idleKit = null;
    const { queryClient, handler } = kit;
    try {
      const context = await handler.query(new Request(address));
      if (context instanceof Response || context.errors) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      const rendered = renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      );
      // React writes the resource hints it found (the part page's large image) ahead of the app's HTML;
      // they belong in <head>, and #root must hold only what the browser hydrates.
      const [, hints = '', html = ''] = /^((?:<link[^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
      const { head, status } = headFor(context, queryClient, address, publicOrigin);
      const state = serialisePageState({
        router: { loaderData: context.loaderData, actionData: context.actionData },
        queries: dehydrateQueries(queryClient),
      });
      return { status, head: `${headHtml(head)}${hints}`, html, state };
    } finally {
      queryClient.clear();
      idleKit = kit;
    }
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
