import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /lists/{id}. */
export function deleteList(id: string): Promise<{ deletedCount: number }> {
  return apiClient.delete(`/lists/${encodeURIComponent(id)}`, 'DeletedCount');
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.savedLists.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.savedLists.lists() });
    },
  });
}
