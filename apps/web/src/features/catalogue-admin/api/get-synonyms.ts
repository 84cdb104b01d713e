import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defaultPageSize, type Page } from '@partsmith/contract/paging';
import type { SynonymList } from '@partsmith/contract/search';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SynonymRow = SynonymList[number];

/** GET /synonym (admin): one page of the search's trade synonyms, by term, one row per direction. */
export function getSynonyms(page: number, signal?: AbortSignal): Promise<Page<SynonymRow>> {
  return apiClient.getPage('/synonym', 'SynonymList', { page, limit: defaultPageSize }, { signal });
}

export function synonymsQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.synonyms.list({ page }),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getSynonyms(page, signal),
  });
}

export function useSynonyms(page: number) {
  return useQuery(synonymsQueryOptions(page));
}
