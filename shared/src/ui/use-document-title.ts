import { usePageHead } from '../page-head/use-page-head';

export { SITE_NAME } from '../page-head/page-head';

/**
 * Names the tab '<title> — Авиабилеты' while the page is shown, over the route's head; null leaves it (nothing to name yet). When
 * the page goes, the route's or the old title is back.
 */
export function useDocumentTitle(title: string | null): void {
  usePageHead(title === null ? null : { title });
}
