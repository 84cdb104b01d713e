import { createBrowserRouter, type RouteObject } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { Loader } from '../components/loader';
import { RouteErrorPage } from '../features/errors/routes/route-error-page';
import { RootLayout } from './layouts/root-layout';
import { RootErrorBoundary } from './root-error-boundary';

/**
 * Every page is its own lazily loaded chunk, so the first visit downloads only the shell (navbar,
 * footer, providers) and the page it lands on. The error page is bundled with the shell on purpose:
 * it must render even when a page chunk fails to download.
 */
const pages: RouteObject[] = [
  {
    index: true,
    lazy: { Component: async () => (await import('../features/home/routes/home-page')).HomePage },
  },
  {
    path: clientRoutes.parts,
    lazy: { Component: async () => (await import('../features/catalog/routes/parts-page')).PartsPage },
  },
  {
    path: clientRoutes.blogs,
    lazy: { Component: async () => (await import('../features/static-pages/routes/blogs-page')).BlogsPage },
  },
  {
    path: clientRoutes.portfolio,
    lazy: {
      Component: async () => (await import('../features/static-pages/routes/portfolio-page')).PortfolioPage,
    },
  },
  {
    path: '*',
    lazy: { Component: async () => (await import('../features/errors/routes/not-found-page')).NotFoundPage },
  },
];

function PageLoader() {
  return <Loader label="Loading page…" className="min-h-[50vh]" />;
}

export const routes: RouteObject[] = [
  {
    path: clientRoutes.home,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      // A pathless layer so errors and the first page load render inside the navbar and footer.
      { ErrorBoundary: RouteErrorPage, HydrateFallback: PageLoader, children: pages },
    ],
  },
];

export const router = createBrowserRouter(routes);
