import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defaultPageSize } from '@partsmith/contract/paging';
import type { ReturnState } from '@partsmith/contract/returns';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A buyer's newest returns, read once for the whole My Orders page (a buyer has a few at most). */
const buyersNewest = { page: 1, limit: 100 };

/** GET /return (a buyer): their own returns, newest first; each order row picks its own. */
export function getMyReturns() {
  return apiClient.getPage('/return', 'ReturnList', buyersNewest);
}

export function useMyReturns() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.returns.list({ scope: 'mine' }),
      // Admins approve and receive meanwhile: each visit to My Orders asks again.
      staleTime: 0,
      queryFn: getMyReturns,
    }),
  );
}

export interface ReturnsFilter {
  page: number;
  state?: ReturnState;
}

/** GET /return (admins): one page of every return, newest first, optionally of one state. */
export function getReturns({ page, state }: ReturnsFilter, signal?: AbortSignal) {
  const path = state ? `/return?state=${state}` : '/return';
  return apiClient.getPage(path, 'ReturnList', { page, limit: defaultPageSize }, { signal });
}

export function useReturns(filter: ReturnsFilter) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.returns.list({ scope: 'all', ...filter }),
      // Buyers ask and other admins decide meanwhile: each visit asks again.
      staleTime: 0,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) => getReturns(filter, signal),
    }),
  );
}
