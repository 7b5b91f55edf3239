import { brandMirrorFor } from '../brand/brand-mirror';

// One page's head: the one model the server prints as HTML (`pageHeadHtml`) and the browser keeps document.head in
// line with (`usePageHead`), both from `pageHeadTags`, so the two never disagree on a page's tags.

/** A schema.org thing as JSON-LD (`shared/head-builders` builds them): its `@type` and properties. */
export interface JsonLdThing {
  readonly '@type': string;
  readonly [property: string]: unknown;
}

export interface PageHead {
  /** The page's own title; the tab reads '<title> — Авиабилеты'. */
  title: string;
  description: string;
  /** Path and query of the page's canonical address: its own address without tracking parameters (`canonicalPathOf`). */
  canonicalPath: string;
  /** The picture of a link preview (og:image): an absolute URL or a path on the site. */
  image: string;
  imageAlt: string;
  /** og:type; 'website' unless said. */
  type: 'website' | 'article';
  /** schema.org objects, each its own `application/ld+json` script. */
  jsonLd: readonly JsonLdThing[];
  /** Personal and transactional pages: not for search engines. */
  noindex: boolean;
  /** The page drew the not-found view (product rules §2): the page server answers it 404 (tooling/page-render.mjs). */
  notFound: boolean;
}

/** What one layer knows of the head (the route's published head, then the page's own); later layers win. */
export type PageHeadPart = Partial<PageHead>;

/**
 * A route's head as a plain function of its page's data, exported by the owning area (docs/architecture.md#page-heads): the page
 * and the page server call it alike; `origin` makes the JSON-LD's links absolute. Null while the data says nothing: the route's head stands.
 */
export type RouteHeadOf<Data> = (data: Data, origin: string) => PageHeadPart | null;

/** The site's name after every page's title in the browser tab: '<title> — Авиабилеты'. */
export const SITE_NAME = 'Авиабилеты';

/** The default, also in the shell's index.html, for a route that publishes none. */
export const DEFAULT_PAGE_DESCRIPTION = 'Дешёвые авиабилеты: поиск и покупка билетов на самолёт по России и миру, туры и отели.';
export const OG_LOCALE = 'ru_RU';

/** Marks the tags of document.head the page head owns (the server prints them marked too): only these are replaced or removed. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** Parameters that say where a visitor came from, not what the page is: never part of a canonical address. */
const TRACKING_PARAM = /^(?:utm_.*|gclid|yclid|ysclid|fbclid|_openstat)$/i;

/** The page's own address without tracking parameters, e.g. '/tours?country=1' for '/tours?country=1&utm_source=x'. */
export function canonicalPathOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (TRACKING_PARAM.test(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The layers merged, the later winning field by field (a field left undefined changes nothing). */
export function mergePageHeads(parts: readonly (PageHeadPart | null | undefined)[]): PageHeadPart {
  return Object.assign({}, ...parts.map((part) => Object.fromEntries(Object.entries(part ?? {}).filter(([, value]) => value !== undefined)))) as PageHeadPart;
}

/** One head tag as [element or attribute, key, value]: a meta and its content, the canonical link, or a JSON-LD script. */
export type HeadTag =
  readonly ['name' | 'property', string, string] | readonly ['link', 'canonical', string] | readonly ['script', 'application/ld+json', JsonLdThing];

/**
 * The tab's title and every tag of the head, in order: description, robots or canonical, Open Graph,
 * the Twitter card's kind, JSON-LD. `origin` makes links absolute and picks the brand mirror (og:site_name).
 */
export function pageHeadTags(head: PageHeadPart, origin: string): { title: string; tags: HeadTag[] } {
  const title = head.title ?? SITE_NAME;
  const description = head.description ?? DEFAULT_PAGE_DESCRIPTION;
  const url = head.canonicalPath === undefined ? '' : new URL(head.canonicalPath, origin).href;
  const image = head.image ? new URL(head.image, origin).href : '';
  const tags: HeadTag[] = [['name', 'description', description]];
  // A page kept out of the index names no canonical address: the two would contradict each other.
  if (head.noindex) tags.push(['name', 'robots', 'noindex']);
  else if (url) tags.push(['link', 'canonical', url]);
  const openGraph = {
    type: head.type ?? 'website',
    site_name: brandMirrorFor(new URL(origin).hostname).capitalisedHostName,
    locale: OG_LOCALE,
    title,
    description,
    url,
    image,
    'image:alt': image && head.imageAlt,
  };
  for (const [key, content] of Object.entries(openGraph)) if (content) tags.push(['property', `og:${key}`, content]);
  // The card's title, description and picture are read from Open Graph: Twitter's cards fall back to og:*.
  tags.push(['name', 'twitter:card', image ? 'summary_large_image' : 'summary']);
  for (const thing of head.jsonLd ?? []) tags.push(['script', 'application/ld+json', thing]);
  return { title: head.title ? `${head.title} — ${SITE_NAME}` : SITE_NAME, tags };
}
