import { useLocation, useMatches } from 'react-router-dom';
import { canonicalPathOf, usePageHead } from 'shared';
import type { PublishedRoute } from 'shared/published-routes';

/** What a route hands the frame: the head its area published with it, which its page may add to. */
export type RouteHead = Pick<PublishedRoute, 'title' | 'description' | 'noindex'>;

/**
 * The head a page starts from, as its area published it with the route (docs/architecture.md#page-heads):
 * title, description, robots (`noindex`), and the canonical address (this address without tracking
 * parameters). The page's own head (usePageHead, useDocumentTitle) goes over it field by field while it is shown.
 */
export function PageHead() {
  const head = useMatches().at(-1)?.handle as RouteHead | undefined;
  const { pathname, search } = useLocation();
  usePageHead({ title: head?.title, description: head?.description, noindex: head?.noindex, canonicalPath: canonicalPathOf(pathname, search) }, 'route');
  return null;
}
