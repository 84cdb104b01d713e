import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryList } from '@partsmith/contract/parts';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /category: every category with its number of parts, by name. */
export function getCategories(signal?: AbortSignal): Promise<CategoryList> {
  return apiClient.get('/category', 'CategoryList', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.categories.all,
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change only when an admin edits the catalogue.
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
