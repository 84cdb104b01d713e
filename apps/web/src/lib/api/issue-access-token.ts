import type { AccessToken } from '@partsmith/contract/users';
import { apiClient } from '../api-client';

/**
 * PUT /user/{email}: trades the identity session cookie for the access token (ADR 0003). The server
 * answers 401 without a session and 403 for another account's email.
 */
export function issueAccessToken(email: string): Promise<AccessToken> {
  return apiClient.put(`/user/${encodeURIComponent(email)}`, 'AccessToken', { email });
}
