/** The bearer token the server issues after sign-in lives in local storage under this key (spec §9). */
export const ACCESS_TOKEN_KEY = 'accessToken';

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
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
