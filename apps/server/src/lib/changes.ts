/**
 * What a write changed, in the words the caches listen for:
 * - `stock`: a part's available units (orders placed, deleted, released; restocks);
 * - `parts`: the catalogue itself (parts added, edited, removed, imported; vehicles);
 * - `orders`: an order's row (placed, paid, shipped, deleted, released);
 * - `sales`: the sales ledger (a payment, a rebuild);
 * - `reviews`: a review added or removed;
 * - `mail`: a mail was queued in the outbox (lib/mail/mail-outbox.ts), to be sent after the commit;
 * - `rates`: the admin saved shipping or tax rates.
 */
export type Change = 'stock' | 'parts' | 'orders' | 'sales' | 'reviews' | 'mail' | 'rates';

export interface Changes {
  /** Tells every listener of any of `changes`, each once. */
  emit(...changes: Change[]): void;
  /** Calls `listener` after every emit of one of `changes`. */
  on(changes: Change | readonly Change[], listener: () => void): void;
}

/**
 * The app's one change channel (in `Deps`): a service that writes says what it changed, and each cache,
 * where it is built, listens for what makes it stale. Writers never know the caches, and no route or
 * plugin drops a cache by hand. It is per instance: other instances' writes reach a cache through its
 * time to live, as they always have.
 */
export function changeChannel(): Changes {
  const listeners = new Map<Change, Set<() => void>>();
  return {
    emit(...changes) {
      const called = new Set<() => void>();
      for (const change of changes) {
        for (const listener of listeners.get(change) ?? []) {
          if (called.has(listener)) continue;
          called.add(listener);
          listener();
        }
      }
    },
    on(changes, listener) {
      for (const change of typeof changes === 'string' ? [changes] : changes) {
        let set = listeners.get(change);
        if (!set) listeners.set(change, (set = new Set()));
        set.add(listener);
      }
    },
  };
}
