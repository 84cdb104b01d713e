interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs items through `run` in batches, one batch per key at a time. An item whose key has no batch
 * running starts one at once, alone; items of that key that arrive meanwhile wait and go together in
 * the next batch, at most `maxBatch` of them. No timer: a lone item never waits. `run` answers one result
 * per item, in order; each caller gets its own, and a batch that fails fails each of its callers. What
 * waits is bounded by the requests in flight; an idle key holds nothing.
 */
export function batchesByKey<T, R>(
  run: (items: T[]) => Promise<R[]>,
  maxBatch: number,
): (key: string, item: T) => Promise<R> {
  const waiting = new Map<string, Waiting<T, R>[]>();

  async function drain(key: string, first: Waiting<T, R>) {
    let batch = [first];
    for (;;) {
      try {
        const results = await run(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
      const next = waiting.get(key)!;
      if (next.length === 0) {
        waiting.delete(key);
        return;
      }
      batch = next.splice(0, maxBatch);
    }
  }

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const queue = waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      waiting.set(key, []);
      void drain(key, { item, resolve, reject });
    });
}
