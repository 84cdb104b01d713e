import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartList } from '@partsmith/contract';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

// Shared by the home page, the catalogue and (later) the admin product table, so it lives below features.
export function getParts(signal?: AbortSignal): Promise<PartList> {
  return apiClient.get<PartList>('/part', { signal });
}

export function partsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.parts.list(),
    queryFn: ({ signal }) => getParts(signal),
  });
}

export function useParts<T = PartList>(select?: (parts: PartList) => T) {
  return useQuery({ ...partsQueryOptions(), select });
}
