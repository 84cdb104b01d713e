import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedListSummary } from '@partsmith/contract/lists';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /lists: the buyer's saved lists, newest first (at most 50, so one answer). */
export function getLists(signal?: AbortSignal): Promise<SavedListSummary[]> {
  return apiClient.get('/lists', 'SavedListSummaries', { signal });
}

export function listsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.savedLists.lists(), queryFn: ({ signal }) => getLists(signal) });
}

export function useLists() {
  return useQuery(listsQueryOptions());
}
