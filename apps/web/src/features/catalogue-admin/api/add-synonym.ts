import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Synonym, SynonymAdded } from '@partsmith/contract/search';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /synonym (admin): the two trade words find each other in the search, both ways. */
export function addSynonym(pair: Synonym): Promise<SynonymAdded> {
  return apiClient.post('/synonym', 'SynonymAdded', pair);
}

export function useAddSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSynonym,
    // Searches may now find other parts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.synonyms.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.parts.all }),
      ]),
  });
}
