import { useEffect } from 'react';
import { SITE_NAME } from './tours-texts';

/** Sets the browser tab title to '<title> — <site>' while mounted; null leaves it as it is. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} — ${SITE_NAME}`;
    // The next route sets its own title; until then the tab must not name a page that is gone.
    return () => {
      document.title = previous;
    };
  }, [title]);
}
