import { useEffect } from 'react';

/** The site name after every page title, as the other areas write it. */
export const SITE_NAME = 'Авиабилеты';

/** '<title> — Авиабилеты' while the page is shown; the next route sets its own. */
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
