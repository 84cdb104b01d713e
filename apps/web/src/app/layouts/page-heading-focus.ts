import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * The heading that names the page shown in `main`: inside a layout's page content its first heading
 * (a dashboard page's h2), otherwise the page's h1.
 */
export function findPageHeading(main: HTMLElement): HTMLElement | null {
  // A layout marks where its pages go with `data-page-content` (the dashboard, under 'Dasboard').
  const content = main.querySelector('[data-page-content]');
  if (content) return content.querySelector<HTMLElement>('h1, h2');
  return main.querySelector<HTMLElement>('h1');
}

/** Focuses an element that is not focusable by itself, without scrolling past the sticky navbar. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * After an in-app navigation to another path, focus moves to the new page's main heading, so keyboard
 * and screen-reader users start there, as after a full page load (WCAG 2.4.3). Lazy pages and pages
 * that wait for their data get the heading once it shows. Focus is left alone when the visitor has
 * already moved it elsewhere, on the first page load, and for in-page links (#…).
 */
export function usePageHeadingFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (!main || hash || pathname === firstPath.current) return;
    firstPath.current = '';
    const focusedBefore = document.activeElement;
    const stillFree = () =>
      document.activeElement === focusedBefore ||
      document.activeElement === document.body ||
      document.activeElement === null ||
      !focusedBefore?.isConnected;

    const tryFocus = (): boolean => {
      const heading = findPageHeading(main);
      if (!heading) return false;
      if (stillFree()) focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [mainRef, pathname, hash]);
}
