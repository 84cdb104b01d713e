import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/*
 * Why (issue 30): the router puts a navigation's address in the history only once the route's `lazy`
 * code has arrived. Until then the tab still holds the page left behind, so a Back pressed meanwhile
 * goes back from *that* page: a buyer who opened a card's Purchase Now on /parts?vehicle=… and pressed
 * Back before the order page's code had downloaded (100–300 ms on a fresh tab) landed on /parts without
 * the vehicle, the entry before it. Here the page's code loads while the page renders instead (React
 * `lazy`): the address is in the history at the click, and Back always returns to the page it came from.
 * The router renders in a transition, so the page left behind stays on screen meanwhile, as before (no
 * Suspense boundary is needed for it, and one around the pages would change what the server streams).
 */

let loading = 0;
const listeners = new Set<() => void>();
const changed = (by: number) => {
  loading += by;
  for (const listener of listeners) listener();
};

/** A page's code on its way (NavigationProgress shows its bar then, as for the router's own loading). */
export function usePageCodeLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading > 0,
    () => false,
  );
}

function pageOf(load: () => Promise<unknown>): ComponentType {
  return lazy(async () => {
    // Called while a page renders: the bar hears of it after that render, not during it.
    queueMicrotask(() => changed(1));
    try {
      return { default: (await load()) as ComponentType };
    } finally {
      changed(-1);
    }
  });
}

type LazyProperties = Record<string, (() => Promise<unknown>) | undefined>;

/**
 * Turns each route's lazy `Component` into a component that loads its code as it renders, so the router
 * commits a navigation (its address) at once. In the browser only, after the routes the first page
 * matches have been loaded for hydration (loadMatchedRoutes): the server renders with the routes as
 * they are. Routes with other lazy properties are left to the router.
 */
export function addressFirst(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const properties = route.lazy as LazyProperties | undefined;
    if (properties && typeof properties === 'object') {
      const { Component, ...others } = properties;
      if (Component && Object.keys(others).length === 0) {
        route.Component = pageOf(Component);
        delete route.lazy;
      }
    }
    if (route.children) addressFirst(route.children);
  }
  return routes;
}
