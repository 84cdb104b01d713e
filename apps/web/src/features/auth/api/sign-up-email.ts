import { authCall } from '../../../lib/session/auth-call';

export interface EmailSignUp {
  name: string;
  email: string;
  password: string;
  /** Where the email-confirmation link lands when the store requires one. */
  callbackURL: string;
}

/**
 * POST /api/auth/sign-up/email: creates the account. `signedIn` is false when the store requires a
 * confirmed email first (no session until the link is opened).
 */
export async function signUpWithEmail(input: EmailSignUp): Promise<{ email: string; signedIn: boolean }> {
  const answer = await authCall((client) => client.signUp.email(input));
  return { email: answer.user.email, signedIn: Boolean(answer.token) };
}
