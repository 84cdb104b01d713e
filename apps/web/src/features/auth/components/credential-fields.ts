// The email and new-password fields the sign-in, registration and reset forms share: their inputs and
// their rules, so each form states a field in one line.

export const MIN_PASSWORD_LENGTH = 8;

export const emailInput = { label: 'Email', type: 'email', autoComplete: 'email', required: true } as const;

export const emailRules = {
  required: 'Please enter your email',
  pattern: { value: /^\S+@\S+\.\S+$/, message: 'Please enter a valid email address' },
};

export const newPasswordInput = {
  type: 'password',
  autoComplete: 'new-password',
  required: true,
  minLength: MIN_PASSWORD_LENGTH,
  hint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
} as const;

/** A new password's rules; `required` is what an empty field says. */
export const newPasswordRules = (required: string) => ({
  required,
  minLength: { value: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
});
