/** The bearer token the server issues after sign-in lives in local storage under this key (docs/product.md §9). */
export const ACCESS_TOKEN_KEY = 'accessToken';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage can throw (privacy modes, disabled storage); a missing token is the safe answer then.
export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  notify();
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  notify();
}

/**
 * Calls `listener` whenever the token is stored or cleared, in this tab or (through the `storage`
 * event) in another one, so signing out in one tab signs out the others. Returns the unsubscribe.
 */
export function subscribeToAccessToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
