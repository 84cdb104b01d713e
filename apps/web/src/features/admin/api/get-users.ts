import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@partsmith/contract';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /user (admin): every account with its role. */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiClient.get<User[]>('/user', { signal });
}

export function usersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.users.list(),
    queryFn: ({ signal }) => getUsers(signal),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
