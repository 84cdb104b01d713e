import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * better-auth's own password hashing (scrypt, N = 16384, r = 16), one hash at a time per process.
 * Each scrypt call holds 32 MB outside the JavaScript heap on a libuv thread; with four threads, a few
 * sign-ups at once took the server's memory from 150 MB to 275 MB. One at a time, the memory a burst of
 * sign-ins needs stays at one hash's, whatever the number of callers; the hashes are the same.
 */
const oneAtATime = pLimit(1);

const busy = () =>
  new APIError('SERVICE_UNAVAILABLE', {
    message: 'Too many sign-ins at this moment. Please try again in a few seconds.',
  });

/**
 * The hashing better-auth is given: at most `maxWaiting` hashes wait behind the one being computed, so
 * a flood of sign-ins from many addresses (each within its rate limit) is refused at once rather than
 * held in memory and answered minutes late.
 */
export function passwordHashing(maxWaiting: number) {
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    if (oneAtATime.pendingCount >= maxWaiting) return Promise.reject(busy());
    return oneAtATime(work);
  };
  return {
    hash: (password: string) => queued(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => queued(() => verifyPassword(data)),
  };
}
