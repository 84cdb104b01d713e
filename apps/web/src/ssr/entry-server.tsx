import { StrictMode } from 'react';
// The browser build, on purpose: React's Node build keeps each render in an AsyncLocalStorage, and on
// Node 20 the first `run` of one turns on promise hooks for the whole process, so every promise of every
// later request (API calls included) paid for them. This one has no request storage; it renders the same.
import { renderToReadableStream } from 'react-dom/server.browser';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
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
  onError?: (error: unknown) => void;
}

function serverQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const { queries } = queryClient.getDefaultOptions();
  // A failed call renders its error state at once; the browser retries when it hydrates.
  queryClient.setDefaultOptions({ queries: { ...queries, retry: false } });
  return queryClient;
}

/**
 * Renders the app's public pages on the server from the same routes the browser uses: the static
 * handler runs the loaders (which wait for their queries here), React renders the whole page, and the
 * query cache goes along for the browser to hydrate from. `null` for pages the browser renders.
 */
export function createPageRenderer({ fetchApi, origin, onError }: PageRendererOptions) {
  setApiTransport(fetchApi);
  const publicOrigin = new URL(origin).origin;
  return async function renderPage(url: string): Promise<RenderedPage | null> {
    const address = new URL(url, publicOrigin);
    // A path starting `//` or `/\` is another host's address to the URL parser: never a page of ours
    // (the server redirects those before they get here).
    if (address.origin !== publicOrigin) return null;
    if (!isServerRenderedPage(address.pathname)) return null;
    const queryClient = serverQueryClient();
    try {
      const handler = createStaticHandler(appRoutes(queryClient, { waitForData: true }));
      const context = await handler.query(new Request(address));
      if (context instanceof Response || context.errors) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      const stream = await renderToReadableStream(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
        { onError },
      );
      await stream.allReady;
      // React writes the resource hints it found (the part page's large image) ahead of the app's HTML;
      // they belong in <head>, and #root must hold only what the browser hydrates.
      const [, hints = '', html = ''] =
        /^((?:<link[^>]*>)*)([\s\S]*)$/.exec(await new Response(stream).text()) ?? [];
      const { head, status } = headFor(context, queryClient, address, publicOrigin);
      const state = serialisePageState({
        router: { loaderData: context.loaderData, actionData: context.actionData },
        queries: dehydrateQueries(queryClient),
      });
      return { status, head: `${headHtml(head)}${hints}`, html, state };
    } finally {
      queryClient.clear();
    }
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
