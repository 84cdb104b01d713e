import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@partsmith/contract/orders';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /order/{id}: one order, for its buyer or an admin. Shared by the payment page and the admin's
 * Update Status (which re-reads the order before shipping it), so it lives below the features.
 */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiClient.get(`/order/${encodeURIComponent(id)}`, 'Order', { signal });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
