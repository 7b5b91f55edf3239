import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { SITE_NAME } from 'shared';
import type { PublishedRoute } from 'shared/published-routes';

/** What a route hands the frame: the head its page starts from (the page may set its own title). */
export type RouteHead = Pick<PublishedRoute, 'title' | 'description'>;

/** The default, also written in index.html so crawlers that run no JavaScript get one too. */
export const DEFAULT_PAGE_DESCRIPTION = 'Дешёвые авиабилеты: поиск и покупка билетов на самолёт по России и миру, туры и отели.';

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * The head a page starts from, as its area published it with the route (docs/architecture.md#routes-at-run-time):
 * `<meta name="description">` and the tab's title, else the site's defaults. A page that names itself
 * (useDocumentTitle) does so after this, its effect running after this one's, so it wins.
 */
export function PageHead() {
  const head = useMatches().at(-1)?.handle as RouteHead | undefined;
  const description = head?.description ?? DEFAULT_PAGE_DESCRIPTION;
  const title = head?.title ? `${head.title} — ${SITE_NAME}` : SITE_NAME;
  useEffect(() => {
    descriptionMeta().content = description;
    document.title = title;
  }, [description, title]);
  return null;
}
