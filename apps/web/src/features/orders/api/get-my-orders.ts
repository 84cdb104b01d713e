import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@partsmith/contract/orders';
import { defaultPageSize, type Page } from '@partsmith/contract/paging';
import { apiClient, isApiRequestError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSignOut } from '../../../lib/session/use-sign-out';

/** GET /order?email={email}: one page of the signed-in buyer's own orders, newest first. */
export function getMyOrders(email: string, page: number, signal?: AbortSignal): Promise<Page<Order>> {
  return apiClient.getPage(
    `/order?email=${encodeURIComponent(email)}`,
    'OrderList',
    { page, limit: defaultPageSize },
    { signal },
  );
}

/** A 401 or 403 on this list: the server no longer accepts this session for this account. */
export function isSessionRefused(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 401 || error.status === 403);
}

/** `onRefused` runs as soon as the server refuses, before the failed query re-renders anything. */
export function myOrdersQueryOptions(email: string, page: number, onRefused?: () => void) {
  return queryOptions({
    queryKey: queryKeys.orders.list({ email, page }),
    // An admin ships, a payment lands: orders change elsewhere, so each visit asks again.
    staleTime: 0,
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      try {
        return await getMyOrders(email, page, signal);
      } catch (error) {
        if (isSessionRefused(error)) onRefused?.();
        throw error;
      }
    },
  });
}

/**
 * The buyer's orders. A 401 or 403 signs the user out, drops the token and goes to / (docs/product.md §4.1). It is
 * done from the query function, not an effect: a 401 has already dropped the token, which unmounts the
 * login-guarded page before an effect of it could run.
 */
export function useMyOrders(email: string, page: number) {
  const signOut = useSignOut();
  return useQuery(myOrdersQueryOptions(email, page, signOut));
}
