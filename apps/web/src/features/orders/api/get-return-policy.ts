import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /return/policy: the store's return window (days after shipping) and restocking fee. */
export function getReturnPolicy() {
  return apiClient.get('/return/policy', 'ReturnPolicy');
}

export function useReturnPolicy() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.returns.detail('policy'),
      queryFn: getReturnPolicy,
      // A store setting: it changes with a restart, not while a page is open.
      staleTime: Infinity,
    }),
  );
}
