/**
 * Totals of big lists (`X-Total-Count`), counted once per filter and kept for `maxAgeMs` or until
 * `invalidate()`: this instance's own writes show at once, other instances' within `maxAgeMs`.
 * Bounded: when `maxEntries` filters are held, the oldest goes.
 */
export function countCache(maxAgeMs: number, maxEntries = 500) {
  const entries = new Map<string, { value: Promise<number>; countedAt: number }>();
  return {
    get(key: string, count: () => Promise<number>): Promise<number> {
      const entry = entries.get(key);
      if (entry && Date.now() - entry.countedAt <= maxAgeMs) return entry.value;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = count();
      entries.set(key, { value, countedAt: Date.now() });
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

export type CountCache = ReturnType<typeof countCache>;
