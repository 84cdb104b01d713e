import { useQuery } from '@tanstack/react-query';
import type { Part } from '@partsmith/contract/parts';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /part/{id} of the part that replaces the one being edited: the dialog shows its number. */
export function getReplacingPart(id: string, signal?: AbortSignal): Promise<Part> {
  return apiClient.get(`/part/${encodeURIComponent(id)}`, 'Part', { signal });
}

export function useReplacingPart(id: string | null) {
  return useQuery({
    queryKey: queryKeys.parts.detail(id ?? ''),
    queryFn: ({ signal }) => getReplacingPart(id ?? '', signal),
    enabled: id !== null,
  });
}
