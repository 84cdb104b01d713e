import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { verifyPassword as verifyBetterAuthHash } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * scrypt as OWASP's Password Storage Cheat Sheet lists it: N = 2^13, r = 8, p = 10, one of its rows of
 * equal strength, the one that needs least memory: 128·N·r = 8 MiB for each hash (ADR 0029). better-auth's
 * own (N = 2^14, r = 16, p = 1) held 32 MiB and, by the same table, is weaker (it matches N = 2^15, r = 8,
 * p = 1, where OWASP asks for p = 3).
 */
const current = { ln: 13, r: 8, p: 10 };
const keyBytes = 64;
const saltBytes = 16;
/** What a stored hash may ask for, so a damaged row cannot make one verification take minutes or GBs. */
const most = { ln: 16, r: 16, p: 16 };

interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** ln;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyBytes, { N, r, p, maxmem: 2 * 128 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** How a hash made now begins: the algorithm and its parameters, `$scrypt$ln=13,r=8,p=10$`. */
export const currentHashPrefix = `$scrypt$ln=${current.ln},r=${current.r},p=${current.p}$`;

/** A new hash, in the PHC string format: `$scrypt$ln=13,r=8,p=10$<salt>$<key>` (base64, no padding). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, current);
  const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
  return `${currentHashPrefix}${b64(salt)}$${b64(key)}`;
}

const phc = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * Whether the password is the one hashed: a PHC scrypt hash with the parameters it names, or an older
 * account's better-auth hash (`salt:key` in hex, its own parameters).
 */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (!hash.startsWith('$scrypt$')) return verifyBetterAuthHash({ hash, password });
  const match = phc.exec(hash);
  if (!match) throw new Error('Invalid password hash');
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!(ln >= 1 && ln <= most.ln && r >= 1 && r <= most.r && p >= 1 && p <= most.p)) {
    throw new Error('Invalid password hash parameters');
  }
  const stored = Buffer.from(match[5]!, 'base64');
  const key = await derive(password, Buffer.from(match[4]!, 'base64'), { ln, r, p });
  return stored.length === key.length && timingSafeEqual(stored, key);
}

/**
 * One hash at a time per process (ADR 0018): each scrypt holds its memory outside the JavaScript heap on
 * a libuv thread, so a burst of sign-ins needs one hash's memory, whatever the number of callers.
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
