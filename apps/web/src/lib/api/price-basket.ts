import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Basket, BasketLineInput } from '@partsmith/contract/basket';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** POST /basket/price: a visitor's browser basket priced as a buyer's is (nothing stored). */
export function priceBasket(lines: readonly BasketLineInput[], signal?: AbortSignal): Promise<Basket> {
  return apiClient.post('/basket/price', 'Basket', { lines }, { signal });
}

export function pricedBasketQueryOptions(lines: readonly BasketLineInput[]) {
  return queryOptions({
    queryKey: queryKeys.basket.list({ lines }),
    queryFn: ({ signal }) => priceBasket(lines, signal),
    // A quantity changed keeps the old prices on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePricedBasket(lines: readonly BasketLineInput[], enabled: boolean) {
  return useQuery({ ...pricedBasketQueryOptions(lines), enabled });
}
