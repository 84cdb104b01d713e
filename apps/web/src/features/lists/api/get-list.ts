import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedList } from '@partsmith/contract/lists';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /lists/{id}: one saved list, its lines priced with today's prices and stock. */
export function getList(id: string, signal?: AbortSignal): Promise<SavedList> {
  return apiClient.get(`/lists/${encodeURIComponent(id)}`, 'SavedList', { signal });
}

export function listQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.savedLists.detail(id),
    queryFn: ({ signal }) => getList(id, signal),
  });
}

export function useList(id: string) {
  return useQuery(listQueryOptions(id));
}
