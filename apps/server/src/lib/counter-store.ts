import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Count {
  count: number;
  /** Milliseconds until the window, started by the first increment, ends and the count drops to 0. */
  resetInMs: number;
}

/** Counts events per key in fixed windows; shared by every instance when it lives in Redis. */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<Count>;
  /** Takes back one increment of the current window (nothing when the window has ended); at 0 the key goes. */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Keys as stored: a SHA-256 of the caller's key, so an entry has a fixed size whatever a request put in
 * it (a sign-in's email, say) and no key in the store or in Redis reveals the account it counts.
 */
export const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export interface MemoryCounterStore extends CounterStore {
  /** Entries held now (live or not yet swept). */
  size(): number;
  /** Bytes the keys take, roughly: the store's size is bounded by maxEntries × this per entry. */
  bytes(): number;
}

/**
 * One process's counts, bounded: at most `maxEntries` keys of fixed length. A new key first sweeps ended
 * windows from the oldest end (a few at a time, never a scan of the whole map), then, when the store is
 * full, drops the oldest entry.
 */
export function memoryCounterStore({ maxEntries = 50_000 } = {}): MemoryCounterStore {
  // A Map iterates in insertion order, so its first entries are the oldest windows.
  const counts = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    return entry && entry.endsAt > Date.now() ? entry : undefined;
  };
  const sweepOldest = (at: number) => {
    let looked = 0;
    for (const [key, { endsAt }] of counts) {
      if (endsAt > at || looked >= 8) break;
      counts.delete(key);
      looked += 1;
    }
  };
  return {
    async increment(rawKey, windowMs) {
      const key = storedKey(rawKey);
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.endsAt - Date.now() };
      }
      const at = Date.now();
      counts.delete(key); // an ended window of this key: the new one goes to the young end
      sweepOldest(at);
      while (counts.size >= maxEntries) counts.delete(counts.keys().next().value!);
      counts.set(key, { count: 1, endsAt: at + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async decrement(rawKey) {
      const key = storedKey(rawKey);
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
      if (entry?.count === 0) counts.delete(key); // nothing left to count: no entry kept
    },
    async reset(rawKey) {
      counts.delete(storedKey(rawKey));
    },
    size: () => counts.size,
    bytes: () => counts.size * (storedKey('').length + 16),
  };
}

// Atomic on the Redis server, so instances racing on one key cannot lose a count or its expiry.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const decrementScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 1 then return redis.call('DECR', KEYS[1]) end
redis.call('DEL', KEYS[1])
return 0`;

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(incrementScript, 1, prefix + storedKey(key), windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async decrement(key) {
      await redis.eval(decrementScript, 1, prefix + storedKey(key));
    },
    async reset(key) {
      await redis.del(prefix + storedKey(key));
    },
  };
}
