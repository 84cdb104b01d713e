import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Synonym } from '@partsmith/contract/search';
import type { DeletedCount } from '@partsmith/contract/common';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /synonym?term=&alternative= (admin): the two words stop finding each other, both ways. */
export function removeSynonym({ term, alternative }: Synonym): Promise<DeletedCount> {
  const params = new URLSearchParams({ term, alternative });
  return apiClient.delete(`/synonym?${params.toString()}`, 'DeletedCount');
}

export function useRemoveSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSynonym,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.synonyms.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.parts.all }),
      ]),
  });
}
