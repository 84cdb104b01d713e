import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertedId } from '@partsmith/contract/common';
import type { CreatePart } from '@partsmith/contract/parts';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What POST /part answers; the spec treats a missing insertedId as a failure. */
export type CreatePartAnswer = Partial<InsertedId>;

/**
 * POST /part (admin) {name, minOrderQuantity, availableQuantity, price, description, img}, and the
 * catalogue's partNumber, category, oemNumbers and fitment.
 */
export function createPart(part: CreatePart): Promise<CreatePartAnswer> {
  return apiClient.post('/part', 'InsertedId', part);
}

/** The home page and /parts list the new part at once, and the category counts include it. */
export function useCreatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPart,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.parts.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
      ]),
  });
}
