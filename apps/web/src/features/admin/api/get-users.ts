import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defaultPageSize, type Page } from '@partsmith/contract/paging';
import type { User } from '@partsmith/contract/users';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface UsersFilter {
  page: number;
  /** The start of an email. */
  q?: string;
  role?: 'admin';
}

/** GET /user (admin): one page of accounts by email, with their role. */
export function getUsers({ page, q, role }: UsersFilter, signal?: AbortSignal): Promise<Page<User>> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  const search = params.toString();
  return apiClient.getPage(
    `/user${search ? `?${search}` : ''}`,
    'UserList',
    { page, limit: defaultPageSize },
    { signal },
  );
}

export function usersQueryOptions(filter: UsersFilter) {
  return queryOptions({
    queryKey: queryKeys.users.list({ ...filter }),
    // The page shown stays while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getUsers(filter, signal),
  });
}

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}
