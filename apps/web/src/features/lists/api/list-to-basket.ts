import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@partsmith/contract/basket';
import { apiClient } from '../../../lib/api-client';
import { basketQueryOptions } from '../../../lib/api/get-basket';

/** POST /lists/{id}/to-basket: every line of the list into the basket, in one step. */
export function listToBasket(id: string): Promise<Basket> {
  return apiClient.post(`/lists/${encodeURIComponent(id)}/to-basket`, 'Basket');
}

export function useListToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: listToBasket,
    onSuccess: (basket) => queryClient.setQueryData(basketQueryOptions().queryKey, basket),
  });
}
