import { isApiRequestError } from './api-client';

/**
 * A sentence a person understands for any thrown value, for error states, form messages and toasts.
 * `failedTo` says what did not work ("place your order" → "We couldn't place your order."). The server's
 * own message follows when it sent one; a bare status ("Internal Server Error (status 500)") never shows.
 */
export function errorMessage(error: unknown, failedTo?: string): string {
  const lead = failedTo ? `We couldn't ${failedTo}.` : 'Something went wrong.';
  const withLead = (detail: string) => (failedTo ? `${lead} ${detail}` : detail);
  if (isApiRequestError(error)) {
    // Only an answer in our `{error, message}` shape carries a sentence meant for people.
    if (error.code === 'HTTP_ERROR' || error.code === 'INVALID_RESPONSE') return `${lead} Please try again.`;
    return withLead(error.message);
  }
  if (error instanceof Error && error.message) return withLead(error.message);
  return `${lead} Please try again.`;
}
