import { useEffect } from 'react';

const SITE_TITLE = 'Partsmith — car parts';

/** Sets the tab title for the current page: "Blogs — Partsmith", or the site title for the home page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Partsmith` : SITE_TITLE;
  }, [title]);
}
