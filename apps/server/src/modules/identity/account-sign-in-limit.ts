import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { authBasePath } from './auth';

const windowMs = 15 * 60_000;
const signInPath = `${authBasePath}/sign-in/email`;

/** The account a sign-in body names (as better-auth reads it: JSON or a form), lower-cased. */
function accountOf(body: Buffer | undefined, contentType: string | undefined): string | null {
  if (!body?.length) return null;
  const text = body.toString('utf8');
  try {
    const fields: unknown = contentType?.startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(text))
      : JSON.parse(text);
    const email = (fields as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null; // better-auth refuses the body itself
  }
}

const wait = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/**
 * Failed sign-ins per account, from whatever address, counted in the shared rate-limit store. Each
 * attempt takes its count before the password is checked, so parallel guesses cannot slip past the
 * limit; an attempt that did not fail on the password gives its count back, and a successful sign-in
 * clears the account's count. Unknown emails are counted alike, so the answer reveals no account.
 */
export function accountSignInLimit(app: FastifyInstance) {
  const { counters, config } = app;
  return {
    /** Answers how to settle the attempt once better-auth has answered (null: not a sign-in). */
    async begin(
      pathname: string,
      body: Buffer | undefined,
      contentType: string | undefined,
    ): Promise<((status: number) => Promise<void>) | null> {
      const account = pathname === signInPath ? accountOf(body, contentType) : null;
      if (!account) return null;
      const key = `sign-in-failures:${account}`;
      const { count, resetInMs } = await counters.increment(key, windowMs);
      if (count > config.signInFailureLimit) {
        throw new AppError(
          'RATE_LIMITED',
          `Too many failed sign-ins for this account. Please wait ${wait(resetInMs)} and try again, or reset your password.`,
        );
      }
      return async (status) => {
        if (status === 401) return; // a wrong password: the count stands
        await (status < 300 ? counters.reset(key) : counters.decrement(key));
      };
    },
  };
}
