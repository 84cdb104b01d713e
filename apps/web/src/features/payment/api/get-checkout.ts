import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checkout } from '@partsmith/contract/checkout';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /checkout/{id}: one of the buyer's checkouts with every line (the spec's order shape). */
export function getCheckout(id: string, signal?: AbortSignal): Promise<Checkout> {
  return apiClient.get(`/checkout/${encodeURIComponent(id)}`, 'Checkout', { signal });
}

export function checkoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.checkouts.detail(id),
    queryFn: ({ signal }) => getCheckout(id, signal),
  });
}

export function useCheckout(id: string) {
  return useQuery(checkoutQueryOptions(id));
}
