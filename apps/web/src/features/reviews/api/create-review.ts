import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertedId } from '@partsmith/contract/common';
import type { CreateReview } from '@partsmith/contract/reviews';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /review (signed-in buyer) {ratings, description}; the review is signed with the buyer's name. */
export function createReview(review: CreateReview): Promise<InsertedId> {
  return apiClient.post('/review', 'InsertedId', review);
}

/** The home page lists reviews newest first, so the new one shows at the top at once. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
