import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@partsmith/contract/profiles';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /profile/{email}: location, number, LinkedIn (null until saved once) and My vehicle. Shared by
 * My Profile and the catalogue pages (My vehicle).
 */
export function getProfile(email: string, signal?: AbortSignal): Promise<Profile> {
  return apiClient.get(`/profile/${encodeURIComponent(email)}`, 'Profile', { signal });
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
