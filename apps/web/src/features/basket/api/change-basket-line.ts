import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@partsmith/contract/basket';
import { apiClient } from '../../../lib/api-client';
import { basketQueryOptions } from '../../../lib/api/get-basket';

/** PATCH /basket/lines/{partId} {quantity}: sets one line's quantity. */
export function changeBasketLine(partId: string, quantity: number): Promise<Basket> {
  return apiClient.patch(`/basket/lines/${encodeURIComponent(partId)}`, 'Basket', { quantity });
}

export function useChangeBasketLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, quantity }: { partId: string; quantity: number }) =>
      changeBasketLine(partId, quantity),
    onSuccess: (basket) => queryClient.setQueryData(basketQueryOptions().queryKey, basket),
  });
}
