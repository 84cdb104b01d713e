import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@partsmith/contract/paging';
import type { Part } from '@partsmith/contract/parts';
import { defaultPageSize } from '../page-bounds';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** One search of the catalogue (GET /part): empty values mean "no filter". */
export interface PartSearch {
  q?: string;
  category?: string;
  /** A vehicle id: only parts that fit it. */
  vehicle?: string;
  /** Without `q`: oldest first (the default) or newest first. */
  sort?: 'oldest' | 'newest';
  page?: number;
  limit?: number;
}

function searchPath({ q, category, vehicle, sort }: PartSearch): string {
  const params = new URLSearchParams();
  if (sort) params.set('sort', sort);
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (vehicle) params.set('vehicle', vehicle);
  const query = params.toString();
  return query ? `/part?${query}` : '/part';
}

/** The key holds only what changes the answer, so `{}` and `{q: ''}` share one cache entry. */
function searchKey({ q, category, vehicle, sort, page = 1, limit = defaultPageSize }: PartSearch) {
  return { q: q || '', category: category || '', vehicle: vehicle || '', sort: sort || '', page, limit };
}

/** A page of parts and the search that found it (a page kept on screen while the next loads says which). */
export interface PartsPage extends Page<Part> {
  search: ReturnType<typeof searchKey>;
}

/**
 * GET /part?q=&category=&vehicle=&page=&limit=: one page of the catalogue and how many parts match.
 * Shared by the home page, /parts and the admin product table, so it lives below the features.
 */
export async function searchParts(search: PartSearch = {}, signal?: AbortSignal): Promise<PartsPage> {
  const key = searchKey(search);
  const page = await apiClient.getPage(searchPath(search), 'PartList', key, { signal });
  return { ...page, search: key };
}

export function partsQueryOptions(search: PartSearch = {}) {
  return queryOptions({
    queryKey: queryKeys.parts.list(searchKey(search)),
    queryFn: ({ signal }) => searchParts(search, signal),
  });
}

/**
 * One page of parts. While the next page or search loads, the previous answer stays on screen
 * (`isPlaceholderData`), so the layout does not collapse into a spinner.
 */
export function useParts(search: PartSearch = {}) {
  return useQuery({ ...partsQueryOptions(search), placeholderData: keepPreviousData });
}
