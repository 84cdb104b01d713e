import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@partsmith/contract/basket';
import { apiClient } from '../../../lib/api-client';
import { basketQueryOptions } from '../../../lib/api/get-basket';

/** DELETE /basket: empties the buyer's basket. */
export function emptyBasket(): Promise<Basket> {
  return apiClient.delete('/basket', 'Basket');
}

export function useEmptyBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emptyBasket,
    onSuccess: (basket) => queryClient.setQueryData(basketQueryOptions().queryKey, basket),
  });
}
