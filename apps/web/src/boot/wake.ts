/** The first signs of a visitor about to use the page: a pointer or finger going down, a key, a focus. */
const interactions = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `wake` once, on the visitor's first interaction with the page. The event itself goes on to the
 * page as usual (a Tab still moves the focus, a touch still scrolls).
 */
export function wakeOnInteraction(wake: () => void): void {
  const options = { capture: true, passive: true } as const;
  const onInteraction = () => {
    for (const type of interactions) window.removeEventListener(type, onInteraction, options);
    wake();
  };
  for (const type of interactions) window.addEventListener(type, onInteraction, options);
}
