import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@partsmith/contract';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /order (admin, no email): every buyer's orders, newest first. */
export function getAllOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiClient.get<Order[]>('/order', { signal });
}

export function allOrdersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.orders.list({ scope: 'all' }),
    // An admin ships, a payment lands: orders change elsewhere, so each visit asks again.
    staleTime: 0,
    queryFn: ({ signal }) => getAllOrders(signal),
  });
}

export function useAllOrders() {
  return useQuery(allOrdersQueryOptions());
}
