import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedList, UpdateList } from '@partsmith/contract/lists';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /lists/{id} {name?, lines?}: renames the list and/or replaces its lines. */
export function updateList(id: string, change: UpdateList): Promise<SavedList> {
  return apiClient.put(`/lists/${encodeURIComponent(id)}`, 'SavedList', change);
}

export function useUpdateList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateList) => updateList(id, change),
    onSuccess: (list) => {
      queryClient.setQueryData(queryKeys.savedLists.detail(id), list);
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedLists.lists() });
    },
  });
}
