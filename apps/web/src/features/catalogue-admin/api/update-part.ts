import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifiedCount } from '@partsmith/contract/common';
import type { UpdatePart } from '@partsmith/contract/parts';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /part/{id} (admin): any subset of the fields, e.g. a restock or a new picture. */
export function updatePart(id: string, changes: UpdatePart): Promise<ModifiedCount> {
  return apiClient.put(`/part/${encodeURIComponent(id)}`, 'ModifiedCount', changes);
}

/** Lists, the part's own page (purchase), its fitment and the category counts show the change at once. */
export function useUpdatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePart }) => updatePart(id, changes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.parts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats.all }),
      ]),
  });
}
