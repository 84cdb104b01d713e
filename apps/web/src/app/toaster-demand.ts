import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the toast container is wanted yet. Toasts follow something the visitor did (a form sent, a
 * button pressed) or open a signed-in page (the admin guard), so react-toastify and its CSS wait for the
 * first interaction or for such a page instead of costing every first visit. `toast()` calls made
 * before the container mounts are queued by react-toastify and shown as soon as it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast container from now on (idempotent). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const interactions = ['pointerdown', 'keydown', 'touchstart'] as const;

/** True once the visitor has interacted with the page or a page has asked for the toaster. */
export function useToasterWanted(): boolean {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => {
    if (isWanted) return;
    const options = { capture: true, passive: true } as const;
    for (const type of interactions) window.addEventListener(type, requestToaster, options);
    return () => {
      for (const type of interactions) window.removeEventListener(type, requestToaster, options);
    };
  }, [isWanted]);
  return isWanted;
}
