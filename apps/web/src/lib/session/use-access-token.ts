import { useSyncExternalStore } from 'react';
import { readAccessToken, subscribeToAccessToken } from '../access-token';

/** The stored access token, re-rendering when it is stored or cleared (also from another tab). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeToAccessToken, readAccessToken, () => null);
}
