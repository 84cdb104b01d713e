import { AuthError } from '../../../lib/session/auth-error';
import { authCall } from '../../../lib/session/auth-call';

export const NO_USER_MESSAGE = 'No user is logged in';

/** POST /api/auth/update-user {name}: sets the display name of the signed-in account (docs/product.md §4.1, §5). */
export async function updateDisplayName(name: string): Promise<void> {
  try {
    await authCall((client) => client.updateUser({ name }));
  } catch (error) {
    if (error instanceof AuthError && error.status === 401) {
      throw new AuthError(401, 'NO_USER', NO_USER_MESSAGE);
    }
    throw error;
  }
}
