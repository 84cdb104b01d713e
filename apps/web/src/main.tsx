import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes, createAppRouter } from './app/router';
import { loadMatchedRoutes } from './ssr/load-matched-routes';
import { hydrateQueries, readPageState } from './ssr/page-state';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const queryClient = createQueryClient();
// A page the server rendered comes with its state: the browser takes over that HTML instead of redrawing it.
const pageState = readPageState();

async function start(root: HTMLElement) {
  const routes = appRoutes(queryClient);
  if (pageState) {
    hydrateQueries(queryClient, pageState.queries);
    await loadMatchedRoutes(routes, window.location);
  }
  const router = createAppRouter(queryClient, routes, pageState?.router);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
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

void start(container);
