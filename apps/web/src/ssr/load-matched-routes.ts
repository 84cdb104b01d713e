import { matchRoutes, type RouteObject } from 'react-router';

type LazyObject = Record<string, (() => Promise<unknown>) | undefined>;

/**
 * Loads the code of the lazy routes this location matches and writes it onto the route objects, so the
 * router starts initialised and hydrates the server's HTML at once instead of showing its loading state
 * while a page chunk downloads (which would not match what the server rendered).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy as LazyObject | undefined;
      if (!lazy || typeof lazy !== 'object') return;
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const),
      );
      Object.assign(route, Object.fromEntries(loaded));
      delete route.lazy;
    }),
  );
}
