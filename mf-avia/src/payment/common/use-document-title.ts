import { useEffect } from 'react';

/** '<title> — Авиабилеты' while the page is shown, as the other flights pages write it. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — Авиабилеты`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
