import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@partsmith/contract/paging';
import type { PartFitment } from '@partsmith/contract/parts';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** Vehicles per page of a part's fitment list. */
export const fitmentPageSize = 10;

const fitmentPath = (partId: string) => `/part/${encodeURIComponent(partId)}/fitment`;

/** GET /part/{id}/fitment?page=&limit=: the vehicles one part fits, a page at a time. */
export function getPartFitment(
  partId: string,
  { page, limit }: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<Page<PartFitment>> {
  return apiClient.getPage(fitmentPath(partId), 'PartFitmentList', { page, limit }, { signal });
}

export function partFitmentQueryOptions(partId: string, page: number, limit: number) {
  return queryOptions({
    queryKey: [...queryKeys.parts.detail(partId), 'fitment', { page, limit }] as const,
    queryFn: ({ signal }) => getPartFitment(partId, { page, limit }, signal),
  });
}

/**
 * Whether one part fits one vehicle: GET /part/{id}/fitment?vehicle= answers that vehicle alone when
 * the part fits it, and an empty page when not.
 */
export async function partFits(partId: string, vehicleId: string, signal?: AbortSignal): Promise<boolean> {
  const path = `${fitmentPath(partId)}?vehicle=${encodeURIComponent(vehicleId)}`;
  const answer = await apiClient.getPage(path, 'PartFitmentList', { page: 1, limit: 1 }, { signal });
  return answer.total > 0;
}

export function partFitsQueryOptions(partId: string, vehicleId: string) {
  return queryOptions({
    queryKey: [...queryKeys.parts.detail(partId), 'fits', vehicleId] as const,
    queryFn: ({ signal }) => partFits(partId, vehicleId, signal),
    // Fitment changes only when an admin edits the part (which invalidates the part's keys).
    staleTime: 10 * 60_000,
  });
}

/**
 * Does the part fit the vehicle? `known` skips the question when the page already knows (a list
 * searched with `vehicle=` holds only parts that fit it); no vehicle id, no question. Undefined while
 * unknown.
 */
export function usePartFits(partId: string, vehicleId: string | undefined, known?: boolean) {
  const query = useQuery({
    ...partFitsQueryOptions(partId, vehicleId ?? ''),
    enabled: Boolean(vehicleId) && known === undefined,
  });
  return known ?? (vehicleId ? query.data : undefined);
}
