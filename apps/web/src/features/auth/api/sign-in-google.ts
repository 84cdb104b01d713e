import { useMutation } from '@tanstack/react-query';
import { authCall } from '../../../lib/session/auth-call';

export interface GoogleSignIn {
  /** Where Google sends the visitor back once signed in (a path of this app). */
  callbackURL: string;
  /** Where it sends them back when sign-in failed; better-auth adds `?error=…`. */
  errorCallbackURL: string;
}

/**
 * POST /api/auth/sign-in/social {provider:'google'}: Google is a genericOAuth provider on the server,
 * which better-auth 1.7 serves through the standard social flow. The client then leaves for Google.
 */
export async function startGoogleSignIn({ callbackURL, errorCallbackURL }: GoogleSignIn): Promise<void> {
  await authCall((client) => client.signIn.social({ provider: 'google', callbackURL, errorCallbackURL }));
}

export function useStartGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
