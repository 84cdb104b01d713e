import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCount } from '@partsmith/contract/common';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /part/{id} (admin). Orders already placed for the part keep their item name and price. */
export function deletePart(id: string): Promise<DeletedCount> {
  return apiClient.delete(`/part/${encodeURIComponent(id)}`, 'DeletedCount');
}

/** The part leaves every list at once; its own cached page is dropped rather than refetched into a 404. */
export function useDeletePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePart,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.parts.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.parts.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
      ]);
    },
  });
}
