import { maxPageNumber } from './page-size';
import { isClientRoute, isServerRenderedPage, vehiclePageEngine } from './routes';

/** Where every path that is no page of the app is rendered: one 404 page for all of them. */
export const notFoundPageAddress = '/404';

const placeholderOrigin = 'http://page.invalid';

/** `?page=` as the lists read it (web `pageParam`): a page number past 1, else nothing. */
function laterPage(value: string | null): string | null {
  const page = Number(value);
  return value !== null && Number.isInteger(page) && page >= 2 && page <= maxPageNumber ? String(page) : null;
}

/**
 * The query of a server-rendered page as the page reads it, in one order, each parameter as the page's
 * own parsing sees it (the catalogue's `catalogueFilters`, the lists' `pageParam`): every other
 * parameter, and a value the page ignores, changes nothing on it.
 */
function knownQuery(pathname: string, search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  if (pathname === '/parts') {
    const q = search.get('q')?.trim();
    for (const [name, value] of [
      ['category', search.get('category')],
      ['page', laterPage(search.get('page'))],
      ['q', q],
      ['vehicle', search.get('vehicle')],
    ] as const) {
      if (value) kept.set(name, value);
    }
  } else if (pathname.startsWith('/parts/')) {
    const page = laterPage(search.get('page'));
    if (page) kept.set('page', page);
  } else if (pathname.startsWith('/vehicles/')) {
    // The vehicle page's engine choice (a vehicle id, as its parsing keeps it) and page.
    const engine = vehiclePageEngine(search.get('engine'));
    if (engine) kept.set('engine', engine);
    const page = laterPage(search.get('page'));
    if (page) kept.set('page', page);
  }
  return kept;
}

/**
 * The one address a server-rendered page is rendered and cached under, whatever the request added: its
 * path as the URL parser resolves it, without a trailing slash, and only the parameters the page reads
 * (`/parts/?z=1&page=1&category=Brakes` is `/parts?category=Brakes`); every path that is no page of the
 * app is `notFoundPageAddress`. Null for an address that is not a server-rendered page (the sign-in
 * pages, the dashboard) or not on this origin (`//host/…`).
 */
export function canonicalPageAddress(url: string): string | null {
  if (!URL.canParse(url, placeholderOrigin)) return null;
  const address = new URL(url, placeholderOrigin);
  if (address.origin !== placeholderOrigin) return null;
  const pathname = address.pathname.length > 1 ? address.pathname.replace(/\/+$/, '') : '/';
  if (!isClientRoute(pathname)) return notFoundPageAddress;
  if (!isServerRenderedPage(pathname)) return null;
  const query = knownQuery(pathname, address.searchParams).toString();
  return query ? `${pathname}?${query}` : pathname;
}
