import { useEffect } from 'react';

/** The site's name after every page's title in the browser tab: '<title> — Авиабилеты'. */
export const SITE_NAME = 'Авиабилеты';

/**
 * Names the browser tab '<title> — Авиабилеты' while the page is shown; null leaves the tab as it is
 * (nothing to name yet, e.g. while the page loads). When the page goes, the tab gets its old title
 * back: the next route sets its own, and until then the tab must not name a page that is gone.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} — ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
