import { useLocation } from 'react-router';

/** What a guard hands to /login in `location.state`: where the visitor was going. */
export interface RedirectState {
  from?: string;
}

/** Stands for the store's own origin: a target resolves to it only when it is a path of this store. */
const ownOrigin = 'https://store.invalid';
/** C0 controls and DEL: the URL parser drops tabs and line breaks (`/\t/evil.example` is `//evil.example`). */
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * The path to open after signing in, taken only when it is a path of this app (no open redirect): it
 * starts with one `/`, holds no control character or `\\`, and resolves to the store's own origin.
 */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    controlCharacter.test(value) ||
    !URL.canParse(value, ownOrigin) ||
    new URL(value, ownOrigin).origin !== ownOrigin
  ) {
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
