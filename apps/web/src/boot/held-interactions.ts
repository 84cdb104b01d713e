/**
 * What a visitor does to a server-rendered page before the app has hydrated it, held and handed to the
 * app once it has (ADR 0015). Links and forms with an `action` work as plain HTML meanwhile and are left
 * alone; a click on anything else that reacts to clicks (a button, a checkbox…) is held back and
 * clicked again after hydration; a value typed or chosen in a field is announced to the app again, so
 * its state learns what the field shows.
 */
export interface HeldInteractions {
  /** Stops holding and replays, in order, what was held (once the app has hydrated the page). */
  release(): void;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const clickable = 'a[href], button, input, select, textarea, label, summary, [role="button"]';
const isToggle = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !isToggle(target));

/** The element whose click needs the app, or null when the browser's own handling is what the app does. */
function clickNeedingApp(event: MouseEvent): HTMLElement | null {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(clickable) : null;
  if (!target || target.matches('a[href], label, select, textarea')) return null;
  if (target instanceof HTMLInputElement && !isToggle(target) && target.type !== 'submit') return null;
  // A submit button of a form that has an address submits as plain HTML (the search form).
  const form = (target as HTMLButtonElement).form as HTMLFormElement | null | undefined;
  const submits = target.matches('button:not([type]), [type="submit"]');
  if (submits && form?.hasAttribute('action')) return null;
  return target;
}

/**
 * Tells the app's field what the visitor typed or chose before hydration: React took the field's value
 * as it was when it hydrated and would not see it as a change. Its own setter makes the value React
 * remembers differ, the element's native setter puts the visitor's back, then the event React listens
 * to for that field follows (the technique Testing Library's fireEvent uses).
 */
function announceValue(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = `${value} `;
  nativeSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Starts holding; `onHeld` hears of each interaction held (it needs the app, so the app should load). */
export function holdInteractions(onHeld: () => void): HeldInteractions {
  const held: Array<{ target: HTMLElement; replay: () => void }> = [];
  const typed = new Map<Field, string>();
  const hold = (target: HTMLElement, replay: () => void) => {
    held.push({ target, replay });
    onHeld();
  };

  const onClick = (event: MouseEvent) => {
    const target = clickNeedingApp(event);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(target, () => target.click());
  };
  const onValue = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    // React, listening on #root from hydrateRoot on, would take the field's value as already known.
    event.stopImmediatePropagation();
    // Kept here: a replay before this one re-renders the page, and React then puts its own (server)
    // value back into every field it controls.
    typed.set(field, field.value);
    if (!held.some((entry) => entry.target === field)) {
      hold(field, () => announceValue(field, typed.get(field) ?? field.value));
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(form, () => form.requestSubmit());
  };

  const capture = { capture: true } as const;
  window.addEventListener('click', onClick, capture);
  window.addEventListener('input', onValue, capture);
  window.addEventListener('change', onValue, capture);
  window.addEventListener('submit', onSubmit, capture);
  return {
    release() {
      window.removeEventListener('click', onClick, capture);
      window.removeEventListener('input', onValue, capture);
      window.removeEventListener('change', onValue, capture);
      window.removeEventListener('submit', onSubmit, capture);
      // One at a time, a task apart: the app re-renders with what one changed (a search typed) before
      // the next is replayed (that search submitted), as when the visitor did them.
      const queue = held.splice(0);
      const replayNext = () => {
        const next = queue.shift();
        if (next?.target.isConnected) next.replay();
        if (queue.length > 0) setTimeout(replayNext, 0);
      };
      replayNext();
    },
  };
}
