import { createAuthClient } from 'better-auth/client';

/**
 * better-auth's client for /api/auth (sign-in, sign-up, reset, Google). Google is a genericOAuth
 * provider on the server; since better-auth 1.7 such providers go through the standard
 * `signIn.social` flow, so no client plugin is needed.
 *
 * Import this module only through `loadAuthClient()` (or from lazily loaded pages): it is ~30 KB
 * that an anonymous visitor of the public pages never needs.
 */
export function createIdentityClient(origin: string = window.location.origin) {
  return createAuthClient({
    baseURL: `${origin}/api/auth`,
    // The app asks for the session through TanStack Query; better-auth must not poll or refetch on focus.
    sessionOptions: { refetchOnWindowFocus: false, refetchInterval: 0 },
  });
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;
