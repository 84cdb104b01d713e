import type { FastifyInstance } from 'fastify';
import { invalid, rateLimited } from '../../lib/app-error';

const windowMs = 15 * 60_000;
/** better-auth's path of the endpoint (without the base path). */
const signInPath = '/sign-in/email';

/**
 * The account a sign-in names, lower-cased, when better-auth would check a password for it: an email
 * and a password that are both text. The email is at most 254 characters (RFC 5321); a longer one is
 * refused here, before better-auth checks anything, so it is neither counted nor checked.
 */
function accountOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { email, password } = body as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || typeof password !== 'string') return null;
  if (email.length > 254) throw invalid('Email is too long');
  return email.toLowerCase();
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
    /**
     * Called with better-auth's endpoint path and parsed body; answers how to settle the attempt once
     * better-auth has answered (null: not a sign-in attempt).
     */
    async begin(path: string, body: unknown): Promise<((status: number) => Promise<void>) | null> {
      const account = path === signInPath ? accountOf(body) : null;
      if (!account) return null;
      const key = `sign-in-failures:${account}`;
      const { count, resetInMs } = await counters.increment(key, windowMs);
      if (count > config.signInFailureLimit) {
        throw rateLimited(
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
