import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCheck } from '@partsmith/contract/users';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /admin/{email}: whether the account is an admin, decided by the server (docs/product.md §6). */
export function getAdminCheck(email: string, signal?: AbortSignal): Promise<AdminCheck> {
  return apiClient.get(`/admin/${encodeURIComponent(email)}`, 'AdminCheck', { signal });
}

export function adminCheckQueryOptions(email: string) {
  return queryOptions({
    queryKey: queryKeys.admin.detail(email),
    queryFn: ({ signal }) => getAdminCheck(email, signal),
  });
}

/** Runs only while `email` is given (a signed-in user with a token). */
export function useAdminCheck(email: string | undefined) {
  return useQuery({ ...adminCheckQueryOptions(email ?? ''), enabled: email !== undefined });
}
