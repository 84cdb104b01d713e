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
  /** The basket, the quick order pad, checkout and saved lists (issue 33). */
  basket: '/basket',
  quickOrder: '/quick-order',
  checkout: '/checkout',
  checkoutPayment: '/checkout/:id/payment',
  lists: '/lists',
  list: '/lists/:id',
} as const;

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
];

/**
 * Whether the server renders this page: the public pages, and every path that is no client route (the
 * 404 page). Sign-in pages, the purchase page and the dashboard are rendered in the browser.
 */
export function isServerRenderedPage(pathname: string): boolean {
  return serverRenderedPatterns.some((pattern) => pattern.test(pathname)) || !isClientRoute(pathname);
}
