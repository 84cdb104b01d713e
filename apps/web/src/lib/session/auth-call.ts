import { AuthError, toAuthError } from './auth-error';
import type { IdentityClient } from './auth-client';
import { loadAuthClient } from './load-auth-client';

interface AuthAnswer<T> {
  data: T | null;
  error: { status: number; statusText?: string; code?: string; message?: string } | null;
}

/**
 * Runs one better-auth client call and unwraps its `{ data, error }` answer: the data, or an AuthError
 * carrying the provider's message. An unreachable server becomes an AuthError with status 0.
 */
export async function authCall<T>(run: (client: IdentityClient) => Promise<AuthAnswer<T>>): Promise<T> {
  const client = await loadAuthClient();
  let answer: AuthAnswer<T>;
  try {
    answer = await run(client);
  } catch {
    throw new AuthError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
  }
  if (answer.error) throw toAuthError(answer.error);
  return answer.data as T;
}
