/**
 * The web app's client routes. The server answers these with the app shell and status 200; any other
 * path that is not an API or asset path gets the shell with status 404 so the SPA shows its 404 page.
 */
export const clientRoutes = {
  home: '/',
  parts: '/parts',
  part: '/parts/:id',
  blogs: '/blogs',
  portfolio: '/myPortfolio',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  purchase: '/purchase/:id',
  dashboard: '/dashboard',
  vehicle: '/vehicles/:make/:model/:year',
  /** The basket, the quick order pad, checkout and saved lists (issue 33). */
  basket: '/basket',
  quickOrder: '/quick-order',
  checkout: '/checkout',
  checkoutPayment: '/checkout/:id/payment',
  lists: '/lists',
  list: '/lists/:id',
} as const;

/** A vehicle page's address: `/vehicles/Toyota/Corolla/2018` (make and model as the lists spell them). */
export function vehiclePagePath(vehicle: { make: string; model: string; year: number }): string {
  return `/vehicles/${encodeURIComponent(vehicle.make)}/${encodeURIComponent(vehicle.model)}/${vehicle.year}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A vehicle page's `?engine=` as the page reads it: a vehicle id (lower case), else none (every engine). */
export function vehiclePageEngine(value: string | null): string | undefined {
  return value && uuidPattern.test(value) ? value.toLowerCase() : undefined;
}

/** `/vehicles/{make}/{model}/{year}`: a four-digit year, make and model any one path segment. */
const vehiclePagePattern = /^\/vehicles\/[^/]+\/[^/]+\/\d{4}\/?$/;

const patterns: RegExp[] = [
  /^\/$/,
  /^\/parts\/?$/,
  /^\/parts\/[^/]+\/?$/,
  /^\/blogs\/?$/,
  /^\/myPortfolio\/?$/,
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/reset-password\/?$/,
  /^\/purchase\/[^/]+\/?$/,
  /^\/dashboard(\/.*)?$/,
  vehiclePagePattern,
  /^\/basket\/?$/,
  /^\/quick-order\/?$/,
  /^\/checkout\/?$/,
  /^\/checkout\/[^/]+\/payment\/?$/,
  /^\/lists(\/[^/]+)?\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** The public pages the server renders (with their data), so they arrive ready and search engines read them. */
const serverRenderedPatterns: RegExp[] = [
  /^\/$/,
  /^\/parts\/?$/,
  /^\/parts\/[^/]+\/?$/,
  /^\/blogs\/?$/,
  /^\/myPortfolio\/?$/,
  vehiclePagePattern,
];

/**
 * Whether the server renders this page: the public pages, and every path that is no client route (the
 * 404 page). Sign-in pages, the purchase page and the dashboard are rendered in the browser.
 */
export function isServerRenderedPage(pathname: string): boolean {
  return serverRenderedPatterns.some((pattern) => pattern.test(pathname)) || !isClientRoute(pathname);
}
