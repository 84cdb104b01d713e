/** A refusal from better-auth (e.g. "Invalid email or password"), shown as is under the form (docs/product.md §8). */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
  }
}

interface BetterAuthErrorShape {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
}

/** Turns the `error` of a better-auth client answer into an AuthError with the provider's message. */
export function toAuthError(error: BetterAuthErrorShape): AuthError {
  const message =
    error.message ||
    (error.status === 429 ? 'Too many attempts. Please wait a minute and try again.' : '') ||
    (error.status === 0 ? 'Could not reach the server. Check your connection.' : '') ||
    error.statusText ||
    'Something went wrong. Please try again.';
  return new AuthError(error.status, error.code ?? 'AUTH_ERROR', message);
}
