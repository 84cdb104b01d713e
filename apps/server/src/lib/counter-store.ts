import type { Redis } from 'ioredis';

export interface Count {
  count: number;
  /** Milliseconds until the window, started by the first increment, ends and the count drops to 0. */
  resetInMs: number;
}

/** Counts events per key in fixed windows; shared by every instance when it lives in Redis. */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<Count>;
  /** Takes back one increment of the current window (nothing when the window has ended). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** One process's counts. Ended windows are swept as new ones start, so the map stays small. */
export function memoryCounterStore(): CounterStore {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    return entry && entry.endsAt > Date.now() ? entry : undefined;
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.endsAt - Date.now() };
      }
      for (const [other, { endsAt }] of counts) if (endsAt <= Date.now()) counts.delete(other);
      counts.set(key, { count: 1, endsAt: Date.now() + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

// Atomic on the Redis server, so instances racing on one key cannot lose a count or its expiry.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const decrementScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(incrementScript, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async decrement(key) {
      await redis.eval(decrementScript, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
