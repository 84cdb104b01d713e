import type { QueryClient } from '@tanstack/react-query';
import { storeAccessToken } from '../access-token';
import { issueAccessToken } from '../api/issue-access-token';
import { queryKeys } from '../query-keys';

/**
 * The last step of every sign-in (email, Google, registration): trade the identity session for the
 * access token (PUT /user/{email}), keep it, and reload who is signed in and their role.
 */
export async function completeSignIn(queryClient: QueryClient, email: string): Promise<void> {
  const { token } = await issueAccessToken(email);
  storeAccessToken(token);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.session.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  ]);
}
