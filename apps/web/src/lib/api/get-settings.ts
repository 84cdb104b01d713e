import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@partsmith/contract/settings';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /settings: the server's public setup (Google sign-in, email confirmation, payments), shared by features. */
export function getSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiClient.get('/settings', 'PublicSettings', { signal });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.all,
    queryFn: ({ signal }) => getSettings(signal),
    // The server's setup changes only with a restart.
    staleTime: Infinity,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
