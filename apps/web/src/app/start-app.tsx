import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { HeldInteractions } from '../boot/held-interactions';
import { loadMatchedRoutes } from '../ssr/load-matched-routes';
import { hydrateQueries, readPageState } from '../ssr/page-state';
import { addressFirst } from './address-first';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes, createAppRouter } from './router';
import { requestToaster } from './toaster-demand';

/**
 * Runs `onCommitted` once the first render is on screen: the page is the app's from then on, which
 * `<html data-hydrated>` tells (the browser suite waits for it before using the page as an app).
 */
function AfterFirstRender({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    onCommitted();
  }, [onCommitted]);
  return null;
}

export interface StartOptions {
  /** What the visitor did before the app woke, replayed once it has hydrated the page. */
  held: HeldInteractions;
  /** Woken by the visitor's first interaction (so the toaster is wanted, toaster-demand.ts). */
  byInteraction: boolean;
}

/**
 * The whole app: takes over the server's HTML (hydration) or, on a page the server did not render,
 * renders it. Loaded by the bootstrap (main.ts) when the app is needed.
 */
export async function startApp(root: HTMLElement, { held, byInteraction }: StartOptions): Promise<void> {
  if (byInteraction) requestToaster();
  const queryClient = createQueryClient();
  // A page the server rendered comes with its state: the browser takes over that HTML instead of redrawing it.
  const pageState = readPageState();
  const routes = appRoutes(queryClient);
  if (pageState) {
    hydrateQueries(queryClient, pageState.queries);
    await loadMatchedRoutes(routes, window.location);
  }
  // The other pages' code loads as they render, so a navigation's address is in the history at once.
  const router = createAppRouter(queryClient, addressFirst(routes), pageState?.router);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <AfterFirstRender onCommitted={held.release} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page stays responsive while it is being built.
  startTransition(() => {
    if (pageState) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
