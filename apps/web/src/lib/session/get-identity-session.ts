import { clearAccessToken, readAccessToken } from '../access-token';
import { authCall } from './auth-call';
import type { SessionUser } from './session-user';

/**
 * GET /api/auth/get-session: the identity session (better-auth's HttpOnly cookie). No session while a
 * token is stored means the token's session has ended too (it is the same session, ADR 0003), so the
 * token is dropped.
 */
export async function getIdentitySession(): Promise<SessionUser | null> {
  const session = await authCall((client) => client.getSession());
  if (!session) {
    if (readAccessToken()) clearAccessToken();
    return null;
  }
  return { email: session.user.email, name: session.user.name };
}
