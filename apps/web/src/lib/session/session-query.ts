import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.all,
    // Loaded on first use, with the better-auth client: the shell only knows how to ask.
    queryFn: async () => (await import('./get-identity-session')).getIdentitySession(),
    staleTime: 5 * 60_000,
  });
}
