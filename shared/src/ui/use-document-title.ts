import { usePageHead } from '../page-head/use-page-head';

export { SITE_NAME } from '../page-head/page-head';

/**
 * Names the browser tab '<title> — Авиабилеты' while the page is shown, over the route's published
 * head (`usePageHead` with the title alone); null leaves the tab as it is (nothing to name yet, e.g.
 * while the page loads). When the page goes, so does its title: the route's, or the old one, is back.
 */
export function useDocumentTitle(title: string | null): void {
  usePageHead(title === null ? null : { title });
}
