import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './session-query';
import type { SessionUser } from './session-user';
import { useAccessToken } from './use-access-token';

export type Session =
  | { status: 'loading'; user?: undefined }
  | { status: 'anonymous'; user?: undefined }
  | { status: 'signed-in'; user: SessionUser };

const loading: Session = { status: 'loading' };
const anonymous: Session = { status: 'anonymous' };

/**
 * Who is signed in, for the whole app. Signed in means an identity session *and* a stored access token
 * (every API call needs the token). Without a token nothing is requested and the better-auth client is
 * not even downloaded, so public pages cost an anonymous visitor nothing.
 */
export function useSession(): Session {
  const token = useAccessToken();
  const session = useQuery({ ...sessionQueryOptions(), enabled: token !== null });
  if (token === null) return anonymous;
  if (session.data) return { status: 'signed-in', user: session.data };
  if (session.isPending && session.fetchStatus !== 'idle') return loading;
  return anonymous;
}

/**
 * The identity session alone, token or not: for the sign-in pages, which turn an existing session (a
 * Google return, a verified email) into a token.
 */
export function useIdentitySession() {
  return useQuery(sessionQueryOptions());
}
