import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryList } from '@partsmith/contract/parts';
import type { CategoryQuery } from '@partsmith/contract/search';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /category?vehicle=&q=: every category with its number of parts, by name; with a vehicle and/or
 * words, how many of the parts that fit it and match the words each category has.
 */
export function getCategories(filters: CategoryQuery = {}, signal?: AbortSignal): Promise<CategoryList> {
  const params = new URLSearchParams();
  if (filters.vehicle) params.set('vehicle', filters.vehicle);
  if (filters.q) params.set('q', filters.q);
  const search = params.toString();
  return apiClient.get(`/category${search ? `?${search}` : ''}`, 'CategoryList', { signal });
}

export function categoriesQueryOptions(filters: CategoryQuery = {}) {
  const filtered = Boolean(filters.vehicle || filters.q);
  return queryOptions({
    queryKey: filtered
      ? queryKeys.categories.list({ vehicle: filters.vehicle ?? '', q: filters.q ?? '' })
      : queryKeys.categories.all,
    queryFn: ({ signal }) => getCategories(filters, signal),
    // Categories change only when an admin edits the catalogue.
    staleTime: 5 * 60_000,
    // While the counts of new filters load, the last ones stay (no empty list in between).
    placeholderData: filtered ? keepPreviousData : undefined,
  });
}

export function useCategories(filters: CategoryQuery = {}) {
  return useQuery(categoriesQueryOptions(filters));
}
