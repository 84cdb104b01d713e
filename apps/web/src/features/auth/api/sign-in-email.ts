import { useMutation } from '@tanstack/react-query';
import { authCall } from '../../../lib/session/auth-call';

export interface EmailSignIn {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email: starts the identity session (cookie). */
export async function signInWithEmail({ email, password }: EmailSignIn): Promise<{ email: string }> {
  const answer = await authCall((client) => client.signIn.email({ email, password }));
  return { email: answer.user.email };
}

export function useSignInWithEmail() {
  return useMutation({ mutationFn: signInWithEmail });
}
