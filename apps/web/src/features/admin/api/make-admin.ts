import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifiedCount } from '@partsmith/contract/common';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /user/admin/{email} (admin, no body): gives the account the admin role. */
export function makeAdmin(email: string): Promise<ModifiedCount> {
  return apiClient.put(`/user/admin/${encodeURIComponent(email)}`, 'ModifiedCount');
}

/** The user list refreshes afterwards, whatever the answer (docs/product.md §4.3). */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
