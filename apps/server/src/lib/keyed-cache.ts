/**
 * Values derived from big lists (a total for `X-Total-Count`, the page anchors of a filter), loaded once
 * per key and kept for `maxAgeMs` or until `invalidate()`: this instance's own writes show at once,
 * other instances' within `maxAgeMs`. Bounded: when `maxEntries` keys are held, the oldest goes.
 */
export function keyedCache<T>(maxAgeMs: number, maxEntries = 500) {
  const entries = new Map<string, { value: Promise<T>; loadedAt: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && Date.now() - entry.loadedAt <= maxAgeMs) return entry.value;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { value, loadedAt: Date.now() });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate() {
      entries.clear();
    },
  };
}

export type KeyedCache<T> = ReturnType<typeof keyedCache<T>>;

/**
 * One loaded value kept for at most `maxAgeMs` (so other instances' writes show up quickly) and until
 * `invalidate()` (so this instance's writes show up at once). Concurrent callers share one load.
 */
export function cachedValue<T>(load: () => Promise<T>, maxAgeMs: number) {
  const cache = keyedCache<T>(maxAgeMs, 1);
  return {
    get: (): Promise<T> => cache.get('', load),
    invalidate: () => cache.invalidate(),
  };
}
