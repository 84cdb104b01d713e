import { maxPageNumber } from '../../lib/page-bounds';

/** What /parts shows, read from its URL: `?q=&category=&vehicle=&page=`. */
export interface CatalogueFilters {
  q: string;
  category: string;
  vehicle: string;
  page: number;
}

/**
 * The filters a /parts URL names. Kept apart from the page so the route's loader can start the same
 * search while the page's code downloads (it is in the first-page bundle, so it stays this small).
 */
export function catalogueFilters(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category') ?? '',
    vehicle: params.get('vehicle') ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= maxPageNumber ? page : 1,
  };
}
