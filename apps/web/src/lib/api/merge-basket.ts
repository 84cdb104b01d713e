import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket, MergeBasket } from '@partsmith/contract/basket';
import { apiClient } from '../api-client';
import { basketQueryOptions } from './get-basket';

/**
 * POST /basket/merge: adds many lines at once, all or nothing (a visitor's basket on sign-in, a quick
 * order's good lines, a past checkout ordered again). A visitor's basket goes with its `mergeId`, so it
 * is added once however often it is sent.
 */
export function mergeBasket(body: MergeBasket): Promise<Basket> {
  return apiClient.post('/basket/merge', 'Basket', body);
}

export function useMergeBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeBasket,
    onSuccess: (basket) => queryClient.setQueryData(basketQueryOptions().queryKey, basket),
  });
}
