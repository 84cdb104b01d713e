import type { Query, QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { clearAccessToken, readAccessToken } from '../access-token';
import { queryKeys } from '../query-keys';
import { authCall } from './auth-call';
import type { SessionUser } from './session-user';

/** Data anyone may see; kept across a sign-out so the home page does not reload its parts and reviews. */
const publicDomains = new Set<unknown>([
  queryKeys.parts.all[0],
  queryKeys.reviews.all[0],
  queryKeys.settings.all[0],
]);

/**
 * Ends the session (docs/product.md §2.2): go home, end the identity session on the server (which revokes the token,
 * ADR 0003), forget the token and every signed-in user's data. Before the server revokes
 * the token, the page already shows nobody signed in and its signed-in queries are stopped, so nothing
 * asks the server with a token it is revoking (that answered 401 while the home page mounted).
 */
export async function signOut(queryClient: QueryClient, navigate: NavigateFunction): Promise<void> {
  const token = readAccessToken();
  // The token names the session even if the cookie is gone; better-auth's bearer plugin accepts it.
  const fetchOptions = token ? { headers: { Authorization: `Bearer ${token}` } } : undefined;
  const signedIn = (query: Query) => !publicDomains.has(query.queryKey[0]);
  // flushSync commits the navigation's first state (loading, to /) at once: the home route has a loader,
  // so the move itself commits as a transition, after the urgent session update below, and meanwhile a
  // guarded page still on screen reads signed out; its guard sees the app leaving and does not redirect.
  await navigate('/', { flushSync: true });
  queryClient.setQueryData<SessionUser | null>(queryKeys.session.all, null);
  await queryClient.cancelQueries({ predicate: signedIn });
  await authCall((client) => client.signOut({ fetchOptions })).catch(() => undefined);
  clearAccessToken();
  queryClient.removeQueries({ predicate: signedIn });
}
