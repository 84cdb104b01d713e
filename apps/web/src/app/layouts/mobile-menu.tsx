import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NavMenuItem } from './nav-menu-item';
import type { NavItem } from './nav-items';

/** The phone navbar: a hamburger button that opens the same entries in a dropdown panel. */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A navigation closes the menu (also when it came from the back button).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-square btn-ghost text-neutral-content hover:bg-neutral-content/10 focus-visible:bg-neutral-content/10"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor">
          <path
            strokeWidth="2"
            strokeLinecap="round"
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 6h16M4 12h16M4 18h16'}
          />
        </svg>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="menu absolute top-full right-0 z-50 mt-3 w-56 rounded-box bg-base-100 p-2 text-base text-base-content shadow-xl"
      >
        {items.map((item) => (
          <NavMenuItem key={item.label} item={item} variant="dropdown" onChosen={() => setOpen(false)} />
        ))}
      </ul>
    </div>
  );
}
