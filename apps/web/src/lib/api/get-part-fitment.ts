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
 * How one part fits one vehicle (position, quantity per vehicle, conditions), or null when it does not:
 * GET /part/{id}/fitment?vehicle= answers that vehicle alone when the part fits it, an empty page when not.
 */
export async function partFits(
  partId: string,
  vehicleId: string,
  signal?: AbortSignal,
): Promise<PartFitment | null> {
  const path = `${fitmentPath(partId)}?vehicle=${encodeURIComponent(vehicleId)}`;
  const answer = await apiClient.getPage(path, 'PartFitmentList', { page: 1, limit: 1 }, { signal });
  return answer.items[0] ?? null;
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
 * Does the part fit the vehicle, and how? `known` skips the question when the page already knows (a list
 * searched with `vehicle=` holds only parts that fit it, each with its `fit`); no vehicle id, no question.
 * `fits` is undefined while unknown.
 */
export function usePartFits(
  partId: string,
  vehicleId: string | undefined,
  known?: boolean,
): { fits: boolean | undefined; fitment: PartFitment | null | undefined } {
  const query = useQuery({
    ...partFitsQueryOptions(partId, vehicleId ?? ''),
    enabled: Boolean(vehicleId) && known === undefined,
  });
  if (!vehicleId) return { fits: undefined, fitment: undefined };
  return { fits: known ?? (query.data === undefined ? undefined : query.data !== null), fitment: query.data };
}
