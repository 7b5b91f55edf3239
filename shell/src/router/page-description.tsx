import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHead } from './app-routes';

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

/** Keeps `<meta name="description">` in step with the route being shown: the head its area published, else the default. */
export function PageDescription() {
  const head = useMatches().at(-1)?.handle as RouteHead | undefined;
  const description = head?.description ?? DEFAULT_PAGE_DESCRIPTION;
  useEffect(() => {
    descriptionMeta().content = description;
  }, [description]);
  return null;
}
