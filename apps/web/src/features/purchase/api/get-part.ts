import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Part } from '@partsmith/contract/parts';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /part/{id}: one part, with the stock left right now. */
export function getPart(id: string, signal?: AbortSignal): Promise<Part> {
  return apiClient.get(`/part/${encodeURIComponent(id)}`, 'Part', { signal });
}

export function partQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.parts.detail(id),
    queryFn: ({ signal }) => getPart(id, signal),
    // The stock moves with every order; show it fresh each time the page opens.
    staleTime: 0,
    // A part that is not there is not fetched again as the page mounts: its page shows the answer the
    // server rendered (not a spinner), and Retry stays at hand for other errors.
    retryOnMount: false,
  });
}

export function usePart(id: string) {
  return useQuery(partQueryOptions(id));
}
