const knownErrors: Record<string, string> = {
  INVALID_TOKEN: 'That link is invalid or has expired. Please ask for a new one.',
  TOKEN_EXPIRED: 'That link has expired. Please ask for a new one.',
  access_denied: 'Google sign-in was cancelled.',
  account_not_linked: 'This email already has a Partsmith account. Log in with your password instead.',
  signup_disabled: 'New accounts cannot be created with Google on this store.',
  email_not_found: 'Google did not share an email address for this account.',
};

/**
 * Explains the `?error=` better-auth puts on the address when it sends the visitor back (a failed Google
 * sign-in, an expired email link): the provider's own description when it gave one.
 */
export function describeReturnError(code: string, description?: string | null): string {
  if (description) return description;
  return knownErrors[code] ?? `Sign-in did not complete (${code.replaceAll('_', ' ')}). Please try again.`;
}
