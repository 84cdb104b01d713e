import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCount } from '@partsmith/contract/common';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /review/{id} (admin moderation). */
export function deleteReview(id: string): Promise<DeletedCount> {
  return apiClient.delete(`/review/${encodeURIComponent(id)}`, 'DeletedCount');
}

/** The review leaves the home page's list at once. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.list() }),
  });
}
