import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * better-auth's own password hashing (scrypt, N = 16384, r = 16), one hash at a time per process.
 * Each scrypt call holds 32 MB outside the JavaScript heap on a libuv thread; with four threads, a few
 * sign-ups at once took the server's memory from 150 MB to 275 MB. One at a time, the memory a burst of
 * sign-ins needs stays at one hash's, whatever the number of callers; the hashes are the same.
 */
const oneAtATime = pLimit(1);

export const passwordHashing = {
  hash: (password: string) => oneAtATime(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => oneAtATime(() => verifyPassword(data)),
};
