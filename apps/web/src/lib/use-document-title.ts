import { useEffect } from 'react';

const SITE_TITLE = 'Partsmith — car parts';

/** A page's full title: "Blogs — Partsmith", or the site title for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} — Partsmith` : SITE_TITLE;
}

/** Sets the tab title for the current page (the server renders the same title into the HTML). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
