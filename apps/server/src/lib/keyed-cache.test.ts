import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedCache } from './keyed-cache';

/** A load whose answers the test hands out: `loads` records what each call was given. */
function loader() {
  const loads: (number | undefined)[] = [];
  let next = 0;
  return {
    loads,
    load: (stale?: number) => {
      loads.push(stale);
      next += 1;
      return Promise.resolve(next);
    },
  };
}

describe('keyedCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once per key within maxAgeMs and again after it, the caller waiting', async () => {
    const cache = keyedCache<number>(1000);
    const { loads, load } = loader();
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toEqual([undefined, undefined]);
  });

  it('with serveStale answers the old value while the next loads from it, then the new one', async () => {
    const cache = keyedCache<number>(1000, 10, { serveStale: true });
    const given: (number | undefined)[] = [];
    let release: (value: number) => void = () => undefined;
    const load = (stale?: number) => {
      given.push(stale);
      return stale === undefined ? Promise.resolve(1) : new Promise<number>((resolve) => (release = resolve));
    };
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    release(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get('a', load)).toBe(2);
    // One reload only, given the stale value.
    expect(given).toEqual([undefined, 1]);
  });

  it('keeps no reload begun before invalidate(), and loads afresh after it', async () => {
    const cache = keyedCache<number>(1000, 10, { serveStale: true });
    let release: (value: number) => void = () => undefined;
    expect(await cache.get('a', () => Promise.resolve(1))).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', () => new Promise<number>((resolve) => (release = resolve)))).toBe(1);
    cache.invalidate();
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(3);
    release(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get('a', () => Promise.resolve(4))).toBe(3);
  });

  it('drops a stale value whose reload failed: the next caller loads and sees the error', async () => {
    const cache = keyedCache<number>(1000, 10, { serveStale: true });
    expect(await cache.get('a', () => Promise.resolve(1))).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', () => Promise.reject(new Error('database gone')))).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    await expect(cache.get('a', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
  });

  it('holds at most maxEntries keys, the oldest going first', async () => {
    const cache = keyedCache<number>(1000, 2);
    const { loads, load } = loader();
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
    expect(loads).toHaveLength(4);
  });
});
