import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { homeReviewCount, pageCount } from '@partsmith/contract/page-size';
import type { Page } from '@partsmith/contract/paging';
import type { Review } from '@partsmith/contract/reviews';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /review: one page of reviews, newest first (the first page of 6 is what the server caches). */
export function getReviews(page: number, signal?: AbortSignal): Promise<Page<Review>> {
  return apiClient.getPage('/review', 'ReviewList', { page, limit: homeReviewCount }, { signal });
}

/** The latest reviews, then one more page each time the visitor asks for more. */
export function reviewsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.reviews.list({ limit: homeReviewCount }),
    queryFn: ({ pageParam, signal }) => getReviews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Review>) =>
      last.page < pageCount(last.total, last.limit) ? last.page + 1 : undefined,
  });
}

export function useReviews() {
  return useInfiniteQuery(reviewsQueryOptions());
}
