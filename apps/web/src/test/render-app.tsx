import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { Toaster } from '../app/toaster';

interface RenderOptions {
  /** The first entry; a string path or a path with router state. */
  at: string | { pathname: string; search?: string; state?: unknown };
  /** Extra pages to land on, e.g. `{ path: '/login', element: <p>login</p> }`. */
  routes: RouteObject[];
}

/**
 * Renders routes the way the app does: the app's query client (no retries on 4xx), a memory router whose
 * provider honours `flushSync` (as react-router/dom's in the app does) and the toaster, so a test sees the toasts a user would.
 */
export function renderApp({ at, routes }: RenderOptions) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={(update) => flushSync(update) as undefined} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
