import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@partsmith/contract';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Reviews, newest first. */
export function getReviews(signal?: AbortSignal): Promise<ReviewList> {
  return apiClient.get<ReviewList>('/review', { signal });
}

export function reviewsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reviews.list(),
    queryFn: ({ signal }) => getReviews(signal),
  });
}

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
