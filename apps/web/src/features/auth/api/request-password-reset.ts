import { useMutation } from '@tanstack/react-query';
import { clientRoutes } from '@partsmith/contract/routes';
import { authCall } from '../../../lib/session/auth-call';

/**
 * POST /api/auth/request-password-reset: mails a link that opens /reset-password?token=… (the server
 * answers the same whether or not the account exists).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await authCall((client) => client.requestPasswordReset({ email, redirectTo: clientRoutes.resetPassword }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
