import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateList, SavedList } from '@partsmith/contract/lists';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** POST /lists: saves `{ name, lines }` or `{ name, fromBasket: true }` as a named list. */
export function createList(input: CreateList): Promise<SavedList> {
  return apiClient.post('/lists', 'SavedList', input);
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedLists.all }),
  });
}
