import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Basket } from '@partsmith/contract/basket';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /basket: the signed-in buyer's basket, every line priced against its part as it is now. */
export function getBasket(signal?: AbortSignal): Promise<Basket> {
  return apiClient.get('/basket', 'Basket', { signal });
}

export function basketQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.basket.detail('mine'),
    queryFn: ({ signal }) => getBasket(signal),
  });
}

/** `enabled`: only for a signed-in buyer (visitors' baskets are in the browser; admins keep none). */
export function useServerBasket(enabled: boolean) {
  return useQuery({ ...basketQueryOptions(), enabled });
}
