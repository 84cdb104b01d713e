import { useLocation } from 'react-router';

/** What a guard hands to /login in `location.state`: where the visitor was going. */
export interface RedirectState {
  from?: string;
}

/** The path to open after signing in, taken only when it is a path of this app (no open redirect). */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  // Going back to the sign-in pages after signing in would be a loop.
  if (/^\/(login|register|reset-password)(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}

/** Where to go after signing in: the guard's remembered origin, else `?from=` (Google return), else '/'. */
export function useRedirectTarget(): string {
  const location = useLocation();
  const state = location.state as RedirectState | null;
  return safeRedirectTarget(state?.from ?? new URLSearchParams(location.search).get('from'));
}
