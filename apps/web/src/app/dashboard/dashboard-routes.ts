import type { RouteObject } from 'react-router';
import { dashboardPages, type DashboardPage } from './dashboard-pages';

function toRoute(page: DashboardPage): RouteObject {
  const lazy = { Component: page.load };
  return page.path === '' ? { index: true, lazy } : { path: page.path, lazy };
}

/** The nested routes under /dashboard: open pages, admin pages behind RequireAdmin, and an in-dashboard 404. */
export function dashboardRoutes(pages: DashboardPage[] = dashboardPages): RouteObject[] {
  return [
    ...pages.filter((page) => page.access !== 'admin').map(toRoute),
    {
      lazy: { Component: async () => (await import('../guards/require-admin')).RequireAdmin },
      children: pages.filter((page) => page.access === 'admin').map(toRoute),
    },
    {
      path: '*',
      lazy: { Component: async () => (await import('./dashboard-not-found')).DashboardNotFound },
    },
  ];
}
