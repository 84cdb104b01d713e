import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../lib/api-client';

const MAX_RETRIES = 2;

// Client errors (4xx) will not change on a retry; network and server errors might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalogue and reviews change rarely; a minute avoids refetching on every page visit.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
