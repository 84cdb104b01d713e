import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddBasketLine, Basket } from '@partsmith/contract/basket';
import { apiClient } from '../api-client';
import { basketQueryOptions } from './get-basket';

/** POST /basket/lines: adds units of a part to the buyer's basket (the same part adds up). */
export function addBasketLine(line: AddBasketLine): Promise<Basket> {
  return apiClient.post('/basket/lines', 'Basket', line);
}

/** The answer is the whole basket: it replaces the cached one. */
export function useAddBasketLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBasketLine,
    onSuccess: (basket) => queryClient.setQueryData(basketQueryOptions().queryKey, basket),
  });
}
