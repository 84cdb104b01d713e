import { useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { flushSync } from 'react-dom';
import { keepTabInside } from '../../lib/keep-tab-inside';
import { useIsAdmin } from '../../lib/session/use-is-admin';
import { DashboardMenu } from './dashboard-menu';

/**
 * The dashboard (docs/product.md §2.8): a daisyUI drawer whose menu is always open beside the pages on large
 * screens and slides in over the page on phones, from a Menu button beside the heading. The drawer's
 * checkbox only drives daisyUI's CSS; a real button (aria-expanded) opens it, Escape or the overlay
 * closes it, and focus moves into the menu, stays there (Tab goes round) and comes back.
 */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { verifyEmailToBeAdmin } = useIsAdmin();

  // Choosing a page (or going back) closes the phone drawer.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  // The page behind is inert while the drawer is open: it must be live again before focus goes back.
  const close = (giveFocusBack: boolean) => {
    flushSync(() => setOpen(false));
    if (giveFocusBack) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // daisyUI makes the panel visible after a short transition delay: try until it can take focus.
    let tries = 0;
    const timer = setInterval(() => {
      const panel = panelRef.current;
      panel?.querySelector<HTMLElement>('a, button')?.focus();
      if (++tries >= 20 || panel?.contains(document.activeElement)) clearInterval(timer);
    }, 50);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && panelRef.current) {
        keepTabInside(panelRef.current, event);
        return;
      }
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="drawer mx-auto max-w-7xl lg:drawer-open">
      <input
        id={drawerId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* The menu comes first in the page, as it does on screen: the sidebar before the content. */}
      <div className="drawer-side z-[60] lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)]">
        <div className="drawer-overlay" aria-hidden="true" onClick={() => close(false)} />
        <nav
          ref={panelRef}
          id={menuId}
          aria-label="Dashboard"
          className="flex min-h-full w-72 flex-col gap-4 bg-base-100 p-4 shadow-xl lg:w-64 lg:border-r lg:border-base-300 lg:bg-base-100 lg:px-4 lg:py-10 lg:shadow-none"
        >
          <div className="flex items-center justify-between lg:hidden">
            <p className="text-lg font-bold">Dashboard</p>
            <button
              type="button"
              className="btn btn-square btn-ghost btn-sm"
              aria-label="Close menu"
              onClick={() => close(true)}
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
              >
                <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <DashboardMenu onChosen={() => setOpen(false)} />
        </nav>
      </div>
      <div inert={open} className="drawer-content px-4 py-8 sm:px-6 lg:py-10 lg:pr-6 lg:pl-10">
        <div className="mb-6 flex items-center justify-between gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Dasboard</h1>
          <button
            ref={toggleRef}
            type="button"
            className="btn btn-outline btn-sm lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(true)}
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor">
              <path strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h10" />
            </svg>
            Dashboard menu
          </button>
        </div>
        {verifyEmailToBeAdmin && (
          <p role="status" className="alert alert-info mb-6">
            Your email address makes you an admin once it is verified. Follow the link in the verification
            mail we sent when you signed up, then sign in again.
          </p>
        )}
        {/* Where the page heading to focus after a navigation is looked for (page-heading-focus.ts). */}
        <div data-page-content="">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
