import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeletedCount } from '@partsmith/contract';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /review/{id} (admin moderation). */
export function deleteReview(id: string): Promise<z.infer<typeof DeletedCount>> {
  return apiClient.delete<z.infer<typeof DeletedCount>>(`/review/${encodeURIComponent(id)}`);
}

/** The review leaves the home page's list at once. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.list() }),
  });
}
