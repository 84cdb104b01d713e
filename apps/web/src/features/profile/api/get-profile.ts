import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@partsmith/contract';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /profile/{email}: location, number and LinkedIn (null until saved once). */
export function getProfile(email: string, signal?: AbortSignal): Promise<Profile> {
  return apiClient.get<Profile>(`/profile/${encodeURIComponent(email)}`, { signal });
}

export function profileQueryOptions(email: string) {
  return queryOptions({
    queryKey: queryKeys.profiles.detail(email),
    queryFn: ({ signal }) => getProfile(email, signal),
  });
}

export function useProfile(email: string) {
  return useQuery(profileQueryOptions(email));
}
