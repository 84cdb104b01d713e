/**
 * For a Tab keydown while a drawer or dialog is open: Tab and Shift+Tab go round the focusable elements
 * inside `container` instead of leaving it (for the page behind an overlay, or the browser's own bar).
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = [
    ...container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.getClientRects().length > 0 && element.tabIndex >= 0);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const current = document.activeElement;
  if (!container.contains(current) || (event.shiftKey ? current === first : current === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
