import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BasketMerge } from '../basket-merge';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { usePageHeadingFocus } from './page-heading-focus';
import { useNavItems } from './use-nav-items';

export function RootLayout() {
  const navItems = useNavItems();
  const mainRef = useRef<HTMLElement>(null);
  usePageHeadingFocus(mainRef);
  return (
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-field focus:bg-primary focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-content"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <BasketMerge />
      <Navbar items={navItems} />
      {/* At least a screen tall (less the 4rem navbar): the footer starts below the fold, so a page
          growing as its code and data arrive never pushes a visible footer down (no layout shift). */}
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none"
      >
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
