interface Entry<T> {
  value: Promise<T>;
  loadedAt: number;
  /** Set once `value` has resolved: what a stale answer hands out while the next one loads. */
  loaded?: { value: T };
  refreshing?: boolean;
}

/**
 * Values derived from big lists (a total for `X-Total-Count`, the page anchors of a filter), loaded once
 * per key and kept for `maxAgeMs` or until `invalidate()`: this instance's own writes show at once,
 * other instances' within `maxAgeMs`. Bounded: when `maxEntries` keys are held, the oldest goes.
 *
 * With `serveStale`, a value older than `maxAgeMs` is still answered while its successor loads in the
 * background (`load` gets the stale value, to load as much again): no request waits for a reload, and
 * other instances' writes show within `maxAgeMs` and one load. `invalidate()` still drops every value
 * at once, and a load begun before it is not kept.
 */
export function keyedCache<T>(maxAgeMs: number, maxEntries = 500, { serveStale = false } = {}) {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  function store(key: string, value: Promise<T>): Entry<T> {
    if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const entry: Entry<T> = { value, loadedAt: Date.now() };
    entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.loaded = { value: loaded };
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function refresh(key: string, stale: Entry<T> & { loaded: { value: T } }, load: (stale?: T) => Promise<T>) {
    stale.refreshing = true;
    const startedAt = generation;
    load(stale.loaded.value).then(
      (value) => {
        if (generation === startedAt && entries.get(key) === stale) store(key, Promise.resolve(value));
      },
      // A failed reload drops the stale value: the next request loads afresh and sees the error.
      () => {
        if (entries.get(key) === stale) entries.delete(key);
      },
    );
  }

  return {
    get(key: string, load: (stale?: T) => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && Date.now() - entry.loadedAt <= maxAgeMs) return entry.value;
      if (entry && serveStale && entry.loaded) {
        if (!entry.refreshing) refresh(key, entry as Entry<T> & { loaded: { value: T } }, load);
        return entry.value;
      }
      entries.delete(key);
      return store(key, load()).value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

export type KeyedCache<T> = ReturnType<typeof keyedCache<T>>;

/**
 * One loaded value kept for at most `maxAgeMs` (so other instances' writes show up quickly) and until
 * `invalidate()` (so this instance's writes show up at once). Concurrent callers share one load.
 */
export function cachedValue<T>(
  load: (stale?: T) => Promise<T>,
  maxAgeMs: number,
  options: { serveStale?: boolean } = {},
) {
  const cache = keyedCache<T>(maxAgeMs, 1, options);
  return {
    get: (): Promise<T> => cache.get('', load),
    invalidate: () => cache.invalidate(),
  };
}
