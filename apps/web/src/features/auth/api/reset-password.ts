import { useMutation } from '@tanstack/react-query';
import { authCall } from '../../../lib/session/auth-call';

export interface PasswordReset {
  newPassword: string;
  token: string;
}

/** POST /api/auth/reset-password: sets the new password (and ends the account's other sessions). */
export async function resetPassword({ newPassword, token }: PasswordReset): Promise<void> {
  await authCall((client) => client.resetPassword({ newPassword, token }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
