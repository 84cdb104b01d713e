interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs items through `run` in batches, one batch per key at a time. An item whose key has no batch
 * running starts one, alone; items of that key that arrive meanwhile wait and go together in the next
 * batch, at most `maxBatch` of them. No timer: a lone item never waits, but with `gatherTurn` the first
 * batch starts only when the event loop's current turn is over (`setImmediate`), so it takes the items of
 * every request read in that turn: for a `run` that does its work without waiting on I/O (SQLite), no
 * item would otherwise ever arrive while a batch runs. `run` answers one result per item, in order; each
 * caller gets its own, and a batch that fails fails each of its callers. What waits is bounded by the
 * requests in flight; an idle key holds nothing.
 */
export function batchesByKey<T, R>(
  run: (items: T[]) => Promise<R[]>,
  maxBatch: number,
  { gatherTurn = false } = {},
): (key: string, item: T) => Promise<R> {
  const waiting = new Map<string, Waiting<T, R>[]>();

  async function drain(key: string, queue: Waiting<T, R>[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await run(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    waiting.delete(key);
  }

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const queue = waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const started = [{ item, resolve, reject }];
      waiting.set(key, started);
      if (gatherTurn) setImmediate(() => void drain(key, started));
      else void drain(key, started);
    });
}
